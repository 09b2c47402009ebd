import type { PushPayload } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { placeOrder, setStatus, signedIn, type Headers } from '../../test/orders';
import {
  browserKeys,
  deliveriesOf,
  eventually,
  FAST_JOBS,
  setPreferences,
  queuesSettled,
  startPushService,
} from './test-support';

/** Decrypts an aes128gcm message (RFC 8188/8291) with the subscription's private key and auth secret. */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): PushPayload {
  const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth });
  return JSON.parse(plain.toString('utf8')) as PushPayload;
}

describe('Web Push', () => {
  let app: FastifyInstance;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let admin: Headers;

  beforeAll(async () => {
    pushService = await startPushService();
    app = await createTestApp({ env: FAST_JOBS });
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
  });

  async function subscribe(headers: Headers, path: string) {
    const browser = browserKeys();
    const endpoint = `${pushService.base}${path}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/outreach/push/subscriptions',
      headers,
      payload: { endpoint, keys: browser.keys },
    });
    expect(response.statusCode, response.body).toBe(204);
    return { browser, endpoint };
  }
  const receivedAt = (path: string) => pushService.received.filter((r) => r.path === path);
  /** Quiet hours that hold everything back (a window around now, whatever the clock says). */
  const quietAllDay = (p: { quietHours: { enabled: boolean; start: string; end: string } }) => {
    const hour = (new Date().getUTCHours() + 7) % 24;
    p.quietHours = {
      enabled: true,
      start: `${String((hour + 23) % 24).padStart(2, '0')}:00`,
      end: `${String((hour + 2) % 24).padStart(2, '0')}:00`,
    };
  };

  it('sends an encrypted, VAPID-signed push the device can decrypt, opening the order', async () => {
    const student = await signedIn(app);
    await setPreferences(app, student.headers, (p) => {
      p.quietHours.enabled = false;
    });
    const { browser } = await subscribe(student.headers, '/push/phone-1');
    const key = (await app.inject({ method: 'GET', url: '/api/outreach/push/key', headers: student.headers })).json()
      .publicKey as string;

    const order = await placeOrder(app, student.headers);
    const [message] = await eventually(
      async () => receivedAt('/push/phone-1').length > 0 && receivedAt('/push/phone-1'),
    );
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(Number(message!.headers.ttl)).toBe(86_400);
    expect(message!.body.toString('utf8')).not.toContain('Đơn');
    expect(decrypt(message!.body, browser)).toEqual({
      title: `Đơn ${order.code}: Chờ xác nhận`,
      body: expect.stringContaining('Đã nhận đơn giặt của bạn'),
      link: `/student/order?id=${order.id}`,
      tag: expect.any(String),
    });
    const delivered = await eventually(async () => {
      const [row] = await deliveriesOf(app, student.user.id, 'PUSH');
      return row?.status === 'SENT' && row;
    });
    expect(delivered.sentAt).toBeInstanceOf(Date);
  });

  it('removes the subscription when the push service answers 410, and sends nothing more to it', async () => {
    const student = await signedIn(app);
    await setPreferences(app, student.headers, (p) => {
      p.quietHours.enabled = false;
    });
    pushService.answers.set('/push/gone', 410);
    const { endpoint } = await subscribe(student.headers, '/push/gone');
    await placeOrder(app, student.headers);
    const skipped = await eventually(async () => {
      const [row] = await deliveriesOf(app, student.user.id, 'PUSH');
      return row?.status === 'SKIPPED' && row;
    });
    expect(skipped.error).toContain('410');
    expect(
      await app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    expect(receivedAt('/push/gone')).toHaveLength(1);
  });

  it('holds pushes during quiet hours until they end, except kinds I asked to be woken for', async () => {
    const student = await signedIn(app);
    await setPreferences(app, student.headers, quietAllDay);
    await subscribe(student.headers, '/push/quiet');
    const order = await placeOrder(app, student.headers);
    await queuesSettled(app);
    expect(receivedAt('/push/quiet')).toHaveLength(0);
    const [held] = await deliveriesOf(app, student.user.id, 'PUSH');
    expect(held).toMatchObject({ status: 'PENDING' });
    expect(held!.dueAt.getTime() - Date.now()).toBeGreaterThan(60 * 60 * 1000);

    await setPreferences(app, student.headers, (p) => {
      quietAllDay(p);
      p.kinds.ORDER_PROGRESS.wake = true;
    });
    expect((await setStatus(app, admin, order.id, 'CONFIRMED')).statusCode).toBe(200);
    await eventually(async () => receivedAt('/push/quiet').length === 1);
  });

  it('respects push off per kind, and stops on sign-out of that device and on a ban', async () => {
    const student = await signedIn(app);
    await setPreferences(app, student.headers, (p) => {
      p.quietHours.enabled = false;
      p.kinds.ORDER_PROGRESS.push = false;
    });
    const phone = await subscribe(student.headers, '/push/off-phone');
    await subscribe(student.headers, '/push/off-laptop');
    await placeOrder(app, student.headers);
    await queuesSettled(app);
    expect(await deliveriesOf(app, student.user.id, 'PUSH')).toEqual([]);

    const devices = () =>
      app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, student.user.id));
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { pushEndpoint: phone.endpoint },
    });
    expect(signOut.statusCode).toBe(204);
    expect((await devices()).map((d) => d.endpoint)).toEqual([`${pushService.base}/push/off-laptop`]);

    const ban = await app.inject({
      method: 'PATCH',
      url: `/api/users/${student.user.id}/status`,
      headers: admin,
      payload: { status: 'BANNED' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await devices()).toEqual([]);
  });

  it('turns push off on one device only, and is for signed-in users', async () => {
    const student = await signedIn(app);
    const other = await signedIn(app);
    const mine = await subscribe(student.headers, '/push/mine');
    const forget = (headers: Headers) =>
      app.inject({
        method: 'DELETE',
        url: '/api/outreach/push/subscriptions',
        headers,
        payload: { endpoint: mine.endpoint },
      });
    expect((await forget(other.headers)).statusCode).toBe(204);
    expect(
      await app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, mine.endpoint)),
    ).toHaveLength(1);
    expect((await forget(student.headers)).statusCode).toBe(204);
    expect(
      await app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, mine.endpoint)),
    ).toHaveLength(0);
    const anonymous = await app.inject({ method: 'POST', url: '/api/outreach/push/subscriptions', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/outreach/push/subscriptions',
      headers: student.headers,
      payload: { endpoint: 'khong-phai-url', keys: {} },
    });
    expect(bad.statusCode).toBe(400);
  });
});
