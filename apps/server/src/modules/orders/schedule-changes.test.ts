import { addDays, type Dormitory, type OrderDetail, type SlotAvailability } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import {
  advanceTo,
  historyRows,
  notificationsOf,
  placeOrder,
  signedIn,
  today,
  tomorrow,
  type Headers,
} from '../../test/orders';
import { createTestApp } from '../../test/test-app';

describe('changing a pickup without calling anyone', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let a3: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    const list = (await app.inject({ method: 'GET', url: '/api/dormitories' })).json() as Dormitory[];
    a3 = list[0]!.buildings.find((b) => b.code === 'A3')!.id;
  });
  afterAll(async () => app.close());

  const student = () => signedIn(app, { dormitory: 'KTX Khu A', building: 'A3', room: '305' });
  const move = (headers: Headers, orderId: string, date: string, slot: string) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/pickup`, headers, payload: { date, slot } });
  const handoff = (headers: Headers, orderId: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/orders/${orderId}/handoff`, headers, payload });
  const windowOf = async (slot: string, date: string) =>
    (
      (
        await app.inject({ method: 'GET', url: `/api/slots?date=${date}&buildingId=${a3}`, headers: admin })
      ).json() as SlotAvailability[]
    ).find((w) => w.slot === slot)!;

  /** A student's order picked up at 07:00 on `date`, its pickup task given to a staff member. */
  const pickupWithTask = async (date: string) => {
    const owner = await student();
    const order = await placeOrder(app, owner.headers, { pickupDate: date, pickupSlot: '07-09' });
    const staff = await signedIn(app, { role: 'STAFF' });
    const task = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: admin,
      payload: { orderId: order.id, staffId: staff.user.id, scheduledDate: date, slot: '07-09', type: 'PICKUP' },
    });
    expect(task.statusCode).toBe(201);
    return { owner, order, staff };
  };

  it('moves the pickup, its place and its assigned task, and keeps it in the history', async () => {
    const date = addDays(today(), 2);
    const { owner, order, staff } = await pickupWithTask(date);
    await app.database.db.update(orders).set({ pickupConfirmedAt: new Date() }).where(eq(orders.id, order.id));

    const answer = await move(owner.headers, order.id, date, '19-21');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ pickupDate: date, pickupSlot: '19-21', pickupConfirmedAt: null });
    expect((await windowOf('07-09', date)).taken).toBe(0);
    expect((await windowOf('19-21', date)).taken).toBe(1);
    const [moved] = await app.database.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    expect(moved).toMatchObject({ scheduledDate: date, slot: '19-21', staffId: staff.user.id, status: 'ASSIGNED' });
    expect(await notificationsOf(app, staff.user.id, 'DELIVERY_UPDATED')).toHaveLength(1);
    const last = (await historyRows(app, order.id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'SCHEDULE', toStatus: 'CONFIRMED' });
    expect(last.note).toMatch(/^Đổi giờ lấy đồ từ khung 07:00/);

    expect((await move(owner.headers, order.id, date, '19-21')).json().code).toBe('schedule/same-window');
    // The student moved it: nobody tells them what they just did.
    expect((await notificationsOf(app, owner.user.id)).filter((n) => n.event === 'SCHEDULE')).toEqual([]);
  });

  it('tells the student when an admin changes it for them, and the staff member when the hand-off moves', async () => {
    const date = addDays(today(), 3);
    const { owner, order, staff } = await pickupWithTask(date);
    const placed = (await notificationsOf(app, owner.user.id)).length;

    expect((await move(admin, order.id, date, '17-19')).statusCode).toBe(200);
    const [moved] = (await notificationsOf(app, owner.user.id)).slice(placed);
    expect(moved).toMatchObject({ type: 'ORDER_STATUS', link: `/student/order?id=${order.id}` });
    expect(moved!.body).toMatch(/^Đổi giờ lấy đồ từ khung 07:00.* sang khung 17:00/);

    const before = (await notificationsOf(app, staff.user.id, 'DELIVERY_UPDATED')).length;
    expect((await handoff(owner.headers, order.id, { pickup: { kind: 'RECEPTION' } })).statusCode).toBe(200);
    const told = (await notificationsOf(app, staff.user.id, 'DELIVERY_UPDATED')).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/^Nơi giao đồ bẩn: Gửi lễ tân ký túc xá\. Lấy đồ tại KTX Khu A, tòa A3, phòng 305/);
    // The student made that change themselves: only the admin's counts for them.
    expect((await notificationsOf(app, owner.user.id)).slice(placed)).toHaveLength(1);
  });

  it('gives the last place of a window to one of two students moving at the same instant', async () => {
    const date = addDays(today(), 3);
    await app.inject({
      method: 'PUT',
      url: '/api/slots/capacity',
      headers: admin,
      payload: { buildingId: a3, slot: '11-13', capacity: 1 },
    });
    const first = await student();
    const second = await student();
    const one = await placeOrder(app, first.headers, { pickupDate: date, pickupSlot: '07-09' });
    const two = await placeOrder(app, second.headers, { pickupDate: date, pickupSlot: '17-19' });
    const answers = await Promise.all([
      move(first.headers, one.id, date, '11-13'),
      move(second.headers, two.id, date, '11-13'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'orders/slot-full',
      fields: { slot: expect.stringMatching(/^Hết chỗ/) },
    });
    expect(await windowOf('11-13', date)).toMatchObject({ capacity: 1, taken: 1, full: true });
  });

  it('refuses someone else, staff, a past window, and a window that has started', async () => {
    const owner = await student();
    const order = await placeOrder(app, owner.headers);
    const stranger = await signedIn(app);
    expect((await move(stranger.headers, order.id, tomorrow(), '07-09')).statusCode).toBe(404);
    const staff = await signedIn(app, { role: 'STAFF' });
    expect((await move(staff.headers, order.id, tomorrow(), '07-09')).statusCode).toBe(403);
    const past = await move(owner.headers, order.id, addDays(today(), -1), '07-09');
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('orders/pickup-in-past');
    const bad = await move(owner.headers, order.id, tomorrow(), '06-07');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.slot).toContain('Khung giờ lấy đồ không hợp lệ');

    // The window began (yesterday's, as far as the clock is concerned): too late to move or hand off elsewhere.
    await app.database.db
      .update(orders)
      .set({ pickupDate: addDays(today(), -1) })
      .where(eq(orders.id, order.id));
    const closed = await move(owner.headers, order.id, tomorrow(), '07-09');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'schedule/closed', message: expect.stringMatching(/^Đã đến giờ/) });
    expect((await handoff(owner.headers, order.id, { pickup: { kind: 'RECEPTION' } })).json().code).toBe(
      'schedule/closed',
    );
    // The drop-off is still ahead: its hand-off can be chosen.
    expect((await handoff(owner.headers, order.id, { return: { kind: 'RECEPTION' } })).statusCode).toBe(200);
  });

  it('records where the bag is handed over, a roommate by name', async () => {
    const owner = await student();
    const order = await placeOrder(app, owner.headers);
    const nameless = await handoff(owner.headers, order.id, { pickup: { kind: 'ROOMMATE' } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().fields['pickup.name']).toBe('Vui lòng nhập tên bạn cùng phòng');
    expect((await handoff(owner.headers, order.id, {})).statusCode).toBe(400);

    const answer = await handoff(owner.headers, order.id, {
      pickup: { kind: 'ROOMMATE', name: ' Trần Lan ' },
      return: { kind: 'RECEPTION', name: 'ignored' },
    });
    expect(answer.statusCode).toBe(200);
    const detail = answer.json() as OrderDetail;
    expect(detail.pickupHandoff).toEqual({ kind: 'ROOMMATE', name: 'Trần Lan' });
    expect(detail.returnHandoff).toEqual({ kind: 'RECEPTION', name: null });
    expect((await historyRows(app, order.id)).at(-1)).toMatchObject({
      kind: 'SCHEDULE',
      note: 'Nơi giao đồ bẩn: Gửi bạn cùng phòng (Trần Lan); Nơi nhận đồ sạch: Gửi lễ tân ký túc xá',
    });
    const stranger = await signedIn(app);
    expect((await handoff(stranger.headers, order.id, { pickup: { kind: 'ROOM' } })).statusCode).toBe(404);

    // Once the clean bag is on its way, its hand-off is settled.
    await advanceTo(app, admin, order.id, 'DELIVERING');
    expect((await handoff(owner.headers, order.id, { return: { kind: 'ROOM' } })).json().code).toBe('schedule/closed');
  });

  it('keeps a return window that has started, like a pickup', async () => {
    const owner = await student();
    const order = await placeOrder(app, owner.headers);
    await advanceTo(app, admin, order.id, 'READY');
    await app.database.db
      .update(orders)
      .set({ returnDate: addDays(today(), -1), returnSlot: '19-21' })
      .where(eq(orders.id, order.id));
    const closed = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/return-slot`,
      headers: owner.headers,
      payload: { returnDate: addDays(today(), 2), returnSlot: '11-13' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('schedule/closed');
    expect((await handoff(owner.headers, order.id, { return: { kind: 'RECEPTION' } })).json().code).toBe(
      'schedule/closed',
    );
  });
});
