import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('answers 200 while the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 with a Vietnamese message once the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'server/unavailable',
      message: 'Hệ thống tạm thời không sẵn sàng. Vui lòng thử lại sau',
    });
    // the database is already closed; closing the app must not fail on it twice
    broken.database.close = async () => {};
    await broken.close();
  });
});
