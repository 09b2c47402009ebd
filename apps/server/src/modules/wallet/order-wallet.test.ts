import type { OrderDetail, PayFromWalletResult } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import {
  advanceTo,
  notificationsOf,
  placeOrder,
  setBankAccount,
  setStatus,
  signedIn,
  type Headers,
} from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { bankNotification, ledgerOf, sendBankNotification, topUp, WEBHOOK_SECRET, walletOf } from './test-support';

/** Orders and the wallet: "Trừ ví" at weighing, pay by tap, refunds of cancelled and overpaid orders. */
describe('orders paid from and refunded to ví TSA', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let staff: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    staff = await signedIn(app, { role: 'STAFF' });
    await setBankAccount(app, admin, { webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await app.close();
  });

  const detail = async (id: string, headers: Headers) =>
    (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers })).json() as OrderDetail;
  const payFromWallet = (id: string, headers: Headers) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/pay-from-wallet`, headers });
  /** Picked up and weighed through the real routes: `kg` of 15.000 ₫/kg (minimum 3 kg). */
  async function weigh(order: OrderDetail, kg: number): Promise<OrderDetail> {
    await advanceTo(app, staff.headers, order.id, 'PICKED_UP');
    const weighed = await setStatus(app, staff.headers, order.id, 'WASHING', {
      items: [{ itemId: order.items[0]!.id, quantity: kg }],
    });
    if (weighed.statusCode !== 200) throw new Error(`weighing failed: ${weighed.body}`);
    return weighed.json() as OrderDetail;
  }

  it('"Trừ ví" pays at weighing when the balance covers it, and tells the student to top up when not', async () => {
    const student = await signedIn(app);
    await topUp(app, student.headers, 100_000);
    const covered = await placeOrder(app, student.headers, { paymentMethod: 'WALLET' });
    const weighed = await weigh(covered, 4);
    expect(weighed).toMatchObject({ finalTotal: 60_000, paymentStatus: 'PAID', paymentMethod: 'WALLET' });
    const paid = await detail(covered.id, student.headers);
    expect(paid.payment.payments).toMatchObject([{ method: 'WALLET', source: 'WALLET', amount: 60_000 }]);
    expect((await walletOf(app, student.headers)).balance).toBe(40_000);

    const short = await placeOrder(app, student.headers, { paymentMethod: 'WALLET' });
    expect(await weigh(short, 4)).toMatchObject({ finalTotal: 60_000, paymentStatus: 'UNPAID' });
    expect((await walletOf(app, student.headers)).balance).toBe(40_000);
    const told = await notificationsOf(app, student.user.id, 'ORDER_PAYMENT');
    expect(told.some((n) => n.body.startsWith('Ví TSA còn 40.000 ₫, chưa đủ 60.000 ₫'))).toBe(true);

    // The tap says how much is missing; after a top-up it pays all of it.
    const refused = await payFromWallet(short.id, student.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'wallet/insufficient-funds',
      message: `Ví TSA còn 40.000 ₫, còn thiếu 20.000 ₫ để trả 60.000 ₫ cho đơn ${short.code}. Vui lòng nạp thêm vào ví.`,
    });
    await topUp(app, student.headers, 20_000);
    const tapped = await payFromWallet(short.id, student.headers);
    expect(tapped.statusCode, tapped.body).toBe(200);
    expect(tapped.json()).toEqual({ orderId: short.id, paid: 60_000, balance: 0 } satisfies PayFromWalletResult);
    expect(await detail(short.id, student.headers)).toMatchObject({ paymentStatus: 'PAID' });
    expect(await ledgerOf(app, student.user.id)).toMatchObject({ balance: 0, sum: 0 });
  });

  it('pay by tap: the owner only, a weighed unpaid order only', async () => {
    const student = await signedIn(app);
    const other = await signedIn(app);
    await topUp(app, student.headers, 200_000);
    const order = await placeOrder(app, student.headers);
    const early = await payFromWallet(order.id, student.headers);
    expect(early.json().code).toBe('wallet/order-not-weighed');
    await weigh(order, 4);
    expect((await payFromWallet(order.id, other.headers)).json().code).toBe('orders/not-found');
    expect((await payFromWallet(order.id, staff.headers)).statusCode).toBe(403);
    expect((await payFromWallet(order.id, admin)).statusCode).toBe(403);
    expect((await payFromWallet('00000000-0000-4000-8000-000000000000', student.headers)).statusCode).toBe(404);
    expect((await payFromWallet(order.id, student.headers)).statusCode).toBe(200);
    expect((await payFromWallet(order.id, student.headers)).json().code).toBe('wallet/nothing-due');
    expect((await walletOf(app, student.headers)).balance).toBe(140_000);
  });

  it('a cancelled order’s payment goes to the wallet', async () => {
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    const transfer = await sendBankNotification(app, bankNotification(order.code.replaceAll('-', ''), 60_000));
    expect(transfer.json()).toMatchObject({ result: 'MATCHED' });
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: student.headers,
      payload: { reason: 'Đổi lịch' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await walletOf(app, student.headers)).balance).toBe(60_000);
    const { entries } = await ledgerOf(app, student.user.id);
    expect(entries).toMatchObject([{ kind: 'REFUND', amount: 60_000, orderId: order.id }]);
    expect(await detail(order.id, student.headers)).toMatchObject({ status: 'CANCELLED', refundedAmount: 60_000 });
  });

  it('what was paid beyond the bill goes to the wallet: at weighing, and a transfer over a weighed bill', async () => {
    const student = await signedIn(app);
    const early = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    await sendBankNotification(app, bankNotification(early.code.replaceAll('-', ''), 80_000));
    expect(await weigh(early, 4)).toMatchObject({ finalTotal: 60_000, paymentStatus: 'PAID' });
    expect((await walletOf(app, student.headers)).balance).toBe(20_000);

    const late = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    await weigh(late, 4);
    const over = await sendBankNotification(app, bankNotification(late.code.replaceAll('-', ''), 75_000));
    expect(over.json()).toMatchObject({ result: 'MATCHED' });
    const after = await detail(late.id, student.headers);
    expect(after).toMatchObject({ paymentStatus: 'PAID', refundedAmount: 15_000 });
    expect(after.payment.due).toBe(0);
    expect((await walletOf(app, student.headers)).balance).toBe(35_000);
    expect(await ledgerOf(app, student.user.id)).toMatchObject({ balance: 35_000, sum: 35_000 });
  });

  it('an admin reversing a wallet payment gives the money back to the wallet, once', async () => {
    const student = await signedIn(app);
    await topUp(app, student.headers, 60_000);
    const order = await placeOrder(app, student.headers, { paymentMethod: 'WALLET' });
    expect(await weigh(order, 4)).toMatchObject({ paymentStatus: 'PAID' });
    expect((await walletOf(app, student.headers)).balance).toBe(0);
    const reversed = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/payment`,
      headers: admin,
      payload: { paymentStatus: 'UNPAID', note: 'Trừ nhầm ví' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({ paymentStatus: 'UNPAID', payment: { paidAmount: 0, due: 60_000 } });
    expect((await walletOf(app, student.headers)).balance).toBe(60_000);
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/payment`,
      headers: admin,
      payload: { paymentStatus: 'UNPAID', note: 'Lần nữa' },
    });
    expect(again.statusCode).toBe(200);
    expect(await ledgerOf(app, student.user.id)).toMatchObject({ balance: 60_000, sum: 60_000 });
  });

  it('taps and withdrawals at once beyond the balance: never below zero, balance = sum of entries', async () => {
    const student = await signedIn(app);
    await topUp(app, student.headers, 150_000);
    const orders: OrderDetail[] = [];
    for (let i = 0; i < 4; i++) orders.push(await weigh(await placeOrder(app, student.headers), 4));
    const answers = await Promise.all([
      ...orders.map((order) => payFromWallet(order.id, student.headers)),
      ...Array.from({ length: 6 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/wallet/withdrawals',
          headers: student.headers,
          payload: { amount: 20_000, bankName: 'ACB', accountNumber: '123456789', accountName: 'AN NGUYEN' },
        }),
      ),
    ]);
    const paidOrders = answers.slice(0, 4).filter((a) => a.statusCode === 200).length;
    const withdrawn = answers.slice(4).filter((a) => a.statusCode === 201).length;
    expect(answers.every((a) => [200, 201, 409].includes(a.statusCode))).toBe(true);
    expect(paidOrders * 60_000 + withdrawn * 20_000).toBeLessThanOrEqual(150_000);
    // Whatever the order of arrival, what was refused could not have fitted in what was left.
    const ledger = await ledgerOf(app, student.user.id);
    expect(ledger.balance).toBe(150_000 - paidOrders * 60_000 - withdrawn * 20_000);
    if (withdrawn < 6) expect(ledger.balance).toBeLessThan(20_000);
    if (paidOrders < 4) expect(ledger.balance).toBeLessThan(60_000);
    expect(ledger.sum).toBe(ledger.balance);
    expect(ledger.entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    const states = await Promise.all(orders.map((order) => detail(order.id, student.headers)));
    expect(states.filter((o) => o.paymentStatus === 'PAID')).toHaveLength(paidOrders);
  });

  it('a person confirming a "Trừ ví" order records cash, never the wallet, which is left untouched', async () => {
    const student = await signedIn(app);
    await topUp(app, student.headers, 20_000);
    const order = await placeOrder(app, student.headers, { paymentMethod: 'WALLET' });
    await weigh(order, 4);
    const confirm = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/payment`, headers: staff.headers, payload });
    const asWallet = await confirm({ paymentStatus: 'PAID', paymentMethod: 'WALLET' });
    expect(asWallet.statusCode).toBe(409);
    expect(asWallet.json().code).toBe('wallet/manual-payment');
    expect((await confirm({ paymentStatus: 'PAID' })).statusCode).toBe(200);
    const paid = await detail(order.id, student.headers);
    expect(paid).toMatchObject({ paymentStatus: 'PAID', paymentMethod: 'CASH' });
    expect(paid.payment.payments).toMatchObject([{ method: 'CASH', source: 'MANUAL', amount: 60_000 }]);
    expect((await walletOf(app, student.headers)).balance).toBe(20_000);
  });
});
