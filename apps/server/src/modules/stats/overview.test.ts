import { hcmDateOf, type OrderStatus, type PickupSlot, type StatsOverview } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRow, UserRow } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { getOverview } from './overview';
import { catalogueRows, hcm, seedOrder, seedReport } from './test-support';

const SHIRTS = 'Ủi áo sơ mi'; // 10 000 ₫ a shirt: a quantity of n is n × 10 000 ₫
const plus = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000);

describe('GET /stats/overview', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  const overview = async (headers: Record<string, string> = admin) => {
    const response = await app.inject({ method: 'GET', url: '/api/stats/overview', headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('is all zeros on an empty database, for today in Ho Chi Minh City', async () => {
    const { status, body } = await overview();
    expect(status).toBe(200);
    expect(body).toEqual({
      today: hcmDateOf(new Date()),
      ordersToday: 0,
      inProgress: 0,
      pending: 0,
      late: 0,
      revenueThisMonth: 0,
      revenueLastMonth: 0,
      revenueLastMonthToDate: 0,
      activeStudentsThisMonth: 0,
      openReports: 0,
      walletLiability: 0,
      planLiabilityKg: 0,
      planLiability: 0,
      voucherCostThisMonth: 0,
      referralCostThisMonth: 0,
    } satisfies StatsOverview);
  });

  it('counts an order placed just now, and the reports still waiting for a decision', async () => {
    const student = await createUser(app);
    const shirts = (await catalogueRows(app))[SHIRTS]!;
    const order = await seedOrder(app, { student, createdAt: new Date(), lines: [{ service: shirts, quantity: 1 }] });
    for (const status of ['OPEN', 'IN_REVIEW', 'RESOLVED', 'REJECTED'] as const)
      await seedReport(app, order, status, new Date());
    const { body } = await overview();
    expect(body).toMatchObject({
      ordersToday: 1,
      inProgress: 1,
      pending: 1,
      activeStudentsThisMonth: 1,
      openReports: 2,
    });
  });

  it('is for administrators only', async () => {
    const student = await authHeader(app, await createUser(app));
    const staff = await authHeader(app, await createUser(app, { role: 'STAFF' }));
    expect((await overview({})).status).toBe(401);
    expect((await overview(student)).status).toBe(403);
    expect((await overview(staff)).status).toBe(403);
  });

  it('documents the figures in the OpenAPI reference, the landing page figures without sign-in', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/stats/overview', '/api/stats/charts', '/api/stats/me']) {
      expect(spec.paths[path]?.get.security, path).toEqual([{ bearerAuth: [] }]);
      expect(spec.paths[path].get.summary, path).toMatch(/^Số liệu|^Dữ liệu/);
    }
    expect(spec.paths['/api/stats/public'].get.security).toBeUndefined();
    expect(spec.paths['/api/stats/charts'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'from',
      'to',
    ]);
  });
});

describe('overview figures on Ho Chi Minh City days and months', () => {
  let app: FastifyInstance;
  let shirts: ServiceRow;
  let regular: UserRow;

  /** A completed order worth `quantity` × 10 000 ₫ (or its weighed quantity), placed mid-February. */
  const completed = (completedAt: Date, quantity: number, finalQuantity?: number) =>
    seedOrder(app, {
      student: regular,
      createdAt: hcm('2026-02-15 10:00'),
      status: 'COMPLETED',
      pickedUpAt: hcm('2026-02-15 18:00'),
      completedAt,
      lines: [{ service: shirts, quantity, finalQuantity }],
    });

  beforeAll(async () => {
    app = await createTestApp();
    shirts = (await catalogueRows(app))[SHIRTS]!;
    regular = await createUser(app);
    await completed(hcm('2026-02-28 23:59'), 1); // February
    await completed(hcm('2026-03-01 19:59'), 2); // March, in the first 19 h 59 min
    await completed(hcm('2026-03-01 20:01'), 4); // March, just after 20:00 on the 1st
    await completed(hcm('2026-03-31 23:59'), 8, 9); // March, weighed: 90 000 ₫, not the 80 000 ₫ estimate
    await completed(hcm('2026-04-01 00:00'), 16); // April
    await completed(hcm('2026-04-01 08:00'), 32); // April

    // Orders placed a minute either side of midnight between 31 March and 1 April.
    const [march, april] = [await createUser(app), await createUser(app)];
    const pending = { status: 'PENDING' as const, pickupDate: '2026-04-02', pickupSlot: '17-19' as const };
    await seedOrder(app, {
      ...pending,
      student: march,
      createdAt: hcm('2026-03-31 23:59'),
      lines: [{ service: shirts, quantity: 1 }],
    });
    await seedOrder(app, {
      ...pending,
      student: april,
      createdAt: hcm('2026-04-01 00:00'),
      lines: [{ service: shirts, quantity: 1 }],
    });
    await seedOrder(app, {
      ...pending,
      student: april,
      createdAt: hcm('2026-04-01 12:00'),
      lines: [{ service: shirts, quantity: 1 }],
    });
  });
  afterAll(async () => app.close());

  it('on 1 April at 20:00: April so far, all of March, and March up to its 1st at 20:00', async () => {
    const figures = await getOverview(app.database.db, hcm('2026-04-01 20:00'));
    expect(figures).toMatchObject({
      today: '2026-04-01',
      revenueThisMonth: 160_000 + 320_000,
      revenueLastMonth: 20_000 + 40_000 + 90_000,
      revenueLastMonthToDate: 20_000,
      // 00:00 and 12:00 on 1 April; 23:59 on 31 March belongs to March.
      ordersToday: 2,
      activeStudentsThisMonth: 1,
      inProgress: 3,
      pending: 3,
      late: 0,
    });
  });

  it('on 31 March at 23:59: the month-to-date comparison stops at the end of February', async () => {
    const figures = await getOverview(app.database.db, plus(hcm('2026-03-31 23:59'), 30));
    expect(figures).toMatchObject({
      today: '2026-03-31',
      revenueThisMonth: 20_000 + 40_000 + 90_000,
      revenueLastMonth: 10_000,
      // 30 days and 24 hours after 1 February would reach into March: capped at 28 February's end.
      revenueLastMonthToDate: 10_000,
      ordersToday: 1,
      activeStudentsThisMonth: 1,
    });
  });

  it('counts in January what was completed in December, across the year', async () => {
    await completed(hcm('2025-12-31 23:59'), 64);
    await completed(hcm('2026-01-01 00:00'), 128);
    const figures = await getOverview(app.database.db, hcm('2026-01-01 09:00'));
    expect(figures).toMatchObject({
      revenueThisMonth: 1_280_000,
      revenueLastMonth: 640_000,
      revenueLastMonthToDate: 0,
    });
  });
});

describe('late orders', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
    const student = await createUser(app);
    const line = { service: (await catalogueRows(app))[SHIRTS]!, quantity: 1 };
    const order = (status: OrderStatus, pickupDate: string, pickupSlot: PickupSlot) =>
      seedOrder(app, { student, status, pickupDate, pickupSlot, createdAt: hcm('2026-03-29 08:00'), lines: [line] });
    // Waiting for a pickup on 30 March: one window closes at 09:00, the other at 13:00.
    await order('CONFIRMED', '2026-03-30', '07-09');
    await order('PENDING', '2026-03-30', '11-13');
    // Picked up on 30 March: promised back 48 h after 19:00 and after 21:00, on 1 April.
    await order('WASHING', '2026-03-30', '17-19');
    await order('DELIVERING', '2026-03-30', '19-21');
    // Finished orders are never late, however old their window.
    await order('COMPLETED', '2026-03-20', '17-19');
    await order('CANCELLED', '2026-03-20', '17-19');
  });
  afterAll(async () => app.close());

  const late = async (now: Date) => (await getOverview(app.database.db, now)).late;

  it('is late once the pickup window has closed without a pickup', async () => {
    expect(await late(hcm('2026-03-30 08:59'))).toBe(0);
    expect(await late(hcm('2026-03-30 09:01'))).toBe(1);
    expect(await late(hcm('2026-03-30 13:01'))).toBe(2);
  });

  it('is late when the clothes are not back 48 hours after the pickup window', async () => {
    // The two missed pickups above, plus: at 18:00 on 1 April, 47 h and 45 h after the windows;
    // at 20:00, 49 h after the first and 47 h after the second; at 22:00, 51 h and 49 h.
    expect(await late(hcm('2026-04-01 18:00'))).toBe(2);
    expect(await late(hcm('2026-04-01 20:00'))).toBe(3);
    expect(await late(hcm('2026-04-01 22:00'))).toBe(4);
  });
});
