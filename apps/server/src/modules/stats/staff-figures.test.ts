import { addDays, hcmDateOf, type DeliveryStatus, type DeliveryType, type StaffFigures } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory, type ServiceRow, type UserRow } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { getStaffFigures } from './staff-figures';
import { weekStart } from './sql-days';
import { catalogueRows, hcm, seedDelivery, seedOrder } from './test-support';

// 1 April 2026 is a Wednesday: its week runs from Monday 30 March to Sunday 5 April.
const NOW = hcm('2026-04-01 15:00');

describe('GET /stats/me', () => {
  let app: FastifyInstance;
  let me: UserRow;
  let colleague: UserRow;
  let student: UserRow;
  let shirts: ServiceRow;

  /** One task on its own order (an order holds one open task per type). */
  const task = async (
    staff: UserRow,
    type: DeliveryType,
    status: DeliveryStatus,
    scheduledDate: string,
    times: { startedAt?: Date; finishedAt?: Date } = {},
  ) => {
    const order = await seedOrder(app, {
      student,
      createdAt: hcm('2026-03-20 10:00'),
      lines: [{ service: shirts, quantity: 1 }],
    });
    await seedDelivery(app, { order, staff, type, status, scheduledDate, ...times });
    return order;
  };
  /** A status change of an order made by `by` in the shop. */
  const handled = async (by: UserRow, at: Date) => {
    const order = await seedOrder(app, {
      student,
      createdAt: hcm('2026-03-20 10:00'),
      lines: [{ service: shirts, quantity: 1 }],
    });
    await app.database.db
      .insert(orderHistory)
      .values({ orderId: order.id, fromStatus: 'PICKED_UP', toStatus: 'WASHING', byId: by.id, at });
  };

  beforeAll(async () => {
    app = await createTestApp();
    shirts = (await catalogueRows(app))['Ủi áo sơ mi']!;
    student = await createUser(app);
    me = await createUser(app, { role: 'STAFF' });
    colleague = await createUser(app, { role: 'STAFF' });

    // Today: a pickup done in 30 minutes, a failed pickup, a drop-off still to do.
    await task(me, 'PICKUP', 'DONE', '2026-04-01', {
      startedAt: hcm('2026-04-01 07:10'),
      finishedAt: hcm('2026-04-01 07:40'),
    });
    await task(me, 'PICKUP', 'FAILED', '2026-04-01', {
      startedAt: hcm('2026-04-01 08:30'),
      finishedAt: hcm('2026-04-01 09:00'),
    });
    await task(me, 'DROPOFF', 'ASSIGNED', '2026-04-01');
    // Earlier this week: a drop-off done in 50 minutes on Monday; later: a pickup under way on Friday.
    await task(me, 'DROPOFF', 'DONE', '2026-03-30', {
      startedAt: hcm('2026-03-30 18:00'),
      finishedAt: hcm('2026-03-30 18:50'),
    });
    await task(me, 'PICKUP', 'IN_PROGRESS', '2026-04-03', { startedAt: hcm('2026-04-01 14:00') });
    // Scheduled on Sunday of last week: one finished that Sunday night, one a minute into Monday.
    await task(me, 'PICKUP', 'DONE', '2026-03-29', {
      startedAt: hcm('2026-03-29 23:00'),
      finishedAt: hcm('2026-03-29 23:59'),
    });
    await task(me, 'DROPOFF', 'DONE', '2026-03-29', {
      startedAt: hcm('2026-03-29 23:30'),
      finishedAt: hcm('2026-03-30 00:00'),
    });
    // A colleague's work is not mine.
    await task(colleague, 'PICKUP', 'DONE', '2026-04-01', {
      startedAt: hcm('2026-04-01 07:00'),
      finishedAt: hcm('2026-04-01 09:00'),
    });
    await task(colleague, 'DROPOFF', 'ASSIGNED', '2026-04-01');

    await handled(me, hcm('2026-04-01 08:00'));
    await handled(me, hcm('2026-03-30 00:00'));
    await handled(me, hcm('2026-03-29 23:59'));
    await handled(colleague, hcm('2026-04-01 08:00'));
  });
  afterAll(async () => app.close());

  it("counts today's tasks and status changes on the Ho Chi Minh City day", async () => {
    const figures = await getStaffFigures(app.database.db, me.id, NOW);
    expect(figures.today).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
      tasksAssigned: 3,
      pickupsDone: 1,
      dropoffsDone: 0,
      tasksFailed: 1,
      tasksOpen: 1,
      ordersHandled: 1,
      avgTaskMinutes: 30,
    });
  });

  it('counts the week from Monday: tasks finished on Sunday night belong to the week before', async () => {
    const figures = await getStaffFigures(app.database.db, me.id, NOW);
    expect(figures.week).toEqual({
      from: '2026-03-30',
      to: '2026-04-05',
      // Scheduled Monday to Sunday: not the two of last Sunday.
      tasksAssigned: 5,
      pickupsDone: 1,
      // Monday's, and the one scheduled on Sunday but finished at 00:00 on Monday.
      dropoffsDone: 2,
      tasksFailed: 1,
      tasksOpen: 2,
      ordersHandled: 2,
      // (30 + 50 + 30) / 3 = 36.7 minutes
      avgTaskMinutes: 37,
    });
  });

  it('puts Sunday in the week that began on the Monday before it', async () => {
    const sundayNight = hcm('2026-03-29 23:59');
    expect(weekStart(hcmDateOf(sundayNight))).toBe('2026-03-23');
    const figures = await getStaffFigures(app.database.db, me.id, new Date(sundayNight.getTime() + 30_000));
    expect(figures.week).toMatchObject({
      from: '2026-03-23',
      to: '2026-03-29',
      tasksAssigned: 2,
      pickupsDone: 1,
      dropoffsDone: 0,
    });
    expect(figures.today).toMatchObject({ tasksAssigned: 2, pickupsDone: 1, ordersHandled: 1, avgTaskMinutes: 59 });
  });

  it('counts orders, not steps: two orders taken through every step are two, and a payment or a note is none', async () => {
    const busy = await createUser(app, { role: 'STAFF' });
    const steps = [
      ['CONFIRMED', 'PICKED_UP'],
      ['PICKED_UP', 'WASHING'],
      ['WASHING', 'READY'],
      ['READY', 'DELIVERING'],
      ['DELIVERING', 'COMPLETED'],
    ] as const;
    for (const hour of ['09', '10']) {
      const order = await seedOrder(app, {
        student,
        createdAt: hcm('2026-03-31 10:00'),
        lines: [{ service: shirts, quantity: 1 }],
      });
      await app.database.db.insert(orderHistory).values([
        ...steps.map(([fromStatus, toStatus], minute) => ({
          orderId: order.id,
          fromStatus,
          toStatus,
          byId: busy.id,
          at: hcm(`2026-04-01 ${hour}:0${minute}`),
        })),
        // The cash taken at the door, and a note: the status stays, nothing more is handled.
        {
          orderId: order.id,
          fromStatus: 'COMPLETED' as const,
          toStatus: 'COMPLETED' as const,
          kind: 'PAYMENT' as const,
          byId: busy.id,
          at: hcm(`2026-04-01 ${hour}:30`),
        },
        {
          orderId: order.id,
          fromStatus: 'COMPLETED' as const,
          toStatus: 'COMPLETED' as const,
          note: 'Đã gọi cho sinh viên',
          byId: busy.id,
          at: hcm(`2026-04-01 ${hour}:40`),
        },
      ]);
    }
    // Only a payment on an order: not handled.
    const paidOnly = await seedOrder(app, {
      student,
      createdAt: hcm('2026-03-31 10:00'),
      lines: [{ service: shirts, quantity: 1 }],
    });
    await app.database.db.insert(orderHistory).values({
      orderId: paidOnly.id,
      fromStatus: 'READY',
      toStatus: 'READY',
      kind: 'PAYMENT',
      byId: busy.id,
      at: hcm('2026-04-01 11:00'),
    });

    const figures = await getStaffFigures(app.database.db, busy.id, NOW);
    expect(figures.today.ordersHandled).toBe(2);
    expect(figures.week.ordersHandled).toBe(2);
  });

  it('answers zeros and no average to someone with nothing done', async () => {
    const newcomer = await createUser(app, { role: 'STAFF' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/stats/me',
      headers: await authHeader(app, newcomer),
    });
    expect(response.statusCode).toBe(200);
    const today = hcmDateOf(new Date());
    const empty = {
      tasksAssigned: 0,
      pickupsDone: 0,
      dropoffsDone: 0,
      tasksFailed: 0,
      tasksOpen: 0,
      ordersHandled: 0,
      avgTaskMinutes: null,
    };
    const body: StaffFigures = response.json();
    expect(body.today).toEqual({ from: today, to: today, ...empty });
    expect(body.week).toEqual({ from: weekStart(today), to: addDays(weekStart(today), 6), ...empty });
  });

  it('is for staff only', async () => {
    const mine = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/stats/me', headers });
    expect((await mine({})).statusCode).toBe(401);
    expect((await mine(await authHeader(app, await testAdmin(app)))).statusCode).toBe(403);
    expect((await mine(await authHeader(app, student))).statusCode).toBe(403);
  });
});
