import {
  addDays,
  type DeliveryTask,
  type OrderDetail,
  type ReportBuildingRow,
  type ReportDayRow,
  type ReportStaffRow,
  type StatsCharts,
} from '@tsa/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  catalogue,
  IRON,
  KG,
  placeOrder,
  setStatus,
  signedIn,
  today,
  tomorrow,
  type Headers,
} from '../../test/orders';

const FIGURES_TABLES = [
  'figures_orders_daily',
  'figures_pickups_daily',
  'figures_services_daily',
  'figures_staff_daily',
  'figures_student_days',
] as const;

/**
 * The per-day figures behind the charts and the report are kept by the database's own triggers
 * (migration 0011_figures_triggers). Here every change goes through the real API, then the figures on screen are
 * checked, and the kept tables are compared with a recount from scratch (`figures_rebuild()`,
 * which the migration also runs on the orders already there).
 */
describe('the per-day figures the database keeps', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let neighbour: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    student = await signedIn(app, { firstName: 'Lan', lastName: 'Phạm Thị', dormitory: 'KTX Khu A', building: 'A1' });
    neighbour = await signedIn(app, { firstName: 'Minh', lastName: 'Hoàng', dormitory: 'KTX Khu B', building: 'B2' });
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Tâm', lastName: 'Đỗ Văn' });
  });
  afterAll(async () => app.close());

  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
    headers: Headers = admin,
  ) => {
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as T;
  };
  const assign = (orderId: string, type: 'PICKUP' | 'DROPOFF') =>
    call<DeliveryTask>('POST', '/api/deliveries', {
      orderId,
      type,
      staffId: staff.user.id,
      scheduledDate: today(),
      slot: '17-19',
    });
  const progress = (task: DeliveryTask, status: string, reason?: string) =>
    call<DeliveryTask>(
      'PATCH',
      `/api/deliveries/${task.id}/status`,
      { status, ...(reason ? { reason } : {}) },
      staff.headers,
    );

  /** The rows of every figures table that count something, in key order. */
  async function keptFigures() {
    const tables: Record<string, unknown[]> = {};
    for (const table of FIGURES_TABLES) {
      const result = await app.database.db.execute(
        sql`select * from ${sql.identifier(table)} t where (to_jsonb(t) - 'day' - 'dormitory' - 'building' - 'status' - 'slot' - 'service_id' - 'staff_id')::text ~ '[1-9]' order by 1, 2, 3, 4`,
      );
      tables[table] = result.rows;
    }
    return tables;
  }

  it('follow every order, line, task and payment change made through the API, and match a recount from scratch', async () => {
    const services = await catalogue(app);
    // Delivered by the staff member: picked up, weighed heavier at washing, a failed drop-off, then delivered and paid.
    const delivered = await placeOrder(app, student.headers, {
      items: [
        { serviceId: services[KG]!.id, quantity: 4 },
        { serviceId: services[IRON]!.id, quantity: 3 },
      ],
    });
    const pickup = await assign(delivered.id, 'PICKUP');
    await progress(pickup, 'IN_PROGRESS');
    await progress(pickup, 'DONE');
    const weighed = await call<OrderDetail>('GET', `/api/orders/${delivered.id}`);
    const washing = await setStatus(app, admin, delivered.id, 'WASHING', {
      items: [
        { itemId: weighed.items[0]!.id, quantity: 5.5 },
        { itemId: weighed.items[1]!.id, quantity: 3 },
      ],
    });
    expect(washing.statusCode, washing.body).toBe(200);
    expect((await setStatus(app, admin, delivered.id, 'READY')).statusCode).toBe(200);
    const firstTry = await assign(delivered.id, 'DROPOFF');
    await progress(firstTry, 'IN_PROGRESS');
    await progress(firstTry, 'FAILED', 'Không gặp sinh viên');
    const secondTry = await assign(delivered.id, 'DROPOFF');
    await progress(secondTry, 'IN_PROGRESS');
    // Delivered without collecting the cash: it is recorded as paid later, below.
    await call('PATCH', `/api/deliveries/${secondTry.id}/status`, { status: 'DONE', cashCollected: 0 }, staff.headers);
    // Completed by hand, by the admin, then cancelled and pending ones, one in another building.
    const byHand = await placeOrder(app, neighbour.headers, { items: [{ serviceId: services[KG]!.id, quantity: 3 }] });
    await advanceTo(app, admin, byHand.id, 'COMPLETED');
    const cancelled = await placeOrder(app, student.headers);
    await call('POST', `/api/orders/${cancelled.id}/cancel`, { reason: 'Đổi lịch' }, student.headers);
    await placeOrder(app, neighbour.headers, { pickupSlot: '11-13' });

    const range = `from=${addDays(today(), -1)}&to=${today()}`;
    const days = async () => (await call<{ rows: ReportDayRow[] }>('GET', `/api/stats/report/days?${range}`)).rows;
    const total = (rows: ReportDayRow[], key: keyof Omit<ReportDayRow, 'date'>) =>
      rows.reduce((sum, row) => sum + row[key], 0);
    const deliveredTotal = 5.5 * 15_000 + 3 * 25_000;
    const before = await days();
    expect(total(before, 'created')).toBe(4);
    expect(total(before, 'completed')).toBe(2);
    expect(total(before, 'cancelled')).toBe(1);
    expect(total(before, 'revenue')).toBe(deliveredTotal + 3 * 15_000);
    expect(total(before, 'paid')).toBe(0);

    // A payment recorded after completion moves the paid part only.
    await call('PATCH', `/api/orders/${delivered.id}/payment`, { paymentStatus: 'PAID' });
    const after = await days();
    expect(total(after, 'revenue')).toBe(deliveredTotal + 3 * 15_000);
    expect(total(after, 'paid')).toBe(deliveredTotal);

    const charts = await call<StatsCharts>('GET', `/api/stats/charts?${range}`);
    expect(
      Object.fromEntries(
        charts.statusMix.filter((entry) => entry.count > 0).map((entry) => [entry.status, entry.count]),
      ),
    ).toEqual({
      PENDING: 1,
      COMPLETED: 2,
      CANCELLED: 1,
    });
    expect(
      charts.revenuePerService.map(({ serviceName, orders, revenue }) => ({ serviceName, orders, revenue })),
    ).toEqual([
      { serviceName: KG, orders: 2, revenue: 5.5 * 15_000 + 3 * 15_000 },
      { serviceName: IRON, orders: 1, revenue: 3 * 25_000 },
    ]);

    const [staffRow] = (await call<{ rows: ReportStaffRow[] }>('GET', `/api/stats/report/staff?${range}`)).rows.filter(
      (row) => row.staffId === staff.user.id,
    );
    expect(staffRow).toMatchObject({
      pickupsDone: 1,
      dropoffsDone: 1,
      tasksDone: 2,
      tasksFailed: 1,
      avgPickupToDeliveryMinutes: 0,
    });

    const buildings = (await call<{ rows: ReportBuildingRow[] }>('GET', `/api/stats/report/buildings?${range}`)).rows;
    expect(
      buildings.map(({ building, created, completed, cancelled, students }) => ({
        building,
        created,
        completed,
        cancelled,
        students,
      })),
    ).toEqual([
      { building: 'A1', created: 2, completed: 1, cancelled: 1, students: 1 },
      { building: 'B2', created: 2, completed: 1, cancelled: 0, students: 1 },
    ]);

    const kept = await keptFigures();
    expect(kept.figures_orders_daily!.length).toBeGreaterThan(0);
    await app.database.db.execute(sql`select figures_rebuild()`);
    expect(await keptFigures()).toEqual(kept);
  });

  it('give back what an order counted when it is deleted by hand, lines included', async () => {
    // The app never deletes an order; a fix made in the database must still leave the figures right.
    const before = (await call<StatsCharts>('GET', `/api/stats/charts?from=${addDays(today(), -1)}&to=${today()}`))
      .revenuePerService;
    await app.database.db.execute(
      sql`delete from orders where student_id = ${neighbour.user.id} and status = 'COMPLETED'`,
    );
    const after = (await call<StatsCharts>('GET', `/api/stats/charts?from=${addDays(today(), -1)}&to=${today()}`))
      .revenuePerService;
    expect(after.find((entry) => entry.serviceName === KG)!.orders).toBe(
      before.find((entry) => entry.serviceName === KG)!.orders - 1,
    );
    const kept = await keptFigures();
    await app.database.db.execute(sql`select figures_rebuild()`);
    expect(await keptFigures()).toEqual(kept);
  });

  it('count the booked pickup windows of the orders not cancelled', async () => {
    const charts = await call<StatsCharts>('GET', `/api/stats/charts?from=${today()}&to=${tomorrow()}`);
    // Left from above, all for tomorrow: two in A1 at 17–19 (one cancelled since), one in B2 at 11–13.
    expect(charts.busiestSlots).toEqual([
      { dormitory: 'KTX Khu A', building: 'A1', slot: '17-19', orders: 1 },
      { dormitory: 'KTX Khu B', building: 'B2', slot: '11-13', orders: 1 },
    ]);
  });
});
