import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

type Headers = Record<string, string>;

describe('report access and validation', () => {
  let app: FastifyInstance;
  let adminHeaders: Headers;
  let studentHeaders: Headers;
  let staffHeaders: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    adminHeaders = await authHeader(app, await testAdmin(app));
    studentHeaders = await authHeader(app, await createUser(app));
    staffHeaders = await authHeader(app, await createUser(app, { role: 'STAFF' }));
  });
  afterAll(async () => app.close());

  const urls = [
    '/api/stats/report/days',
    '/api/stats/report/services',
    '/api/stats/report/buildings',
    '/api/stats/report/staff',
    '/api/stats/report/days/export?format=csv',
    '/api/stats/report/staff/export?format=xlsx',
  ];

  it('is for admins only, refused before the query is checked', async () => {
    for (const url of urls) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const headers of [studentHeaders, staffHeaders]) {
        const response = await app.inject({
          method: 'GET',
          url: `${url}${url.includes('?') ? '&' : '?'}from=bad`,
          headers,
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().code).toBe('auth/forbidden');
      }
      expect((await app.inject({ method: 'GET', url, headers: adminHeaders })).statusCode, url).toBe(200);
    }
  });

  it('refuses a range that ends before it starts, or is too long', async () => {
    for (const url of [
      '/api/stats/report/days?from=2026-04-02&to=2026-03-30',
      '/api/stats/report/buildings/export?format=csv&from=2026-04-02&to=2026-03-30',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: adminHeaders });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.to).toBe('Ngày bắt đầu phải trước ngày kết thúc');
    }
    const long = await app.inject({
      method: 'GET',
      url: '/api/stats/report/staff?from=2025-01-01&to=2026-03-31',
      headers: adminHeaders,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.from).toBe('Khoảng thời gian tối đa 400 ngày');
    const badDay = await app.inject({
      method: 'GET',
      url: '/api/stats/report/days?from=2026-02-30',
      headers: adminHeaders,
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fields.from).toBe('Ngày bắt đầu không hợp lệ (định dạng YYYY-MM-DD)');
  });

  it('names the tables and formats it knows', async () => {
    const table = await app.inject({
      method: 'GET',
      url: '/api/stats/report/rooms/export?format=csv',
      headers: adminHeaders,
    });
    expect(table.statusCode).toBe(400);
    expect(table.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { table: 'Bảng báo cáo không tồn tại (days, money, services, buildings, staff)' },
    });
    const format = await app.inject({
      method: 'GET',
      url: '/api/stats/report/days/export?format=pdf',
      headers: adminHeaders,
    });
    expect(format.statusCode).toBe(400);
    expect(format.json().fields.format).toBe('Định dạng xuất phải là csv hoặc xlsx');
    // The JSON tables are routes of their own: another name is simply not there.
    const missing = await app.inject({ method: 'GET', url: '/api/stats/report/rooms', headers: adminHeaders });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('request/not-found');
  });

  it('documents every report route in the OpenAPI reference, in Vietnamese', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const table of ['days', 'services', 'buildings', 'staff']) {
      const route = spec.paths[`/api/stats/report/${table}`].get;
      expect(route.security).toEqual([{ bearerAuth: [] }]);
      expect(route.summary).toMatch(/^Báo cáo theo .+\(quản trị viên\)/);
    }
    expect(spec.paths['/api/stats/report/{table}/export'].get.summary).toContain('Tải một bảng báo cáo');
  });
});
