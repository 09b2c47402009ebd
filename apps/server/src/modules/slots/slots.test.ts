import type { Dormitory, SlotAvailability } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { catalogue as services, KG, signedIn, studentIn, tomorrow, type Headers } from '../../test/orders';

describe('slot capacity', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let a1: string;
  let a2: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    const list = (await app.inject({ method: 'GET', url: '/api/dormitories' })).json() as Dormitory[];
    a1 = list[0]!.buildings.find((b) => b.code === 'A1')!.id;
    a2 = list[0]!.buildings.find((b) => b.code === 'A2')!.id;
  });
  afterAll(async () => app.close());

  const setCapacity = (headers: Headers, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/slots/capacity', headers, payload });
  const windows = async (headers: Headers, query = '') =>
    (
      await app.inject({ method: 'GET', url: `/api/slots?date=${tomorrow()}${query}`, headers })
    ).json() as SlotAvailability[];
  const order = async (headers: Headers, slot = '17-19') => {
    const list = await services(app);
    return app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        items: [{ serviceId: list[KG]!.id, quantity: 3 }],
        pickupDate: tomorrow(),
        pickupSlot: slot,
        paymentMethod: 'CASH',
      },
    });
  };

  it('lets only an admin set a default per window and a building of its own', async () => {
    const student = await signedIn(app);
    expect((await setCapacity(student.headers, { slot: '17-19', capacity: 5 })).statusCode).toBe(403);
    expect((await setCapacity(admin, { slot: '17-19', capacity: 2 })).statusCode).toBe(200);
    const own = await setCapacity(admin, { buildingId: a1, slot: '17-19', capacity: 1 });
    expect(own.json()).toEqual(
      expect.arrayContaining([
        { buildingId: null, slot: '17-19', capacity: 2 },
        { buildingId: a1, slot: '17-19', capacity: 1 },
      ]),
    );
    const bad = await setCapacity(admin, { slot: '17-19', capacity: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ capacity: 'Số chỗ không được âm' });
  });

  it('shows what is left of each window, and no limit where none is set', async () => {
    const student = await studentIn(app, a2);
    const list = await windows(student.headers);
    expect(list.find((w) => w.slot === '17-19')).toEqual({
      slot: '17-19',
      capacity: 2,
      taken: 0,
      remaining: 2,
      full: false,
    });
    expect(list.find((w) => w.slot === '07-09')).toEqual({
      slot: '07-09',
      capacity: null,
      taken: 0,
      remaining: null,
      full: false,
    });
  });

  it('gives the last place to one of two students booking at the same instant; the other hears "Hết chỗ"', async () => {
    const first = await studentIn(app, a1);
    const second = await studentIn(app, a1);
    const answers = await Promise.all([order(first.headers), order(second.headers)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'orders/slot-full',
      fields: { pickupSlot: expect.stringContaining('Hết chỗ') },
    });
    expect(refused.message).toMatch(/^Hết chỗ/);

    const a1Evening = (await windows(first.headers)).find((w) => w.slot === '17-19');
    expect(a1Evening).toMatchObject({ capacity: 1, taken: 1, remaining: 0, full: true });
    // Another window of the same building, and the same window of another building, are still open.
    expect((await order(second.headers, '19-21')).statusCode).toBe(201);
    const neighbour = await studentIn(app, a2);
    expect((await order(neighbour.headers)).statusCode).toBe(201);
  });

  it('frees the place when the order is cancelled', async () => {
    await setCapacity(admin, { buildingId: a1, slot: '11-13', capacity: 1 });
    const student = await studentIn(app, a1);
    const placed = (await order(student.headers, '11-13')).json();
    const other = await studentIn(app, a1);
    expect((await order(other.headers, '11-13')).statusCode).toBe(409);
    await app.inject({ method: 'POST', url: `/api/orders/${placed.id}/cancel`, headers: student.headers, payload: {} });
    expect((await order(other.headers, '11-13')).statusCode).toBe(201);
  });

  it('asks for a building when the viewer has none', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/slots?date=${tomorrow()}`, headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ buildingId: 'Vui lòng chọn tòa nhà (hoặc cập nhật tòa nhà trong hồ sơ)' });
    expect((await windows(admin, `&buildingId=${a1}`)).length).toBe(4);
  });
});
