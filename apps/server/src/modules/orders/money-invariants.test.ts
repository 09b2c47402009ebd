import { randomUUID } from 'node:crypto';
import type { OrderDetail } from '@tsa/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  payments,
  planSubscriptions,
  voucherRedemptions,
  vouchers,
  walletEntries,
  wallets,
} from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { catalogue, KG, setBankAccount, signedIn, tomorrow, type Headers } from '../../test/orders';
import { createTestApp } from '../../test/test-app';

/**
 * The money rules under random use (issue #34, decision 042): students top up, hold plans and
 * place orders (with a voucher of limited uses or not) paid in cash, by transfer or from the wallet, while the shop weighs, takes early
 * transfers, confirms payments, completes and cancels — students side by side, each student's
 * steps in order. Whatever happened, read back from the raw tables:
 * - every wallet's balance is the sum of its entries, never negative, and each entry's
 *   balance-after is the running sum;
 * - no plan has fewer than zero kilograms left;
 * - an order keeps at most its total (cancelled: nothing), its paid sum is its payments', and a
 *   weighed order's lines are its total plus what the plan and the discount covered;
 * - what left the wallets for orders is exactly the orders' wallet payments; nothing answered 5xx.
 */

const SECRET = 'khoa-webhook-thu-nghiem';
const VOUCHER = 'KTXGIAM10';

type Step =
  | { kind: 'topUp'; amount: number }
  | { kind: 'plan' }
  | { kind: 'order'; kg: number; method: 'CASH' | 'BANK_TRANSFER' | 'WALLET'; voucher: boolean }
  | { kind: 'transfer'; order: number; amount: number }
  | { kind: 'weigh'; order: number; kg: number }
  | { kind: 'pay'; order: number }
  | { kind: 'tap'; order: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'adjust'; amount: number }
  | { kind: 'complete'; order: number }
  | { kind: 'cancel'; order: number };

const orderIndex = fc.nat(3);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      amount: fc.integer({ min: 1, max: 30 }).map((n) => n * 10_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('plan' as const) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      kg: fc.integer({ min: 30, max: 120 }).map((n) => n / 10),
      method: fc.constantFrom('CASH' as const, 'BANK_TRANSFER' as const, 'WALLET' as const),
      voucher: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      order: orderIndex,
      amount: fc.integer({ min: 1, max: 20 }).map((n) => n * 5_000),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('weigh' as const),
      order: orderIndex,
      kg: fc.integer({ min: 0, max: 120 }).map((n) => n / 10),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), order: orderIndex }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tap' as const), order: orderIndex }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.integer({ min: 1, max: 20 }).map((n) => n * 10_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      amount: fc
        .integer({ min: -10, max: 10 })
        .filter((n) => n !== 0)
        .map((n) => n * 5_000),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const), order: orderIndex }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: orderIndex }) },
);

/** The forward path of an order, and the steps from one status to another along it. */
const PATH = ['PENDING', 'CONFIRMED', 'PICKED_UP', 'WASHING', 'READY', 'DELIVERING', 'COMPLETED'];
const stepsBetween = (from: string, to: string) =>
  PATH.indexOf(from) < 0 ? [] : PATH.slice(PATH.indexOf(from) + 1, PATH.indexOf(to) + 1);

describe('the money rules under random use', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let kgServiceId: string;
  let planId: string;
  const failures: string[] = [];
  const bank = { authorization: `Apikey ${SECRET}` } as unknown as Headers;
  const studentIds: string[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    await setBankAccount(app, admin, { webhookSecret: SECRET });
    kgServiceId = (await catalogue(app))[KG]!.id;
    const plan = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: admin,
      payload: { name: 'Gói tháng 8 kg', kgPerMonth: 8, price: 100_000, months: 1, serviceIds: [kgServiceId] },
    });
    expect(plan.statusCode).toBe(201);
    planId = (plan.json() as { id: string }).id;
    // 10 % off, at most 20.000 ₫, twice per student, 15 uses in all: the random days use it up.
    const voucher = await app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: admin,
      payload: { code: VOUCHER, kind: 'PERCENT', value: 10, maxDiscount: 20_000, perStudentLimit: 2, totalLimit: 15 },
    });
    expect(voucher.statusCode, voucher.body).toBe(201);
  });
  afterAll(() => app.close());

  async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) {
    const response = await app.inject({ method, url, headers, payload });
    if (response.statusCode >= 500) failures.push(`${method} ${url} → ${response.statusCode} ${response.body}`);
    return response;
  }

  /** One student's steps, in order; the shop's steps on their orders are taken as they come. */
  async function run(steps: Step[]) {
    const student = await signedIn(app);
    studentIds.push(student.user.id);
    const placed: OrderDetail[] = [];
    const orderAt = (index: number) => placed[index % Math.max(placed.length, 1)];
    for (const s of steps) {
      if (s.kind === 'topUp') {
        // Through the bank's notification, with the wallet's own transfer content.
        const wallet = (await call('GET', '/api/wallet', student.headers)).json() as { topUpCode: string };
        await call('POST', '/api/payments/webhook', bank, {
          id: randomUUID(),
          gateway: 'Vietcombank',
          content: `${wallet.topUpCode} nap vi`,
          transferType: 'in',
          transferAmount: s.amount,
        });
      } else if (s.kind === 'plan') {
        await call('POST', `/api/plans/${planId}/buy`, student.headers, { paymentMethod: 'WALLET' });
      } else if (s.kind === 'withdraw') {
        await call('POST', '/api/wallet/withdrawals', student.headers, {
          amount: s.amount,
          bankName: 'Vietcombank',
          accountNumber: '0123456789',
          accountName: 'Nguyen Van An',
        });
      } else if (s.kind === 'adjust') {
        await call('POST', `/api/users/${student.user.id}/wallet/adjustments`, admin, {
          amount: s.amount,
          reason: 'Điều chỉnh thử',
        });
      } else if (s.kind === 'order') {
        const response = await call('POST', '/api/orders', student.headers, {
          items: [{ serviceId: kgServiceId, quantity: s.kg }],
          pickupDate: tomorrow(),
          pickupSlot: '19-21',
          paymentMethod: s.method,
          ...(s.voucher ? { voucherCode: VOUCHER } : {}),
        });
        if (response.statusCode === 201) placed.push(response.json() as OrderDetail);
      } else {
        const order = orderAt(s.order);
        if (!order) continue;
        const url = `/api/orders/${order.id}`;
        if (s.kind === 'transfer') {
          await call('POST', '/api/payments/webhook', bank, {
            id: randomUUID(),
            gateway: 'Vietcombank',
            content: `${order.code.replaceAll('-', '')} chuyen tien giat`,
            transferType: 'in',
            transferAmount: s.amount,
          });
        } else if (s.kind === 'weigh' || s.kind === 'complete') {
          // Walked on from wherever the order is now; weighed (at WASHING) with the step's kilograms,
          // or, on the way to completion, with what was estimated.
          const current = (await call('GET', url, admin)).json() as OrderDetail;
          const kg = s.kind === 'weigh' ? s.kg : current.items[0]!.quantity;
          for (const status of stepsBetween(current.status, s.kind === 'weigh' ? 'WASHING' : 'COMPLETED')) {
            await call('PATCH', `${url}/status`, admin, {
              status,
              ...(status === 'WASHING' ? { items: [{ serviceId: kgServiceId, quantity: kg }] } : {}),
              ...(status === 'COMPLETED' ? { cashCollected: 0 } : {}),
            });
          }
        } else if (s.kind === 'pay') {
          await call('PATCH', `${url}/payment`, admin, { paymentStatus: 'PAID', paymentMethod: 'CASH' });
        } else if (s.kind === 'tap') {
          await call('POST', `${url}/pay-from-wallet`, student.headers);
        } else {
          await call('POST', `${url}/cancel`, admin, { reason: 'Thử nghiệm' });
        }
      }
    }
  }

  async function checkInvariants() {
    const db = app.database.db;
    expect(failures).toEqual([]);
    for (const wallet of await db.select().from(wallets).where(inArray(wallets.userId, studentIds))) {
      const entries = await db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.userId, wallet.userId))
        .orderBy(walletEntries.id);
      let running = 0;
      for (const entry of entries) {
        running += entry.amount;
        expect(entry.balanceAfter).toBe(running);
        expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
      }
      expect(wallet.balance).toBe(running);
    }
    const [negativePlans] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(planSubscriptions)
      .where(sql`${planSubscriptions.kgLeft} < 0`);
    expect(negativePlans!.count).toBe(0);

    const rows = await db.select().from(orders).where(inArray(orders.studentId, studentIds));
    for (const order of rows) {
      const kept = order.paidAmount - order.refundedAmount;
      const [received] = await db
        .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
        .from(payments)
        .where(sql`${payments.orderId} = ${order.id} and ${payments.reversedAt} is null`);
      expect(order.paidAmount).toBe(received!.sum);
      if (order.status === 'CANCELLED') expect(kept).toBe(0);
      else if (order.finalTotal !== null) {
        expect(kept).toBeLessThanOrEqual(order.finalTotal);
        expect(order.finalTotal).toBeGreaterThanOrEqual(0);
        const [lines] = await db
          .select({ sum: sql<number>`coalesce(sum(${orderItems.finalAmount}), 0)::int` })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id));
        expect(order.finalTotal + order.planCredit + order.discountAmount).toBe(lines!.sum);
        if (order.paymentStatus === 'PAID') expect(kept).toBe(order.finalTotal);
      }
    }
    const [byWallet] = await db
      .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        sql`${payments.method} = 'WALLET' and ${payments.reversedAt} is null and ${inArray(orders.studentId, studentIds)}`,
      );
    const [spent] = await db
      .select({ sum: sql<number>`coalesce(-sum(${walletEntries.amount}), 0)::int` })
      .from(walletEntries)
      .where(sql`${walletEntries.kind} = 'ORDER_PAYMENT' and ${inArray(walletEntries.userId, studentIds)}`);
    expect(byWallet!.sum).toBe(spent!.sum);
    // A voucher is used as many times as it has redemptions not given back, never past its limit.
    const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, VOUCHER));
    const [redeemed] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(voucherRedemptions)
      .where(sql`${voucherRedemptions.voucherId} = ${voucher!.id} and ${voucherRedemptions.releasedAt} is null`);
    expect(voucher!.usedCount).toBe(redeemed!.count);
    expect(voucher!.usedCount).toBeLessThanOrEqual(15);
  }

  it('keeps every balance, plan and order in order, students side by side', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 3, maxLength: 12 }), { minLength: 2, maxLength: 3 }),
        async (students) => {
          await Promise.all(students.map(run));
          await checkInvariants();
        },
      ),
      // The first run is this day, so every rule is met at least once whatever the random ones draw:
      // a plan and the wallet paying the rest, an early transfer too large then refunded, a paid order cancelled.
      { numRuns: 12, examples: [[EXAMPLE_DAY]] },
    );
    const kinds = await app.database.db
      .selectDistinct({ kind: walletEntries.kind })
      .from(walletEntries)
      .where(inArray(walletEntries.userId, studentIds));
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['ORDER_PAYMENT', 'REFUND', 'TOP_UP', 'PLAN_PURCHASE', 'WITHDRAWAL', 'ADJUSTMENT']),
    );
    const [covered] = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.planCredit} > 0 and ${inArray(orders.studentId, studentIds)}`);
    expect(covered!.count).toBeGreaterThan(0);
    const [discounted] = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.discountKind} = 'VOUCHER' and ${orders.finalTotal} is not null and ${inArray(orders.studentId, studentIds)}`,
      );
    expect(discounted!.count).toBeGreaterThan(0);
  }, 240_000);
});

const EXAMPLE_DAY: Step[][] = [
  [
    { kind: 'topUp', amount: 300_000 },
    { kind: 'plan' },
    { kind: 'order', kg: 5, method: 'WALLET', voucher: true },
    { kind: 'weigh', order: 0, kg: 10 },
    { kind: 'complete', order: 0 },
  ],
  [
    { kind: 'order', kg: 4, method: 'BANK_TRANSFER', voucher: false },
    { kind: 'transfer', order: 0, amount: 100_000 },
    { kind: 'weigh', order: 0, kg: 3.5 },
    { kind: 'order', kg: 4, method: 'CASH', voucher: true },
    { kind: 'weigh', order: 1, kg: 4 },
    { kind: 'pay', order: 1 },
    { kind: 'cancel', order: 1 },
    { kind: 'withdraw', amount: 20_000 },
    { kind: 'adjust', amount: 15_000 },
  ],
];
