import { addDays, hcmDateOf, ORDER_STATUSES, type StatsCharts } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, services, type ServiceRow } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { BUSIEST_SLOTS_LIMIT } from './charts';
import { catalogueRows, hcm, seedOrder } from './test-support';

const zeros = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));

describe('GET /stats/charts', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  let shirts: ServiceRow;
  let byKilo: ServiceRow;
  let shoes: ServiceRow;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    const catalogue = await catalogueRows(app);
    shirts = catalogue['Ủi áo sơ mi']!; // 10 000 ₫
    byKilo = catalogue['Giặt sấy gấp theo kg']!; // 15 000 ₫
    shoes = catalogue['Giặt giày']!; // 40 000 ₫
    const student = await createUser(app, { dormitory: 'KTX Khu A', building: 'A1' });

    // Placed a minute before and right at midnight between 31 March and 1 April (HCM).
    await seedOrder(app, {
      student,
      createdAt: hcm('2026-03-31 23:59'),
      pickupDate: '2026-04-01',
      pickupSlot: '17-19',
      lines: [{ service: shirts, quantity: 1 }],
    });
    await seedOrder(app, {
      student,
      status: 'COMPLETED',
      createdAt: hcm('2026-04-01 00:00'),
      pickupDate: '2026-04-01',
      pickupSlot: '17-19',
      pickedUpAt: hcm('2026-04-01 18:00'),
      completedAt: hcm('2026-04-01 21:00'),
      // Weighed at 3,5 kg: 52 500 ₫ rather than the 45 000 ₫ estimate.
      lines: [
        { service: byKilo, quantity: 3, finalQuantity: 3.5 },
        { service: shirts, quantity: 2, finalQuantity: 2 },
      ],
    });
    await seedOrder(app, {
      student,
      status: 'CANCELLED',
      createdAt: hcm('2026-04-01 12:00'),
      pickupDate: '2026-04-01',
      pickupSlot: '17-19',
      cancelledAt: hcm('2026-04-01 13:00'),
      lines: [{ service: shoes, quantity: 1 }],
    });
    // Placed before the range but completed in it: revenue yes, orders per day no.
    await seedOrder(app, {
      student,
      status: 'COMPLETED',
      createdAt: hcm('2026-03-29 23:59'),
      pickupDate: '2026-03-30',
      pickupSlot: '07-09',
      building: 'B2',
      pickedUpAt: hcm('2026-03-30 08:00'),
      completedAt: hcm('2026-03-30 20:00'),
      lines: [{ service: shirts, quantity: 5 }],
    });
    // Picked up on the last day of the range, completed right after it.
    await seedOrder(app, {
      student,
      status: 'COMPLETED',
      createdAt: hcm('2026-04-02 10:00'),
      pickupDate: '2026-04-02',
      pickupSlot: '19-21',
      pickedUpAt: hcm('2026-04-02 20:00'),
      completedAt: hcm('2026-04-03 00:00'),
      lines: [{ service: shoes, quantity: 2 }],
    });
    // A later rename shows under the service's current name.
    await app.database.db.update(services).set({ name: 'Ủi sơ mi' }).where(eq(services.id, shirts.id));
  });
  afterAll(async () => app.close());

  const charts = async (query: string, headers: Record<string, string> = admin) =>
    app.inject({ method: 'GET', url: `/api/stats/charts${query}`, headers });
  const chartsOf = async (query: string): Promise<StatsCharts> => {
    const response = await charts(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts the orders placed each Ho Chi Minh City day, every day of the range included', async () => {
    const body = await chartsOf('?from=2026-03-30&to=2026-04-02');
    expect(body).toMatchObject({ from: '2026-03-30', to: '2026-04-02' });
    expect(body.ordersPerDay).toEqual([
      { date: '2026-03-30', total: 0, byStatus: zeros },
      { date: '2026-03-31', total: 1, byStatus: { ...zeros, PENDING: 1 } },
      { date: '2026-04-01', total: 2, byStatus: { ...zeros, COMPLETED: 1, CANCELLED: 1 } },
      { date: '2026-04-02', total: 1, byStatus: { ...zeros, COMPLETED: 1 } },
    ]);
  });

  it('gives the status mix of the orders placed in the range, every status in order', async () => {
    const body = await chartsOf('?from=2026-04-01&to=2026-04-01');
    expect(body.statusMix).toEqual(
      ORDER_STATUSES.map((status) => ({ status, count: status === 'COMPLETED' || status === 'CANCELLED' ? 1 : 0 })),
    );
  });

  it('sums the revenue per service of the orders completed in the range, highest first', async () => {
    const body = await chartsOf('?from=2026-03-30&to=2026-04-02');
    expect(body.revenuePerService).toEqual([
      { serviceId: shirts.id, serviceName: 'Ủi sơ mi', orders: 2, revenue: 20_000 + 50_000 },
      { serviceId: byKilo.id, serviceName: byKilo.name, orders: 1, revenue: 52_500 },
    ]);
    // The shoes completed at 00:00 on 3 April belong to the next day.
    const next = await chartsOf('?from=2026-04-03&to=2026-04-03');
    expect(next.revenuePerService).toEqual([
      { serviceId: shoes.id, serviceName: shoes.name, orders: 1, revenue: 80_000 },
    ]);
  });

  it('ranks the pickup windows per building, without cancelled orders', async () => {
    const body = await chartsOf('?from=2026-03-30&to=2026-04-02');
    expect(body.busiestSlots).toEqual([
      { dormitory: 'KTX Khu A', building: 'A1', slot: '17-19', orders: 2 },
      { dormitory: 'KTX Khu A', building: 'A1', slot: '19-21', orders: 1 },
      { dormitory: 'KTX Khu A', building: 'B2', slot: '07-09', orders: 1 },
    ]);
  });

  it('answers zeros for a range without orders', async () => {
    const body = await chartsOf('?from=2025-02-01&to=2025-02-28');
    expect(body.ordersPerDay).toHaveLength(28);
    expect(body.ordersPerDay.every((day) => day.total === 0)).toBe(true);
    expect(body.ordersPerDay.map((day) => day.date).slice(-2)).toEqual(['2025-02-27', '2025-02-28']);
    expect(body.statusMix.map((entry) => entry.count)).toEqual(ORDER_STATUSES.map(() => 0));
    expect(body.revenuePerService).toEqual([]);
    expect(body.busiestSlots).toEqual([]);
  });

  it('covers the 30 days up to today by default, or 30 days from `from`', async () => {
    const today = hcmDateOf(new Date());
    const body = await chartsOf('');
    expect(body).toMatchObject({ from: addDays(today, -29), to: today });
    expect(body.ordersPerDay).toHaveLength(30);
    expect(body.ordersPerDay.at(-1)!.date).toBe(today);
    expect(await chartsOf('?from=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('refuses a range the wrong way round, a malformed day or more than 400 days', async () => {
    const reversed = await charts('?from=2026-04-02&to=2026-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toBe('Ngày bắt đầu phải trước ngày kết thúc');
    const malformed = await charts('?from=01/04/2026');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.from).toBe('Ngày bắt đầu không hợp lệ (định dạng YYYY-MM-DD)');
    expect((await charts('?to=2026-02-30')).statusCode).toBe(400);
    const tooLong = await charts('?from=2025-01-01&to=2026-04-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.from).toBe('Khoảng thời gian tối đa 400 ngày');
  });

  it('is for administrators only, whatever the query', async () => {
    const student = await authHeader(app, await createUser(app));
    const staff = await authHeader(app, await createUser(app, { role: 'STAFF' }));
    expect((await charts('', {})).statusCode).toBe(401);
    expect((await charts('', student)).statusCode).toBe(403);
    expect((await charts('', staff)).statusCode).toBe(403);
    // A wrong role is refused before the query is read.
    expect((await charts('?from=nonsense', staff)).statusCode).toBe(403);
  });

  it(`lists at most ${BUSIEST_SLOTS_LIMIT} building windows`, async () => {
    const student = await createUser(app);
    const base = {
      studentId: student.id,
      room: '101',
      phoneNumber: '0912345678',
      pickupDate: '2025-06-01',
      pickupSlot: '07-09' as const,
    };
    await app.database.db.insert(orders).values(
      Array.from({ length: BUSIEST_SLOTS_LIMIT + 1 }, (_, i) => ({
        ...base,
        code: `TSA-SLOTS-${i}`,
        dormitory: 'KTX Khu B',
        // One building twice, so the busiest one is known.
        building: `B${i === 1 ? 0 : i}`,
        paymentMethod: 'CASH' as const,
        estimatedTotal: 10_000,
        createdAt: hcm('2025-05-30 10:00'),
      })),
    );
    const body = await chartsOf('?from=2025-06-01&to=2025-06-01');
    expect(body.busiestSlots).toHaveLength(BUSIEST_SLOTS_LIMIT);
    expect(body.busiestSlots[0]).toEqual({ dormitory: 'KTX Khu B', building: 'B0', slot: '07-09', orders: 2 });
  });
});
