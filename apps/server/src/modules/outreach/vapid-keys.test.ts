import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { appSettings, pushSubscriptions } from '../../db/schema';
import { signedIn } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { browserKeys } from './test-support';
import { loadVapidKeys, VAPID_FILE } from './vapid-keys';

describe('the VAPID key pair', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const db = () => app.database.db;
  const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'tsa-vapid-'));
  const load = (env: Record<string, string>) => loadVapidKeys(loadConfig(env), db(), app.log);
  const settingsRow = (key: string) => db().select().from(appSettings).where(eq(appSettings.key, key));

  async function subscribeADevice() {
    const student = await signedIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/outreach/push/subscriptions',
      headers: student.headers,
      payload: { endpoint: `https://push.example/${Math.random()}`, keys: browserKeys().keys },
    });
    expect(response.statusCode, response.body).toBe(204);
  }
  const subscriptionCount = async () => (await db().select().from(pushSubscriptions)).length;

  it('is generated into DATA_DIR, readable by its owner only, kept across restarts, never in the database', async () => {
    const dataDir = freshDataDir();
    const first = await load({ DATA_DIR: dataDir });
    const file = path.join(dataDir, VAPID_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await load({ DATA_DIR: dataDir })).toEqual(first);
    expect(await db().select().from(appSettings)).toEqual([]);
  });

  it('is what the app hands browsers to subscribe with, and nothing secret is left in the database', async () => {
    const { headers } = await signedIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/outreach/push/key', headers });
    expect(response.json()).toEqual({ publicKey: app.outreach.vapid.publicKey });
    expect(await db().select().from(appSettings)).toEqual([]);
  });

  it('moves a pair an older version kept in the database out to the file, keeping every device subscribed', async () => {
    await subscribeADevice();
    const before = await subscriptionCount();
    const old = webpush.generateVAPIDKeys();
    await db()
      .insert(appSettings)
      .values({ key: 'vapid_keys', value: JSON.stringify(old) });
    const dataDir = freshDataDir();
    expect(await load({ DATA_DIR: dataDir, VAPID_SUBJECT: 'mailto:ktx@example.edu.vn' })).toEqual({
      ...old,
      subject: 'mailto:ktx@example.edu.vn',
    });
    expect(JSON.parse(readFileSync(path.join(dataDir, VAPID_FILE), 'utf8'))).toEqual(old);
    expect(await settingsRow('vapid_keys')).toEqual([]);
    expect(await subscriptionCount()).toBe(before);
  });

  it('takes the pair from the environment: the old row goes, and so do the subscriptions made with another key', async () => {
    const old = webpush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: old.publicKey, VAPID_PRIVATE_KEY: old.privateKey };
    await subscribeADevice();
    const before = await subscriptionCount();
    // Same pair in the environment as the database held: the devices keep receiving.
    await db()
      .insert(appSettings)
      .values({ key: 'vapid_keys', value: JSON.stringify(old) });
    expect((await load({ DATA_DIR: freshDataDir(), ...env })).privateKey).toBe(old.privateKey);
    expect(await subscriptionCount()).toBe(before);
    expect(await settingsRow('vapid_keys')).toEqual([]);

    // Another pair: what the old key subscribed can never be delivered, so it is removed.
    await db()
      .insert(appSettings)
      .values({ key: 'vapid_keys', value: JSON.stringify(webpush.generateVAPIDKeys()) });
    const dataDir = freshDataDir();
    expect((await load({ DATA_DIR: dataDir, ...env })).publicKey).toBe(old.publicKey);
    expect(await subscriptionCount()).toBe(0);
    expect(await settingsRow('vapid_keys')).toEqual([]);
    expect(() => statSync(path.join(dataDir, VAPID_FILE))).toThrow(/ENOENT/);
  });
});
