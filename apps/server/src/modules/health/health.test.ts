import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

describe('health probes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('liveness and readiness answer 200 while the database is reachable (Redis not configured)', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    for (const url of ['/api/health/ready', '/api/health']) {
      const ready = await app.inject({ method: 'GET', url });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'off', draining: false });
    }
  });

  it('readiness answers 503 naming the database once it is gone; liveness stays 200', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'server/unavailable',
      message: 'Hệ thống tạm thời không sẵn sàng. Vui lòng thử lại sau (cơ sở dữ liệu không phản hồi)',
      checks: { database: 'down', redis: 'off', draining: false },
    });
    expect((await broken.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await broken.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    // the database is already closed; closing the app must not fail on it twice
    broken.database.close = async () => {};
    await broken.close();
  });

  it('readiness answers 503 while the instance drains before shutting down', async () => {
    const draining = await createTestApp();
    draining.lifecycle.draining = true;
    const response = await draining.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining('máy chủ đang dừng'),
      checks: { draining: true },
    });
    expect((await draining.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await draining.close();
  });

  it.skipIf(!redisUrl)(
    'readiness checks Redis when it is configured, and names it when it stops answering',
    async () => {
      const withRedis = await createTestApp({ env: { REDIS_URL: redisUrl! } });
      const up = await withRedis.inject({ method: 'GET', url: '/api/health/ready' });
      expect(up.json()).toMatchObject({ database: 'up', redis: 'up' });
      withRedis.redis!.disconnect();
      const down = await withRedis.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        message: expect.stringContaining('Redis không phản hồi'),
        checks: { database: 'up', redis: 'down' },
      });
      withRedis.redis!.quit = async () => 'OK';
      await withRedis.close();
    },
  );
});
