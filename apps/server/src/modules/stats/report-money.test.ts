import type { ReportMoneyRow, StatsOverview } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, planSubscriptions, plans, walletEntries, type UserRow } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { changeWallet } from '../wallet';
import { catalogueRows, hcm, seedOrder } from './test-support';

/**
 * The money table and the money cards read the base tables: orders by completion, payments by
 * receipt, wallet entries by creation, each on its Ho Chi Minh City day; the wallets' balance
 * at the end of each day runs on from everything before the range.
 */
describe('the money report and the money cards', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let lan: UserRow;
  let minh: UserRow;

  beforeAll(async () => {
    app = await createTestApp();
    headers = await authHeader(app, await testAdmin(app));
    lan = await createUser(app);
    minh = await createUser(app);
  });
  afterAll(() => app.close());

  /** A wallet change written at `at` (the ledger stamps now; a report needs known days). */
  async function walletChange(
    user: UserRow,
    at: Date,
    kind: Parameters<typeof changeWallet>[1]['kind'],
    amount: number,
  ) {
    const entry = await app.database.db.transaction((tx) =>
      changeWallet(tx, { userId: user.id, kind, amount, note: 'Thử nghiệm' }),
    );
    await app.database.db.update(walletEntries).set({ createdAt: at }).where(eq(walletEntries.id, entry.id));
  }

  it('splits each day into revenue net of discounts, what plans and discounts took, and the wallets’ flows', async () => {
    const db = app.database.db;
    const byKilo = (await catalogueRows(app))['Giặt sấy gấp theo kg']!; // 15 000 ₫ a kilo
    // Before the range: 200 000 ₫ topped up, the opening balance of the first day.
    await walletChange(lan, hcm('2026-05-31 20:00'), 'TOP_UP', 200_000);
    // 1 June: a voucher order completed (90 000 ₫ of lines, 10 000 ₫ off), paid 80 000 ₫ from the wallet.
    const voucher = await seedOrder(app, {
      student: lan,
      createdAt: hcm('2026-05-30 09:00'),
      status: 'COMPLETED',
      lines: [{ service: byKilo, quantity: 6, finalQuantity: 6 }],
      completedAt: hcm('2026-06-01 10:00'),
      paymentStatus: 'PAID',
    });
    await db
      .update(orders)
      .set({ discountKind: 'VOUCHER', voucherCode: 'KTX10', discountAmount: 10_000, finalTotal: 80_000 })
      .where(eq(orders.id, voucher.id));
    await walletChange(lan, hcm('2026-06-01 10:00'), 'ORDER_PAYMENT', -80_000);
    await db.insert(payments).values({
      orderId: voucher.id,
      method: 'WALLET',
      source: 'WALLET',
      amount: 80_000,
      receivedAt: hcm('2026-06-01 10:00'),
    });
    // 1 June, a minute before midnight: a referral order, 3 kg of it from a plan, the rest in cash.
    const referred = await seedOrder(app, {
      student: minh,
      createdAt: hcm('2026-05-31 09:00'),
      status: 'COMPLETED',
      lines: [{ service: byKilo, quantity: 5, finalQuantity: 5 }],
      completedAt: hcm('2026-06-01 23:59'),
      paymentStatus: 'PAID',
    });
    await db
      .update(orders)
      .set({ discountKind: 'REFERRAL', discountAmount: 20_000, planKg: 3, planCredit: 45_000, finalTotal: 10_000 })
      .where(eq(orders.id, referred.id));
    await db.insert(payments).values({
      orderId: referred.id,
      method: 'CASH',
      source: 'CASH_AT_DOOR',
      amount: 10_000,
      receivedAt: hcm('2026-06-01 23:59'),
    });
    // A reversed transfer counts nowhere.
    await db.insert(payments).values({
      orderId: referred.id,
      method: 'BANK_TRANSFER',
      source: 'MANUAL',
      amount: 10_000,
      receivedAt: hcm('2026-06-01 12:00'),
      reversedAt: hcm('2026-06-01 13:00'),
    });
    // 2 June (midnight exactly): a plan sold, a referral reward, a refund, a withdrawal, an adjustment.
    await walletChange(minh, hcm('2026-06-02 00:00'), 'TOP_UP', 300_000);
    await walletChange(minh, hcm('2026-06-02 00:00'), 'PLAN_PURCHASE', -250_000);
    await walletChange(lan, hcm('2026-06-02 08:00'), 'REFERRAL_REWARD', 20_000);
    await walletChange(lan, hcm('2026-06-02 09:00'), 'REFUND', 15_000);
    await walletChange(lan, hcm('2026-06-02 10:00'), 'WITHDRAWAL', -50_000);
    await walletChange(minh, hcm('2026-06-02 11:00'), 'ADJUSTMENT', -5_000);

    const response = await app.inject({
      method: 'GET',
      url: '/api/stats/report/money?from=2026-06-01&to=2026-06-03',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as { rows: ReportMoneyRow[] }).rows;
    const zero = {
      revenue: 0,
      voucherDiscount: 0,
      referralDiscount: 0,
      planCredit: 0,
      cash: 0,
      transfer: 0,
      wallet: 0,
      topUps: 0,
      planSales: 0,
      referralRewards: 0,
      refunds: 0,
      claimRefunds: 0,
      withdrawals: 0,
      adjustments: 0,
    };
    expect(rows).toEqual([
      {
        ...zero,
        date: '2026-06-01',
        revenue: 90_000,
        voucherDiscount: 10_000,
        referralDiscount: 20_000,
        planCredit: 45_000,
        cash: 10_000,
        wallet: 80_000,
        walletBalance: 120_000,
      },
      {
        ...zero,
        date: '2026-06-02',
        topUps: 300_000,
        planSales: 250_000,
        referralRewards: 20_000,
        refunds: 15_000,
        withdrawals: 50_000,
        adjustments: -5_000,
        walletBalance: 150_000,
      },
      { ...zero, date: '2026-06-03', walletBalance: 150_000 },
    ]);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/stats/report/money/export?format=csv&from=2026-06-01&to=2026-06-03',
      headers,
    });
    expect(csv.headers['content-disposition']).toContain('bao-cao-tien-va-uu-dai-20260601-20260603.csv');
    expect(csv.body).toContain('Doanh thu thuần (₫)');
    expect(csv.body).toContain('Số dư ví cuối ngày (₫)');
  });

  it('shows what the shop owes: wallet balances and the plan kilograms sold and not used', async () => {
    const db = app.database.db;
    const [plan] = await db
      .insert(plans)
      .values({ name: 'Gói học kỳ', kgPerMonth: 20, price: 1_000_000, months: 4, serviceIds: [] })
      .returning();
    // Four months of 20 kg for 1 000 000 ₫ (12 500 ₫ a kilo); in its second month, 5 kg left of it:
    // 5 + 2 × 20 = 45 kg owed, 562 500 ₫.
    await db.insert(planSubscriptions).values({
      userId: minh.id,
      planId: plan!.id,
      name: plan!.name,
      kgPerMonth: 20,
      price: 1_000_000,
      months: 4,
      serviceIds: [],
      rollover: false,
      skipWeekAllowed: false,
      status: 'ACTIVE',
      startsOn: '2026-05-15',
      endsOn: '2026-09-15',
      periodStartsOn: '2026-06-15',
      periodEndsOn: '2026-07-15',
      kgLeft: 5,
      kgUsed: 35,
    });
    // An ended plan owes nothing.
    await db.insert(planSubscriptions).values({
      userId: lan.id,
      planId: plan!.id,
      name: plan!.name,
      kgPerMonth: 20,
      price: 1_000_000,
      months: 4,
      serviceIds: [],
      rollover: false,
      skipWeekAllowed: false,
      status: 'ENDED',
      startsOn: '2026-01-01',
      endsOn: '2026-05-01',
      periodStartsOn: '2026-04-01',
      periodEndsOn: '2026-05-01',
      kgLeft: 7,
    });
    const response = await app.inject({ method: 'GET', url: '/api/stats/overview', headers });
    expect(response.statusCode).toBe(200);
    const overview = response.json() as StatsOverview;
    // The first test left lan 105 000 ₫ and minh 45 000 ₫.
    expect(overview).toMatchObject({ walletLiability: 150_000, planLiabilityKg: 45, planLiability: 562_500 });
  });
});
