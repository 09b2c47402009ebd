import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appSettings } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { loadSigningSecret, SECRET_FILE } from './signing-secret';

describe('the signing secret on the embedded database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const configIn = (dataDir: string) => loadConfig({ DATA_DIR: dataDir });

  it('is generated into DATA_DIR, readable by its owner only, kept across restarts, never in the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsa-secret-'));
    const first = await loadSigningSecret(configIn(dataDir), database.db);
    const file = path.join(dataDir, SECRET_FILE);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadSigningSecret(configIn(dataDir), database.db)).toBe(first);
    expect(await database.db.select().from(appSettings)).toEqual([]);
  });

  it('moves a secret an older version kept in the database out to the file, and deletes the row', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsa-secret-'));
    const old = 'an-older-version-kept-this-secret-in-app-settings';
    await database.db.insert(appSettings).values({ key: 'jwt_secret', value: old });
    expect(await loadSigningSecret(configIn(dataDir), database.db)).toBe(old);
    expect(readFileSync(path.join(dataDir, SECRET_FILE), 'utf8').trim()).toBe(old);
    expect(await database.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'))).toEqual([]);
  });
});
