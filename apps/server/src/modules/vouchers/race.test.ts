import type { Service, Voucher } from '@tsa/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, voucherRedemptions } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { catalogue, KG, signedIn, tomorrow, type Headers } from '../../test/orders';

/**
 * The check: a code with 50 uses redeemed by 100 students at the same instant is used
 * exactly 50 times. Through the real route, so the placements share batches (placement-queue.ts)
 * and, on PostgreSQL, race on the voucher's row.
 */
describe('a voucher raced by 100 students', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let services: Record<string, Service>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    services = await catalogue(app);
  });
  afterAll(async () => app.close());

  it('is used exactly 50 times: 50 orders carry the discount, 50 are refused with vouchers/used-up', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: admin,
      payload: { code: 'RACE50', kind: 'FIXED', value: 10_000, totalLimit: 50 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const voucher = created.json() as Voucher;
    const students = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signedIn(app, { room: `${100 + (index % 50)}` })),
    );
    const answers = await Promise.all(
      students.map(({ headers }, index) =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: {
            items: [{ serviceId: services[KG]!.id, quantity: 4 }],
            pickupDate: tomorrow(),
            pickupSlot: index % 2 ? '17-19' : '19-21',
            paymentMethod: 'CASH',
            voucherCode: 'race50',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(50);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'vouchers/used-up', fields: { voucherCode: expect.any(String) } });
    }
    const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
    for (const order of placed) {
      expect(order).toMatchObject({
        estimatedTotal: 50_000,
        discount: { kind: 'VOUCHER', voucherCode: 'RACE50', amount: 10_000 },
      });
    }

    const list = (await app.inject({ method: 'GET', url: '/api/vouchers', headers: admin })).json() as Voucher[];
    expect(list.find((v) => v.id === voucher.id)!.usedCount).toBe(50);
    const redemptions = await app.database.db
      .select({ orderId: voucherRedemptions.orderId })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, voucher.id), isNull(voucherRedemptions.releasedAt)));
    expect(new Set(redemptions.map((row) => row.orderId))).toEqual(new Set(placed.map((order) => order.id)));
    const discounted = await app.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.voucherCode, 'RACE50'));
    expect(discounted).toHaveLength(50);
  });

  it('a student placing five orders at once with a once-per-student code gets it on one order only', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: admin,
      payload: { code: 'ONCE-EACH', kind: 'FIXED', value: 10_000, perStudentLimit: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { headers } = await signedIn(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: {
            items: [{ serviceId: services[KG]!.id, quantity: 4 }],
            pickupDate: tomorrow(),
            pickupSlot: '17-19',
            voucherCode: 'ONCE-EACH',
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect(answer.json()).toMatchObject({ code: 'vouchers/per-student-limit' });
    }
    const list = (await app.inject({ method: 'GET', url: '/api/vouchers', headers: admin })).json() as Voucher[];
    expect(list.find((v) => v.code === 'ONCE-EACH')!.usedCount).toBe(1);
  });
});
