import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, KG, tomorrow } from '../test/orders';
import { authHeader, createUser } from '../test/factories';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy';
import { connect, listen, nextEvent, socketFor, type ClientSocket } from '../test/sockets';
import { createTestApp } from '../test/test-app';
import type { TestDatabase } from '../test/test-database';

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgresServer = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const skipReason = !redisUrl
  ? 'không có Redis (TEST_REDIS_URL)'
  : !onPostgresServer
    ? 'cần PostgreSQL (dự án server-postgres)'
    : undefined;
if (skipReason) console.warn(`[topology] bỏ qua: ${skipReason}`);

/** compose.yaml's shape on loopback: two instances, one database, one Redis, a round-robin proxy. */
describe.skipIf(Boolean(skipReason))('two instances behind a round-robin proxy without sticky sessions', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let proxy: RoundRobinProxy;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const socketRedisKey = `tsa-test-${randomUUID()}`;
    const env = { REDIS_URL: redisUrl! };
    a = await createTestApp({ env, socketRedisKey });
    b = await createTestApp({ env, socketRedisKey, databaseUrl: (a.database as TestDatabase).url! });
    proxy = await startRoundRobinProxy([await listen(a), await listen(b)]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.close();
    await b?.close();
    await a?.close();
  });

  it('serves requests from both instances and delivers live events whichever instance made them', async () => {
    const student = await createUser(a);
    const headers = { ...(await authHeader(a, student)), 'content-type': 'application/json' };
    const socket = socketFor(proxy.url, {
      authToken: (await authHeader(a, student)).authorization.slice(7),
      transports: ['websocket'],
    });
    sockets.push(socket);
    await connect(socket);

    const kgId = (await catalogue(a))[KG]!.id;
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const heard = nextEvent(socket, 'notification');
      const response = await fetch(`${proxy.url}/api/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          items: [{ serviceId: kgId, quantity: 3 }],
          pickupDate: tomorrow(),
          pickupSlot: '17-19',
          paymentMethod: 'CASH',
        }),
      });
      expect(response.status).toBe(201);
      const order = (await response.json()) as { code: string };
      codes.push(order.code);
      expect((await heard).title).toBe(`Đơn ${order.code}: Chờ xác nhận`);
    }
    // The two orders went through different instances; the socket sits on one of them.
    expect(new Set(proxy.hits).size).toBe(2);
    const ready = await fetch(`${proxy.url}/api/health/ready`);
    expect(await ready.json()).toMatchObject({ database: 'up', redis: 'up' });
  });
});
