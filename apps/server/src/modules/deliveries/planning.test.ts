import { addDays, type DeliveryTask, type NeededDeliveries } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { advanceTo, placeOrder, signedIn, today, tomorrow, type Headers } from '../../test/orders';

describe('planning the rounds', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let staffA: Awaited<ReturnType<typeof signedIn>>;
  let staffB: Awaited<ReturnType<typeof signedIn>>;

  const student = (dormitory: string, building: string, room: string) => signedIn(app, { dormitory, building, room });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    staffA = await signedIn(app, { role: 'STAFF' });
    staffB = await signedIn(app, { role: 'STAFF' });
  });
  afterAll(async () => app.close());

  const bulk = (payload: Record<string, unknown>, headers: Headers = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/deliveries/bulk',
      headers,
      payload: { type: 'PICKUP', staffId: staffA.user.id, scheduledDate: tomorrow(), slot: '07-09', ...payload },
    });
  const statusOf = async (orderId: string) => {
    const [row] = await app.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return row!.status;
  };
  const tasksOf = (orderId: string) => app.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));

  describe('bulk assignment', () => {
    it('assigns every order or none, listing each refused order', async () => {
      const s = await student('KTX Khu A', 'A1', '101');
      const first = await placeOrder(app, s.headers);
      const second = await placeOrder(app, s.headers);
      const washing = await placeOrder(app, s.headers);
      await advanceTo(app, admin, washing.id, 'WASHING');
      const ghost = '00000000-0000-4000-8000-000000000000';

      const refused = await bulk({ orderIds: [first.id, washing.id, second.id, ghost] });
      expect(refused.statusCode).toBe(409);
      const body = refused.json();
      expect(body.code).toBe('deliveries/bulk-rejected');
      expect(body.fields).toEqual({
        [washing.id]: `Đơn ${washing.code} đang ở trạng thái "Đang giặt", không thể phân công lấy đồ`,
        [ghost]: 'Không tìm thấy đơn hàng',
      });
      expect(body.message).toContain('Không thể phân công 2 đơn nên chưa đơn nào được phân công');
      // Nothing was written: the first order was checked and assigned before the refusal, and rolled back.
      for (const order of [first, second]) {
        expect(await statusOf(order.id)).toBe('PENDING');
        expect(await tasksOf(order.id)).toEqual([]);
      }

      const accepted = await bulk({ orderIds: [first.id, second.id] });
      expect(accepted.statusCode).toBe(201);
      const items = accepted.json().items as DeliveryTask[];
      expect(items.map((t) => t.order.id).sort()).toEqual([first.id, second.id].sort());
      expect(
        items.every((t) => t.staff.id === staffA.user.id && t.status === 'ASSIGNED' && t.order.status === 'CONFIRMED'),
      ).toBe(true);
      expect(await statusOf(first.id)).toBe('CONFIRMED');

      const again = await bulk({ orderIds: [first.id] });
      expect(again.json().fields[first.id]).toBe(`Đơn ${first.code} đã có nhiệm vụ lấy đồ đang thực hiện`);
    });

    it('validates the request and is for admins only', async () => {
      const empty = await bulk({ orderIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields.orderIds).toBe('Vui lòng chọn ít nhất một đơn');
      const many = await bulk({ orderIds: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') });
      expect(many.json().fields.orderIds).toBe('Tối đa 100 đơn mỗi lần phân công');
      const s = await student('KTX Khu A', 'A1', '102');
      const order = await placeOrder(app, s.headers);
      expect((await bulk({ orderIds: [order.id] }, staffA.headers)).statusCode).toBe(403);
      const wrongStaff = await bulk({ orderIds: [order.id], staffId: s.user.id });
      expect(wrongStaff.json().code).toBe('deliveries/invalid-staff');
      expect(await statusOf(order.id)).toBe('PENDING');
    });
  });

  describe('what still needs a task', () => {
    it('lists orders waiting for a pickup and orders waiting for a drop-off', async () => {
      const s = await student('KTX Khu B', 'B1', '101');
      const waiting = await placeOrder(app, s.headers);
      const assigned = await placeOrder(app, s.headers);
      await bulk({ orderIds: [assigned.id] });
      const ready = await placeOrder(app, s.headers);
      await advanceTo(app, admin, ready.id, 'READY');
      const readyAssigned = await placeOrder(app, s.headers);
      await advanceTo(app, admin, readyAssigned.id, 'READY');
      await bulk({ orderIds: [readyAssigned.id], type: 'DROPOFF' });
      const cancelled = await placeOrder(app, s.headers);
      await advanceTo(app, admin, cancelled.id, 'CANCELLED');

      const response = await app.inject({ method: 'GET', url: '/api/deliveries/needed', headers: admin });
      expect(response.statusCode).toBe(200);
      const needed = response.json() as NeededDeliveries;
      const pickupIds = needed.pickups.map((o) => o.id);
      expect(pickupIds).toContain(waiting.id);
      expect(pickupIds).not.toContain(assigned.id);
      expect(pickupIds).not.toContain(cancelled.id);
      expect(needed.dropoffs.map((o) => o.id)).toEqual([ready.id]);
      expect(needed.dropoffs[0]!.items.length).toBeGreaterThan(0);
      expect(
        (await app.inject({ method: 'GET', url: '/api/deliveries/needed', headers: staffA.headers })).statusCode,
      ).toBe(403);
    });
  });

  describe('the task list', () => {
    it('orders a day by window, then dormitory → building → room; staff see only theirs', async () => {
      const day = addDays(today(), 2);
      const places = [
        ['KTX Khu B', 'B2', '301', '17-19'],
        ['KTX Khu A', 'A2', '110', '17-19'],
        ['KTX Khu A', 'A1', '210', '17-19'],
        ['KTX Khu A', 'A1', '105', '17-19'],
        ['KTX Khu B', 'B1', '001', '07-09'],
      ] as const;
      const codes: Record<string, string> = {};
      for (const [dormitory, building, room, slot] of places) {
        const s = await student(dormitory, building, room);
        const order = await placeOrder(app, s.headers);
        codes[`${building}-${room}`] = order.code;
        const response = await bulk({ orderIds: [order.id], scheduledDate: day, slot });
        expect(response.statusCode).toBe(201);
      }
      const other = await placeOrder(app, (await student('KTX Khu A', 'A1', '100')).headers);
      await bulk({ orderIds: [other.id], scheduledDate: day, slot: '17-19', staffId: staffB.user.id });

      const mine = await app.inject({ method: 'GET', url: `/api/deliveries?date=${day}`, headers: staffA.headers });
      expect(mine.statusCode).toBe(200);
      const page = mine.json() as { items: DeliveryTask[]; total: number };
      expect(page.total).toBe(5);
      expect(page.items.map((t) => t.order.code)).toEqual([
        codes['B1-001'],
        codes['A1-105'],
        codes['A1-210'],
        codes['A2-110'],
        codes['B2-301'],
      ]);
      // A staff member cannot look at someone else's list through the filter.
      const sneaky = await app.inject({
        method: 'GET',
        url: `/api/deliveries?date=${day}&staffId=${staffB.user.id}`,
        headers: staffA.headers,
      });
      expect(sneaky.json().total).toBe(5);

      const all = await app.inject({ method: 'GET', url: `/api/deliveries?date=${day}`, headers: admin });
      expect(all.json().total).toBe(6);
      const ofB = await app.inject({
        method: 'GET',
        url: `/api/deliveries?date=${day}&staffId=${staffB.user.id}`,
        headers: admin,
      });
      expect(ofB.json().items.map((t: DeliveryTask) => t.order.id)).toEqual([other.id]);
      const morning = await app.inject({
        method: 'GET',
        url: `/api/deliveries?from=${day}&to=${day}&type=PICKUP&status=ASSIGNED,IN_PROGRESS`,
        headers: admin,
      });
      expect(morning.json().total).toBe(6);
      const dropoffs = await app.inject({
        method: 'GET',
        url: `/api/deliveries?date=${day}&type=DROPOFF`,
        headers: admin,
      });
      expect(dropoffs.json().total).toBe(0);
    });

    it('is not for students', async () => {
      const s = await student('KTX Khu A', 'A1', '101');
      expect((await app.inject({ method: 'GET', url: '/api/deliveries', headers: s.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/deliveries' })).statusCode).toBe(401);
      const bad = await app.inject({ method: 'GET', url: '/api/deliveries?status=LOST', headers: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Trạng thái nhiệm vụ không hợp lệ');
    });
  });

  it('documents every delivery route in the OpenAPI reference', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/deliveries/',
      '/api/deliveries/bulk',
      '/api/deliveries/needed',
      '/api/deliveries/{id}',
      '/api/deliveries/{id}/status',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(spec.paths['/api/deliveries/bulk'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
