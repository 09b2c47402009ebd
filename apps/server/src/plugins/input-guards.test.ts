import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, testAdmin } from '../test/factories';
import { createTestApp } from '../test/test-app';

describe('input guards on every route', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  const service = { name: 'Giặt nhanh', unit: 'KG', unitPrice: 15000 };

  it('refuses a NUL or another control character in any text with a Vietnamese 400, and saves nothing', async () => {
    const nul = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin,
      payload: { ...service, name: 'X\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { name: 'Không được chứa ký tự điều khiển (ví dụ ký tự NUL)' },
    });
    const escape = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin,
      payload: { ...service, description: 'a\u001b[31m' },
    });
    expect(escape.json().fields).toEqual({ description: 'Không được chứa ký tự điều khiển (ví dụ ký tự NUL)' });
    const list = (await app.inject({ method: 'GET', url: '/api/services', headers: admin })).json() as {
      name: string;
    }[];
    expect(JSON.stringify(list)).not.toContain('\\u0000');

    const query = await app.inject({ method: 'GET', url: '/api/users?search=%00', headers: admin });
    expect(query.statusCode).toBe(400);
    expect(query.json().code).toBe('request/invalid-input');

    // Line breaks and tabs are text.
    const multiline = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin,
      payload: { ...service, description: 'Dòng 1\n\tDòng 2' },
    });
    expect(multiline.statusCode).toBe(201);
  });

  it("answers Fastify's own URL errors in our shape and in Vietnamese, without echoing the URL", async () => {
    for (const url of ['/api/orders/%E0%A4%A', `/api/orders/${'a'.repeat(150)}`]) {
      const response = await app.inject({ method: 'GET', url, headers: admin });
      expect([400, 414]).toContain(response.statusCode);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
      expect(body.code).toBe('request/bad-request');
      expect(response.body).not.toContain('/api/orders');
      expect(response.body).not.toMatch(/valid|Bad Request/);
    }
  });

  it('checks the role before the body: a student learns nothing of the rules of an admin route', async () => {
    const student = await authHeader(app, await createUser(app));
    for (const payload of [{}, { ...service, name: 'X\u0000' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/services', headers: student, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth/forbidden');
    }
  });

  it('refuses to start with a role check placed after body validation', async () => {
    await expect(
      createTestApp({
        extend: (instance) => {
          instance.post(
            '/api/late-role-check',
            { onRequest: instance.authenticate, preHandler: instance.authorize('ADMIN') },
            async () => ({}),
          );
        },
      }),
    ).rejects.toThrow(/app.authorize phải chạy ở onRequest hoặc preValidation/);
  });
});
