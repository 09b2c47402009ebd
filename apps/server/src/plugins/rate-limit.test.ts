import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('[rate-limit] bỏ qua kiểm tra giới hạn dùng chung: không có Redis (TEST_REDIS_URL)');

describe.skipIf(!redisUrl)('throttles shared across instances through Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  const rules = { signinPerAccount: { limit: 2, windowSeconds: 60 } };
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: redisUrl! }, rateRules: rules });
    second = await createTestApp({ env: { REDIS_URL: redisUrl! }, rateRules: rules });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts sign-in attempts made on one instance against the other', async () => {
    const email = `shared-${randomUUID()}@st.tsa.test`;
    const attempt = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'khong-dung-1' } });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    const third = await attempt(first);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('auth/too-many-requests');
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
