import { addDays, hcmDateOf } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

describe('service catalogue', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  it('starts with the starting price list of docs/product.md, public to read', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/services' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { name: string; unit: string; unitPrice: number; minQuantity: number }[];
    expect(list.map((s) => [s.name, s.unit, s.unitPrice])).toEqual([
      ['Giặt sấy gấp theo kg', 'KG', 15000],
      ['Giặt sấy + ủi', 'KG', 25000],
      ['Giặt chăn/mền', 'ITEM', 50000],
      ['Giặt giày', 'ITEM', 40000],
      ['Ủi áo sơ mi', 'ITEM', 10000],
      ['Giặt hấp áo vest/áo dài', 'ITEM', 60000],
    ]);
    expect(list[0]!.minQuantity).toBe(3);
  });

  it('lets an admin add, edit, deactivate and remove services', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin,
      payload: { name: 'Giặt gấu bông', unit: 'ITEM', unitPrice: 35000, description: 'Gấu bông cỡ vừa' },
    });
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({ name: 'Giặt gấu bông', unitLabel: 'cái', active: true, minQuantity: 0 });

    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/services/${service.id}`,
      headers: admin,
      payload: { unitPrice: 38000, active: false },
    });
    expect(edited.json()).toMatchObject({ unitPrice: 38000, active: false });

    const publicList = (await app.inject({ method: 'GET', url: '/api/services' })).json() as { id: string }[];
    expect(publicList.some((s) => s.id === service.id)).toBe(false);
    const adminList = (
      await app.inject({ method: 'GET', url: '/api/services?includeInactive=true', headers: admin })
    ).json() as { id: string }[];
    expect(adminList.some((s) => s.id === service.id)).toBe(true);

    const removed = await app.inject({ method: 'DELETE', url: `/api/services/${service.id}`, headers: admin });
    expect(removed.json()).toMatchObject({ removed: true });
    const missing = await app.inject({
      method: 'PATCH',
      url: `/api/services/${service.id}`,
      headers: admin,
      payload: { unitPrice: 20000 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy dịch vụ');
  });

  it('only deactivates a service some order uses, so the order keeps its line', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin,
      payload: { name: 'Giặt thú bông', unit: 'ITEM', unitPrice: 30000 },
    });
    const service = created.json();
    const student = await createUser(app);
    const headers = await authHeader(app, student);
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        items: [{ serviceId: service.id, quantity: 2 }],
        pickupDate: addDays(hcmDateOf(new Date()), 1),
        pickupSlot: '11-13',
      },
    });
    expect(order.statusCode).toBe(201);

    const removed = await app.inject({ method: 'DELETE', url: `/api/services/${service.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ removed: false, service: { id: service.id, active: false } });
    const adminList = (
      await app.inject({ method: 'GET', url: '/api/services?includeInactive=true', headers: admin })
    ).json() as { id: string }[];
    expect(adminList.some((s) => s.id === service.id)).toBe(true);
    const detail = await app.inject({ method: 'GET', url: `/api/orders/${order.json().id}`, headers });
    expect(detail.json().items[0]).toMatchObject({
      serviceId: service.id,
      serviceName: 'Giặt thú bông',
      amount: 60000,
    });
  });

  it('refuses bad input with Vietnamese messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin,
      payload: { name: 'x'.repeat(81), unit: 'BAG', unitPrice: 15000.5 },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields;
    expect(fields.name).toBe('Tên dịch vụ tối đa 80 ký tự');
    expect(fields.unit).toBe('Đơn vị phải là KG hoặc ITEM');
    expect(fields.unitPrice).toBe('Đơn giá phải là số nguyên (đồng)');
  });

  it('keeps the catalogue to admins', async () => {
    for (const role of ['STUDENT', 'STAFF'] as const) {
      const headers = await authHeader(app, await createUser(app, { role }));
      const response = await app.inject({
        method: 'POST',
        url: '/api/services',
        headers,
        payload: { name: 'Không được', unit: 'KG', unitPrice: 10000 },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth/forbidden');
      const inactive = await app.inject({ method: 'GET', url: '/api/services?includeInactive=true', headers });
      expect(inactive.statusCode).toBe(403);
    }
    const anonymous = await app.inject({ method: 'DELETE', url: '/api/services/00000000-0000-0000-0000-000000000000' });
    expect(anonymous.statusCode).toBe(401);
  });
});
