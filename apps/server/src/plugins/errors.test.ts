import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app';

describe('error responses', () => {
  let app: FastifyInstance;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'tsa-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>TSA</title><div id="root"></div>');

  beforeAll(async () => {
    app = await createTestApp({
      webRoot,
      extend: (instance) => {
        instance
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/api/__test/echo',
            { schema: { body: z.object({ email: z.email('Email không hợp lệ'), age: z.number().int().min(18) }) } },
            async (request) => request.body,
          );
        instance.get('/api/__test/boom', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(async () => app.close());

  it('answers malformed JSON with a Vietnamese 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'request/invalid-json',
      message: 'Nội dung gửi lên không phải JSON hợp lệ',
    });
  });

  it('names each invalid field in Vietnamese', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { email: 'not-an-email', age: 12 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    // a bad e-mail keeps the contract's provider code
    expect(body.code).toBe('auth/invalid-email');
    expect(body.message).toContain('Email không hợp lệ');
    expect(body.fields.email).toBe('Email không hợp lệ');
    // zod's Vietnamese locale words the rules a schema does not word itself
    expect(body.fields.age).toMatch(/quá nhỏ|lớn hơn/i);
  });

  it('uses the generic validation code when the e-mail is fine', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { email: 'a@b.vn', age: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request/invalid-input', fields: { age: expect.any(String) } });
  });

  it('refuses an unsupported content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('request/unsupported-media-type');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'request/not-found',
      message: 'Không tìm thấy đường dẫn yêu cầu',
    });
  });

  it('hides unexpected errors behind a generic 500 without a stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'server/internal',
      message: 'Đã có lỗi xảy ra phía máy chủ. Vui lòng thử lại sau',
    });
  });

  it('gives client routes the web app and keeps missing files a 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/student/order?status=PENDING' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/landing' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Plain-HTTP PUBLIC_URL (the default): no HSTS, which would lock a local install out.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when PUBLIC_URL is https, and allows Google profile photos only when Google sign-in is on', async () => {
    const secure = await createTestApp({
      env: { PUBLIC_URL: 'https://giatsay.example.vn', GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' },
    });
    try {
      const response = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://*.googleusercontent.com;");
      expect(csp).not.toMatch(/img-src[^;]* https:[ ;]/);
    } finally {
      await secure.close();
    }
  });

  it('serves the OpenAPI document and its browsable reference', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/health']).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
