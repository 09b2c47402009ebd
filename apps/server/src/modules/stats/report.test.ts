import { randomUUID } from 'node:crypto';
import { addDays, hcmDateOf, personName, type ReportRows, type ReportTable } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, users, type ServiceRow, type UserRow } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { catalogueRows, hcm, seedDelivery, seedOrder } from './test-support';

type Headers = Record<string, string>;

/**
 * A known week around the turn of March 2026, with every edge the report must get right:
 * completions a minute before and exactly at Ho Chi Minh City midnight, an order placed before
 * the range but completed in it, weighed lines against estimates, a moved address, a failed
 * delivery retried, a deleted staff member and an admin who stepped in.
 */
describe('operations/revenue report', () => {
  let app: FastifyInstance;
  let admin: UserRow;
  let adminHeaders: Headers;
  let hoa: UserRow;
  let binh: UserRow;
  let cuong: UserRow;
  let an: UserRow;
  let catalogue: Record<string, ServiceRow>;

  const FROM = '2026-03-30';
  const TO = '2026-04-02';

  beforeAll(async () => {
    app = await createTestApp();
    catalogue = await catalogueRows(app);
    const KG = catalogue['Giặt sấy gấp theo kg']!;
    const IRON = catalogue['Giặt sấy + ủi']!;
    const SHOES = catalogue['Giặt giày']!;
    admin = await testAdmin(app);
    adminHeaders = await authHeader(app, admin);

    const lan = await createUser(app, {
      firstName: 'Lan',
      lastName: 'Phạm Thị',
      dormitory: 'KTX Khu A',
      building: 'A1',
    });
    const duc = await createUser(app, {
      firstName: 'Đức',
      lastName: 'Nguyễn Minh',
      dormitory: 'KTX Khu A',
      building: 'A1',
    });
    const minh = await createUser(app, {
      firstName: 'Minh',
      lastName: 'Hoàng',
      dormitory: 'KTX Khu B',
      building: 'B2',
    });
    hoa = await createUser(app, { role: 'STAFF', firstName: 'Hoa', lastName: 'Trần Thị', email: 'hoa@tsa.test' });
    binh = await createUser(app, { role: 'STAFF', firstName: 'Bình', lastName: 'Lê Văn', email: 'binh@tsa.test' });
    cuong = await createUser(app, { role: 'STAFF', firstName: 'Cường', lastName: 'Phạm Văn', email: 'cuong@tsa.test' });
    an = await createUser(app, { role: 'STAFF', firstName: 'An', lastName: 'Bùi Văn', email: 'an@tsa.test' });
    const gone = await createUser(app, { role: 'STAFF', firstName: 'Xuân', lastName: 'Võ', email: 'xuan@tsa.test' });
    await app.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    // O1: 3 kg estimated, weighed 4.5 kg; completed a minute before midnight → 31/03, paid.
    const o1 = await seedOrder(app, {
      student: lan,
      createdAt: hcm('2026-03-30 09:00'),
      status: 'COMPLETED',
      lines: [{ service: KG, quantity: 3, finalQuantity: 4.5 }],
      pickedUpAt: hcm('2026-03-30 18:00'),
      completedAt: hcm('2026-03-31 23:59'),
      paymentStatus: 'PAID',
    });
    // O2: two pairs of shoes, never weighed (the estimate counts); completed at midnight → 01/04.
    const o2 = await seedOrder(app, {
      student: duc,
      createdAt: hcm('2026-03-31 10:00'),
      status: 'COMPLETED',
      lines: [{ service: SHOES, quantity: 2 }],
      pickedUpAt: hcm('2026-03-31 18:30'),
      completedAt: hcm('2026-04-01 00:00'),
    });
    // O3: ironing 2 → 2.5 kg and one pair of shoes, both weighed; completed 02/04, paid.
    const o3 = await seedOrder(app, {
      student: minh,
      createdAt: hcm('2026-04-01 08:00'),
      status: 'COMPLETED',
      lines: [
        { service: IRON, quantity: 2, finalQuantity: 2.5 },
        { service: SHOES, quantity: 1, finalQuantity: 1 },
      ],
      pickedUpAt: hcm('2026-04-01 18:00'),
      completedAt: hcm('2026-04-02 20:15'),
      paymentStatus: 'PAID',
    });
    // O4: placed 01/04 for another building than Lan's profile, cancelled 02/04.
    await seedOrder(app, {
      student: lan,
      createdAt: hcm('2026-04-01 23:59'),
      status: 'CANCELLED',
      lines: [{ service: KG, quantity: 3 }],
      cancelledAt: hcm('2026-04-02 00:30'),
      dormitory: 'KTX Khu A',
      building: 'A2',
    });
    // O5: placed before the range, completed at its first midnight → 30/03, unpaid.
    const o5 = await seedOrder(app, {
      student: duc,
      createdAt: hcm('2026-03-29 22:00'),
      status: 'COMPLETED',
      lines: [{ service: KG, quantity: 3 }],
      pickedUpAt: hcm('2026-03-29 23:00'),
      completedAt: hcm('2026-03-30 00:00'),
    });
    // O6: placed a minute before the range ends, completed just after it.
    const o6 = await seedOrder(app, {
      student: minh,
      createdAt: hcm('2026-04-02 23:59'),
      status: 'COMPLETED',
      lines: [{ service: IRON, quantity: 3 }],
      pickedUpAt: hcm('2026-04-02 23:59'),
      completedAt: hcm('2026-04-03 00:00'),
    });
    // O7: placed a minute before the range starts, still waiting.
    await seedOrder(app, { student: lan, createdAt: hcm('2026-03-29 23:59'), lines: [{ service: KG, quantity: 3 }] });

    const task = (
      order: typeof o1,
      staff: UserRow,
      type: 'PICKUP' | 'DROPOFF',
      status: 'DONE' | 'FAILED' | 'ASSIGNED',
      finishedAt?: string,
    ) =>
      seedDelivery(app, {
        order,
        staff,
        type,
        status,
        scheduledDate: finishedAt ? finishedAt.slice(0, 10) : TO,
        finishedAt: finishedAt ? hcm(finishedAt) : undefined,
      });
    await task(o1, hoa, 'PICKUP', 'DONE', '2026-03-30 18:00');
    await task(o1, hoa, 'DROPOFF', 'DONE', '2026-03-31 23:59');
    await task(o2, hoa, 'PICKUP', 'DONE', '2026-03-31 18:30');
    await task(o2, hoa, 'DROPOFF', 'DONE', '2026-04-01 00:00');
    await task(o3, binh, 'PICKUP', 'DONE', '2026-04-01 18:00');
    await task(o3, binh, 'DROPOFF', 'FAILED', '2026-04-02 18:00');
    await task(o3, binh, 'DROPOFF', 'DONE', '2026-04-02 20:15');
    await task(o6, binh, 'PICKUP', 'FAILED', '2026-04-02 19:00');
    await task(o6, binh, 'DROPOFF', 'ASSIGNED');
    await task(o5, binh, 'PICKUP', 'DONE', '2026-03-29 23:00');
    await task(o5, admin, 'DROPOFF', 'DONE', '2026-03-30 00:00');
    // The deleted staff member finished nothing in the range: they are gone from the report.
    await task(o6, gone, 'PICKUP', 'DONE', '2026-04-03 00:00');
  });
  afterAll(async () => app.close());

  async function report<T extends ReportTable>(table: T, query = `?from=${FROM}&to=${TO}`) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/stats/report/${table}${query}`,
      headers: adminHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { from: string; to: string; rows: ReportRows[T][] };
  }

  describe('by day', () => {
    it('counts each order on the Ho Chi Minh City day of each milestone, revenue on the day of completion', async () => {
      const days = await report('days');
      expect(days).toMatchObject({ from: FROM, to: TO });
      expect(days.rows).toEqual([
        // O5 completed at 00:00 on the first day; O1 placed.
        { date: '2026-03-30', created: 1, completed: 1, cancelled: 0, revenue: 45_000, paid: 0 },
        // O1 completed at 23:59, at its weighed 4.5 kg, and paid; O2 placed.
        { date: '2026-03-31', created: 1, completed: 1, cancelled: 0, revenue: 67_500, paid: 67_500 },
        // O2 completed at 00:00, unpaid; O3 and O4 placed.
        { date: '2026-04-01', created: 2, completed: 1, cancelled: 0, revenue: 80_000, paid: 0 },
        // O3 completed (weighed 62 500 + 40 000), O4 cancelled, O6 placed at 23:59 (completed the next day).
        { date: '2026-04-02', created: 1, completed: 1, cancelled: 1, revenue: 102_500, paid: 102_500 },
      ]);
    });

    it('lists every day of an empty range with zeros', async () => {
      const days = await report('days', '?from=2025-12-30&to=2026-01-02');
      expect(days.rows).toEqual(
        ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'].map((date) => ({
          date,
          created: 0,
          completed: 0,
          cancelled: 0,
          revenue: 0,
          paid: 0,
        })),
      );
    });

    it('covers the 30 days up to today without a range', async () => {
      const days = await report('days', '');
      const today = hcmDateOf(new Date());
      expect(days).toMatchObject({ from: addDays(today, -29), to: today });
      expect(days.rows).toHaveLength(30);
      expect(days.rows.at(-1)!.date).toBe(today);
    });
  });

  describe('by service', () => {
    it('sums the completed lines, weighed quantities where weighed, highest revenue first', async () => {
      const { rows } = await report('services');
      expect(rows).toEqual([
        // O2: 2 pairs (estimate) + O3: 1 pair (weighed).
        {
          serviceId: catalogue['Giặt giày']!.id,
          serviceName: 'Giặt giày',
          unitLabel: 'đôi',
          orders: 2,
          quantity: 3,
          revenue: 120_000,
        },
        // O5: 3 kg (estimate) + O1: weighed 4.5 kg.
        {
          serviceId: catalogue['Giặt sấy gấp theo kg']!.id,
          serviceName: 'Giặt sấy gấp theo kg',
          unitLabel: 'kg',
          orders: 2,
          quantity: 7.5,
          revenue: 112_500,
        },
        // O3: weighed 2.5 kg; O6's 3 kg were completed after the range.
        {
          serviceId: catalogue['Giặt sấy + ủi']!.id,
          serviceName: 'Giặt sấy + ủi',
          unitLabel: 'kg',
          orders: 1,
          quantity: 2.5,
          revenue: 62_500,
        },
      ]);
    });

    it('is empty when nothing was completed', async () => {
      expect((await report('services', '?from=2026-03-25&to=2026-03-29')).rows).toEqual([]);
    });

    it('counts lines as orders because the database keeps a service to one line per order', async () => {
      const db = app.database.db;
      const [line] = await db.select().from(orderItems).limit(1);
      const second = db.insert(orderItems).values({ ...line!, id: randomUUID(), position: line!.position + 1 });
      await expect(second).rejects.toMatchObject({ cause: { code: '23505' } });
    });
  });

  describe('by building', () => {
    it("groups by the order's own address, each figure on its own milestone", async () => {
      const { rows } = await report('buildings');
      expect(rows).toEqual([
        // Placed O1, O2; completed O1, O2 and O5 (placed before the range); two students.
        {
          dormitory: 'KTX Khu A',
          building: 'A1',
          created: 2,
          completed: 3,
          cancelled: 0,
          students: 2,
          revenue: 192_500,
        },
        // O4 went to A2 although Lan lives in A1.
        { dormitory: 'KTX Khu A', building: 'A2', created: 1, completed: 0, cancelled: 1, students: 1, revenue: 0 },
        // Minh placed O3 and O6: one student.
        {
          dormitory: 'KTX Khu B',
          building: 'B2',
          created: 2,
          completed: 1,
          cancelled: 0,
          students: 1,
          revenue: 102_500,
        },
      ]);
    });

    it('counts as students only those who placed an order in the range', async () => {
      // 30/03: Lan placed O1; Đức's O5 was completed that day but placed the day before.
      expect((await report('buildings', '?from=2026-03-30&to=2026-03-30')).rows).toEqual([
        {
          dormitory: 'KTX Khu A',
          building: 'A1',
          created: 1,
          completed: 1,
          cancelled: 0,
          students: 1,
          revenue: 45_000,
        },
      ]);
    });

    it('is empty without orders', async () => {
      expect((await report('buildings', '?from=2025-01-01&to=2025-01-31')).rows).toEqual([]);
    });
  });

  describe('by staff member', () => {
    it('counts finished tasks in the range and the average pickup-to-delivery of the orders each delivered', async () => {
      const { rows } = await report('staff');
      const person = (user: UserRow) => ({ staffId: user.id, staffName: personName(user), email: user.email });
      const idle = { pickupsDone: 0, dropoffsDone: 0, tasksDone: 0, tasksFailed: 0, avgPickupToDeliveryMinutes: null };
      expect(rows).toEqual([
        // O1: 29 h 59 min, O2: 5 h 30 min → (1799 + 330) / 2 = 1064.5 → 1065.
        {
          ...person(hoa),
          pickupsDone: 2,
          dropoffsDone: 2,
          tasksDone: 4,
          tasksFailed: 0,
          avgPickupToDeliveryMinutes: 1065,
        },
        // O3's failed drop-off and O6's failed pickup; O5's pickup finished before the range. O3: 26 h 15 min.
        {
          ...person(binh),
          pickupsDone: 1,
          dropoffsDone: 1,
          tasksDone: 2,
          tasksFailed: 2,
          avgPickupToDeliveryMinutes: 1575,
        },
        // Not staff, but delivered O5 (picked up 23:00, completed 00:00).
        {
          ...person(admin),
          pickupsDone: 0,
          dropoffsDone: 1,
          tasksDone: 1,
          tasksFailed: 0,
          avgPickupToDeliveryMinutes: 60,
        },
        // Idle staff, by name; the deleted one is gone.
        { ...person(an), ...idle },
        { ...person(cuong), ...idle },
      ]);
      expect(rows.map((row) => row.staffName)).toEqual([
        'Trần Thị Hoa',
        'Lê Văn Bình',
        personName(admin),
        'Bùi Văn An',
        'Phạm Văn Cường',
      ]);
    });

    it('has no average for someone who only picked up or failed', async () => {
      const { rows } = await report('staff', '?from=2026-04-01&to=2026-04-01');
      // Bình only picked up O3 that day; Hoa delivered O2 at 00:00. Equal tasks: by name.
      expect(rows.slice(0, 2)).toEqual([
        expect.objectContaining({
          staffName: 'Lê Văn Bình',
          pickupsDone: 1,
          tasksDone: 1,
          avgPickupToDeliveryMinutes: null,
        }),
        expect.objectContaining({
          staffName: 'Trần Thị Hoa',
          dropoffsDone: 1,
          tasksDone: 1,
          avgPickupToDeliveryMinutes: 330,
        }),
      ]);
    });

    it('lists every live staff member with zeros over an empty range', async () => {
      const { rows } = await report('staff', '?from=2025-01-01&to=2025-01-31');
      expect(rows.map((row) => row.staffName)).toEqual(['Bùi Văn An', 'Lê Văn Bình', 'Phạm Văn Cường', 'Trần Thị Hoa']);
      expect(
        rows.every((row) => row.tasksDone === 0 && row.tasksFailed === 0 && row.avgPickupToDeliveryMinutes === null),
      ).toBe(true);
    });
  });
});
