import type { BankTransaction, OrderDetail } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { notificationsOf, placeOrder, setBankAccount, signedIn, type Headers } from '../../test/orders';

const SECRET = 'sepay-khoa-bi-mat-2026-truoc-khi-can';

describe('a transfer before weighing', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let adminId: string;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let bankId = 7000;

  beforeAll(async () => {
    app = await createTestApp();
    const adminRow = await testAdmin(app);
    adminId = adminRow.id;
    admin = await authHeader(app, adminRow);
    student = await signedIn(app);
    await setBankAccount(app, admin, { webhookSecret: SECRET });
  });
  afterAll(async () => app.close());

  /** Pays a fresh transfer order (estimate 4 kg × 15.000 = 60.000 ₫, not weighed) with `amount`. */
  async function transferBeforeWeighing(amount: number) {
    const order = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    expect(order.estimatedTotal).toBe(60_000);
    const hook = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { authorization: `Apikey ${SECRET}` },
      payload: {
        id: ++bankId,
        gateway: 'Vietcombank',
        content: order.code,
        transferType: 'in',
        transferAmount: amount,
        referenceCode: `FT${bankId}`,
      },
    });
    expect(hook.json()).toMatchObject({ result: 'MATCHED' });
    const detail = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: admin })
    ).json() as OrderDetail;
    const transactions = (
      await app.inject({ method: 'GET', url: '/api/payments/transactions?status=MATCHED', headers: admin })
    ).json() as BankTransaction[];
    const told = (await notificationsOf(app, adminId, 'PAYMENT_FLAGGED')).filter((n) => n.title.includes(order.code));
    return { detail, transaction: transactions.find((t) => t.order?.id === order.id)!, told };
  }

  it.each([
    ['1 ₫', 1, 'PARTIAL', 'Chuyển thiếu'],
    ['half the estimate', 30_000, 'PARTIAL', 'Chuyển thiếu'],
    ['twice the estimate', 120_000, 'OVERPAID', 'Chuyển dư'],
  ] as const)('of %s is flagged at once for the admin', async (_, amount, flag, words) => {
    const { detail, transaction, told } = await transferBeforeWeighing(amount);
    expect(detail).toMatchObject({ finalTotal: null, paymentStatus: 'UNPAID', payment: { paidAmount: amount, flag } });
    expect(transaction.flag).toBe(flag);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: expect.stringContaining(words),
      body: expect.stringContaining('tạm tính 60.000 ₫'),
      link: `/dashboard/order?id=${detail.id}`,
    });
  });

  it.each([
    ['the estimate', 60_000],
    ['a little under it', 35_000],
    ['a little over it', 100_000],
  ])('close to the estimate (%s) is not flagged', async (_, amount) => {
    const { detail, transaction, told } = await transferBeforeWeighing(amount);
    expect(detail.payment.flag).toBeNull();
    expect(transaction.flag).toBeNull();
    expect(told).toHaveLength(0);
  });
});
