import { addDays, hcmInstant, type Dormitory, type NotificationPreferences, type RunSheet } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorSettings, notificationDeliveries, orders } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { notificationsOf, placeOrder, signedIn, today, tomorrow, type Headers } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { runPickupReminders } from './reminder';

describe('run sheets and "Bắt đầu toà này"', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let a3: string;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  const day = () => addDays(today(), 2);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    const list = (await app.inject({ method: 'GET', url: '/api/dormitories' })).json() as Dormitory[];
    a3 = list[0]!.buildings.find((b) => b.code === 'A3')!.id;
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Tâm', lastName: 'Đỗ Văn' });
  });
  afterAll(async () => app.close());

  async function taskIn(room: string, building = 'A3', type: 'PICKUP' | 'DROPOFF' = 'PICKUP') {
    const student = await signedIn(app, { dormitory: 'KTX Khu A', building, room });
    const order = await placeOrder(app, student.headers, { pickupDate: day(), pickupSlot: '17-19' });
    const assigned = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: admin,
      payload: { orderId: order.id, staffId: staff.user.id, scheduledDate: day(), slot: '17-19', type },
    });
    expect(assigned.statusCode).toBe(201);
    return { student, order };
  }

  it('groups the day by dormitory, building and floor in walking order, with counts', async () => {
    const tasks = [
      await taskIn('A305'),
      await taskIn('1203'),
      await taskIn('102'),
      await taskIn('301'),
      await taskIn('201', 'A2'),
    ];
    await app.inject({
      method: 'PUT',
      url: `/api/orders/${tasks[3]!.order.id}/handoff`,
      headers: tasks[3]!.student.headers,
      payload: { pickup: { kind: 'ROOMMATE', name: 'Lan' } },
    });
    const answer = await app.inject({ method: 'GET', url: `/api/run-sheets/me?date=${day()}`, headers: staff.headers });
    expect(answer.statusCode).toBe(200);
    const sheet = answer.json() as RunSheet;
    expect(sheet.count).toBe(5);
    const [dorm] = sheet.dormitories;
    expect(dorm!.count).toBe(5);
    expect(dorm!.buildings.map((b) => [b.building, b.count])).toEqual([
      ['A2', 1],
      ['A3', 4],
    ]);
    const a3Floors = dorm!.buildings[1]!.floors;
    expect(a3Floors.map((f) => [f.floor, f.count, f.tasks.map((t) => t.room)])).toEqual([
      [1, 1, ['102']],
      [3, 2, ['301', 'A305']],
      [12, 1, ['1203']],
    ]);
    const roommate = a3Floors[1]!.tasks[0]!;
    expect(roommate).toMatchObject({ handoff: { kind: 'ROOMMATE', name: 'Lan' }, confirmed: false, type: 'PICKUP' });

    // Students and another staff member's day see nothing of it.
    expect(
      (await app.inject({ method: 'GET', url: '/api/run-sheets/me', headers: tasks[0]!.student.headers })).statusCode,
    ).toBe(403);
    const other = await signedIn(app, { role: 'STAFF' });
    const empty = await app.inject({ method: 'GET', url: `/api/run-sheets/me?date=${day()}`, headers: other.headers });
    expect(empty.json()).toMatchObject({ count: 0, dormitories: [] });
  });

  it("tells the building's students once, however many times it is pressed", async () => {
    const date = addDays(today(), 3);
    const student = await signedIn(app, { dormitory: 'KTX Khu A', building: 'A3', room: '410' });
    const order = await placeOrder(app, student.headers, { pickupDate: date, pickupSlot: '07-09' });
    await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: admin,
      payload: { orderId: order.id, staffId: staff.user.id, scheduledDate: date, slot: '07-09', type: 'PICKUP' },
    });
    const start = (headers: Headers = staff.headers) =>
      app.inject({ method: 'POST', url: `/api/run-sheets/buildings/${a3}/start`, headers, payload: { date } });
    const [first, second] = await Promise.all([start(), start()]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect([first!.json().notified, second!.json().notified].sort()).toEqual([0, 1]);
    const told = await notificationsOf(app, student.user.id, 'STAFF_COMING');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Nhân viên đang đến' });
    expect(told[0]!.body).toContain(order.code);

    const sheet = (
      await app.inject({ method: 'GET', url: `/api/run-sheets/me?date=${date}`, headers: staff.headers })
    ).json() as RunSheet;
    expect(sheet.dormitories[0]!.buildings[0]!.startedAt).not.toBeNull();

    // A building without this staff member's tasks that day is not theirs to start.
    const other = await signedIn(app, { role: 'STAFF' });
    const refused = await start(other.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('run-sheets/no-tasks-here');
    expect((await start(student.headers)).statusCode).toBe(403);
  });
});

describe('the night-before reminder and "Xác nhận"', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const at = (hour: number, minute = 0) => hcmInstant(today(), hour, minute);

  it("waits for the admin's time, then reminds each student with a pickup tomorrow once", async () => {
    await app.database.db.update(floorSettings).set({ reminderTime: '20:30' });
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers, { pickupDate: tomorrow(), pickupSlot: '07-09' });
    const later = await placeOrder(app, student.headers, { pickupDate: addDays(today(), 2), pickupSlot: '07-09' });

    expect(await runPickupReminders(app.database.db, app.realtime, at(20, 29))).toEqual({ reminded: 0, waiting: true });
    expect(await notificationsOf(app, student.user.id, 'PICKUP_REMINDER')).toHaveLength(0);

    // Two instances at once: one claim per order.
    const runs = await Promise.all([
      runPickupReminders(app.database.db, app.realtime, at(20, 30)),
      runPickupReminders(app.database.db, app.realtime, at(20, 31)),
    ]);
    expect(runs.every((run) => !run.waiting)).toBe(true);
    await runPickupReminders(app.database.db, app.realtime, at(21, 0));
    const told = await notificationsOf(app, student.user.id, 'PICKUP_REMINDER');
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/student/order?id=${order.id}&action=confirm`);
    expect(told[0]!.body).toMatch(/Xác nhận, Đổi giờ hoặc Hủy/);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, later.id));
    expect(row!.pickupRemindedAt).toBeNull();
  });

  it('lets only the owner confirm, and shows it on the order', async () => {
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers);
    const confirm = (headers: Headers) =>
      app.inject({ method: 'POST', url: `/api/orders/${order.id}/confirm-pickup`, headers });
    const stranger = await signedIn(app);
    expect((await confirm(stranger.headers)).statusCode).toBe(404);
    const staff = await signedIn(app, { role: 'STAFF' });
    expect((await confirm(staff.headers)).statusCode).toBe(403);
    const answer = await confirm(student.headers);
    expect(answer.statusCode).toBe(200);
    const confirmedAt = answer.json().pickupConfirmedAt as string;
    expect(confirmedAt).toEqual(expect.any(String));
    expect((await confirm(student.headers)).json().pickupConfirmedAt).toBe(confirmedAt);
  });

  it('tells a student without push by e-mail only when they chose e-mail for order progress', async () => {
    const mailed = await signedIn(app);
    const quiet = await signedIn(app);
    await placeOrder(app, mailed.headers, { pickupDate: tomorrow(), pickupSlot: '11-13' });
    await placeOrder(app, quiet.headers, { pickupDate: tomorrow(), pickupSlot: '11-13' });
    const preferences = (
      await app.inject({ method: 'GET', url: '/api/outreach/preferences', headers: quiet.headers })
    ).json() as NotificationPreferences;
    preferences.kinds.ORDER_PROGRESS.email = false;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/outreach/preferences',
      headers: quiet.headers,
      payload: preferences,
    });
    expect(saved.statusCode).toBe(200);
    await app.database.db.update(floorSettings).set({ reminderTime: '00:00' });
    await runPickupReminders(app.database.db, app.realtime, at(0, 5));
    const channelsOf = async (userId: string) => {
      const [told] = await notificationsOf(app, userId, 'PICKUP_REMINDER');
      expect(told).toBeDefined();
      const rows = await app.database.db
        .select({ channel: notificationDeliveries.channel })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.notificationId, told!.id));
      return rows.map((row) => row.channel);
    };
    expect(await channelsOf(mailed.user.id)).toEqual(['EMAIL']);
    expect(await channelsOf(quiet.user.id)).toEqual([]);
  });

  it('goes out as soon as the admin saves a reminder time that has already passed today', async () => {
    const admin = await authHeader(app, await testAdmin(app));
    const student = await signedIn(app);
    await placeOrder(app, student.headers, { pickupDate: tomorrow(), pickupSlot: '19-21' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/floor-settings',
      headers: admin,
      payload: { reminderTime: '00:00', proofAnswerHours: 48 },
    });
    expect(saved.statusCode).toBe(200);
    // The job queue's worker, not the five-minute schedule, sends it.
    await expect
      .poll(async () => (await notificationsOf(app, student.user.id, 'PICKUP_REMINDER')).length, { timeout: 15_000 })
      .toBe(1);
  });
});
