import { addDays, type Dormitory, type OrderDetail, type SlotAvailability } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { advanceTo, historyRows, notificationsOf, placeOrder, signedIn, today, type Headers } from '../../test/orders';

describe('choosing the return window ("Chọn giờ trả đồ")', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let a3: string;
  const inTwoDays = () => addDays(today(), 2);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    const list = (await app.inject({ method: 'GET', url: '/api/dormitories' })).json() as Dormitory[];
    a3 = list[0]!.buildings.find((b) => b.code === 'A3')!.id;
  });
  afterAll(async () => app.close());

  /** A student of building A3 with an order already washed. */
  async function readyOrder() {
    const student = await signedIn(app, { dormitory: 'KTX Khu A', building: 'A3', room: '201' });
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'READY');
    return { student, order };
  }

  const choose = (headers: Headers, orderId: string, returnSlot = '07-09', returnDate = inTwoDays()) =>
    app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/return-slot`,
      headers,
      payload: { returnDate, returnSlot },
    });

  const windowOf = async (slot: string, date = inTwoDays()) =>
    (
      (
        await app.inject({ method: 'GET', url: `/api/slots?date=${date}&buildingId=${a3}`, headers: admin })
      ).json() as SlotAvailability[]
    ).find((w) => w.slot === slot)!;

  it('lets the owner pick a window once the order is ready, and keeps it in the history', async () => {
    const { student, order } = await readyOrder();
    const answer = await choose(student.headers, order.id, '11-13');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ returnDate: inTwoDays(), returnSlot: '11-13', status: 'READY' });
    expect((await windowOf('11-13')).taken).toBe(1);
    const notes = (await historyRows(app, order.id)).map((row) => row.note);
    expect(notes.at(-1)).toMatch(/^Hẹn trả đồ khung 11:00/);

    // Choosing again moves the place: the old window is free again.
    expect((await choose(student.headers, order.id, '17-19')).statusCode).toBe(200);
    expect((await windowOf('11-13')).taken).toBe(0);
    expect((await windowOf('17-19')).taken).toBe(1);
  });

  it('refuses another student, staff, an order not ready and a window already gone', async () => {
    const { order } = await readyOrder();
    const stranger = await signedIn(app);
    expect((await choose(stranger.headers, order.id)).statusCode).toBe(404);
    const staff = await signedIn(app, { role: 'STAFF' });
    expect((await choose(staff.headers, order.id)).statusCode).toBe(403);

    const early = await signedIn(app, { dormitory: 'KTX Khu A', building: 'A3', room: '202' });
    const pending = await placeOrder(app, early.headers);
    const notReady = await choose(early.headers, pending.id);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toMatchObject({
      code: 'orders/return-not-ready',
      message: 'Chỉ chọn giờ trả đồ khi đơn đã giặt xong và chưa bắt đầu giao',
    });

    const past = await choose(admin, order.id, '07-09', addDays(today(), -1));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'orders/return-in-past', fields: { returnSlot: expect.any(String) } });
    const bad = await choose(admin, order.id, '06-07');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.returnSlot).toContain('Khung giờ trả đồ không hợp lệ');
  });

  it('gives the last place of a window to one of two students returning at the same instant', async () => {
    const date = addDays(today(), 3);
    await app.inject({
      method: 'PUT',
      url: '/api/slots/capacity',
      headers: admin,
      payload: { buildingId: a3, slot: '19-21', capacity: 1 },
    });
    const first = await readyOrder();
    const second = await readyOrder();
    const answers = await Promise.all([
      choose(first.student.headers, first.order.id, '19-21', date),
      choose(second.student.headers, second.order.id, '19-21', date),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'orders/slot-full',
      fields: { returnSlot: expect.stringMatching(/^Hết chỗ/) },
    });
    expect(await windowOf('19-21', date)).toMatchObject({ capacity: 1, taken: 1, full: true });
  });

  it('counts returns and pickups in one capacity', async () => {
    const date = addDays(today(), 4);
    await app.inject({
      method: 'PUT',
      url: '/api/slots/capacity',
      headers: admin,
      payload: { buildingId: a3, slot: '07-09', capacity: 1 },
    });
    const { student, order } = await readyOrder();
    await placeOrder(app, student.headers, { pickupDate: date, pickupSlot: '07-09' });
    const refused = await choose(student.headers, order.id, '07-09', date);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('orders/slot-full');
  });

  it('puts the drop-off task in the chosen window, moves it when the window changes, and frees it on failure', async () => {
    const staff = await signedIn(app, { role: 'STAFF' });
    const { student, order } = await readyOrder();
    expect((await choose(student.headers, order.id, '17-19')).statusCode).toBe(200);

    // The admin's form said tomorrow morning; the task goes where the student asked.
    const assigned = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: admin,
      payload: { orderId: order.id, type: 'DROPOFF', staffId: staff.user.id, scheduledDate: today(), slot: '19-21' },
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({ scheduledDate: inTwoDays(), slot: '17-19' });

    // (19-21 of that day is full after the race above.)
    expect((await choose(student.headers, order.id, '11-13', addDays(today(), 3))).statusCode).toBe(200);
    const task = (
      await app.inject({ method: 'GET', url: `/api/deliveries/${assigned.json().id}`, headers: admin })
    ).json();
    expect(task).toMatchObject({ scheduledDate: addDays(today(), 3), slot: '11-13' });
    const told = await notificationsOf(app, staff.user.id, 'DELIVERY_UPDATED');
    expect(told.at(-1)?.title).toBe(`Nhiệm vụ được cập nhật: Giao đồ đơn ${order.code}`);

    // Once delivering, the window can no longer change; a failed drop-off asks for a new one.
    const start = (status: string, extra = {}) =>
      app.inject({
        method: 'PATCH',
        url: `/api/deliveries/${task.id}/status`,
        headers: staff.headers,
        payload: { status, ...extra },
      });
    expect((await start('IN_PROGRESS')).statusCode).toBe(200);
    expect((await choose(student.headers, order.id)).statusCode).toBe(409);
    expect((await start('FAILED', { reason: 'Không có ai ở phòng' })).statusCode).toBe(200);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: student.headers })
    ).json() as OrderDetail;
    expect(detail).toMatchObject({ status: 'READY', returnDate: null, returnSlot: null });
  });

  it('lists the ready orders still without a return window for the admin', async () => {
    const { order: waiting } = await readyOrder();
    const { student, order: chosen } = await readyOrder();
    await choose(student.headers, chosen.id, '11-13');
    const needed = (await app.inject({ method: 'GET', url: '/api/deliveries/needed', headers: admin })).json();
    const byId = new Map(needed.dropoffs.map((o: OrderDetail) => [o.id, o]));
    expect(byId.get(waiting.id)).toMatchObject({ returnSlot: null });
    expect(byId.get(chosen.id)).toMatchObject({ returnSlot: '11-13', returnDate: inTwoDays() });
  });
});
