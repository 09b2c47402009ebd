import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_GRACE_SECONDS } from '../modules/auth/session-refresh';
import { placeOrder, setStatus, signedIn } from '../test/orders';
import { authHeader, testAdmin } from '../test/factories';
import { connect, connectAs, disconnection, listen, nextEvent, socketFor, type ClientSocket } from '../test/sockets';
import { createTestApp } from '../test/test-app';
import type { TestDatabase } from '../test/test-database';

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgresServer = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const skipReason = !redisUrl
  ? 'không có Redis (TEST_REDIS_URL)'
  : !onPostgresServer
    ? 'hai máy chủ cần chung một cơ sở dữ liệu PostgreSQL; dự án này chạy trên PGlite trong tiến trình (xem dự án server-postgres)'
    : undefined;
if (skipReason) console.warn(`[realtime-redis] bỏ qua bài kiểm tra hai máy chủ: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('realtime across two instances (one PostgreSQL database, one Redis)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlOfB: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    // Both instances of one deployment share the channel key; other test files use their own.
    const socketRedisKey = `tsa-test-${randomUUID()}`;
    // …and the signing secret, as JWT_SECRET (it is never kept in the shared database).
    const env = { REDIS_URL: redisUrl!, JWT_SECRET: `${randomUUID()}${randomUUID()}` };
    a = await createTestApp({ env, socketRedisKey });
    const databaseUrl = (a.database as TestDatabase).url!;
    b = await createTestApp({ env, socketRedisKey, databaseUrl });
    await listen(a);
    urlOfB = await listen(b);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // B first: A's database is dropped when A closes.
    await b?.close();
    await a?.close();
  });

  it('delivers to a student on instance B the notification of an order changed through instance A', async () => {
    expect(a.redis).toBeDefined();
    const student = await signedIn(a);
    const staff = await signedIn(a, { role: 'STAFF' });
    const admin = await authHeader(a, await testAdmin(a));
    const studentOnB = await connectAs(b, urlOfB, student.user);
    const staffOnB = await connectAs(b, urlOfB, staff.user);
    sockets.push(studentOnB, staffOnB);

    const placed = nextEvent(studentOnB, 'notification');
    const order = await placeOrder(a, student.headers);
    expect((await placed).title).toBe(`Đơn ${order.code}: Chờ xác nhận`);

    const confirmed = nextEvent(studentOnB, 'notification', (n) => n.title.endsWith('Đã xác nhận'));
    const staffSaw = nextEvent(staffOnB, 'order:updated', (e) => e.status === 'CONFIRMED');
    expect((await setStatus(a, admin, order.id, 'CONFIRMED')).statusCode).toBe(200);
    expect(await confirmed).toMatchObject({ type: 'ORDER_STATUS', link: `/student/order?id=${order.id}` });
    expect(await staffSaw).toMatchObject({ orderId: order.id, code: order.code });
  });

  it('closes on instance B the socket of a user banned through instance A', async () => {
    const student = await signedIn(a);
    const admin = await authHeader(a, await testAdmin(a));
    const socket = await connectAs(b, urlOfB, student.user);
    sockets.push(socket);
    const closed = disconnection(socket);
    const ban = await a.inject({
      method: 'PATCH',
      url: `/api/users/${student.user.id}/status`,
      headers: admin,
      payload: { status: 'BANNED' },
    });
    expect(ban.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('closes on instance B the socket of a session whose replayed refresh token ended it on instance A', async () => {
    const student = await signedIn(a);
    const signin = await a.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=true',
      payload: { email: student.user.email, password: student.user.password },
    });
    const first = signin.json() as { refreshToken: string };
    const refresh = (app: FastifyInstance, refreshToken: string) =>
      app.inject({ method: 'POST', url: '/api/auth/refresh?mobile=true', payload: { refreshToken } });
    const second = (await refresh(a, first.refreshToken)).json() as { accessToken: string; refreshToken: string };
    // Within the grace, the other instance answers the same pair: it is derived, not stored.
    expect((await refresh(b, first.refreshToken)).json()).toEqual(second);

    const socket = await connect(socketFor(urlOfB, { header: `Bearer ${second.accessToken}` }));
    sockets.push(socket);
    const closed = disconnection(socket);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REFRESH_GRACE_SECONDS + 1) * 1000 });
    try {
      expect((await refresh(a, first.refreshToken)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await closed).toBe('io server disconnect');
  });
});
