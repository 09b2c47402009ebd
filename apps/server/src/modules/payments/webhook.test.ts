import { createHmac } from 'node:crypto';
import type { AuditEventPage, BankTransaction, OrderDetail } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { QRPay } from 'vietnam-qr-pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransactions, payments } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { startMailCatcher } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';
import { advanceTo, notificationsOf, placeOrder, signedIn, type Headers } from '../../test/orders';
import { orderCodeIn } from './vietqr';

const SECRET = 'sepay-khoa-bi-mat-2026-abcdef';
const VCB = '970436';

describe('paying by bank transfer', () => {
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let admin: Headers;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let bankId = 1000;

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url } });
    admin = await authHeader(app, await testAdmin(app));
    staff = await signedIn(app, { role: 'STAFF' });
    student = await signedIn(app, { email: 'hoa.vo@st.tsa.test', firstName: 'Hoa', lastName: 'Võ Thị' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/payments/settings',
      headers: admin,
      payload: {
        bankBin: VCB,
        accountNumber: '0123456789',
        accountName: 'Công ty Giặt Sấy TSA',
        webhookSecret: SECRET,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  const detail = async (id: string, headers: Headers = student.headers) =>
    (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers })).json() as OrderDetail;
  const notification = (content: string, amount: number, extra: Record<string, unknown> = {}) => ({
    id: ++bankId,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-21 10:15:00',
    accountNumber: '0123456789',
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 1_000_000,
    subAccount: null,
    referenceCode: `FT${bankId}`,
    description: content,
    ...extra,
  });
  const webhook = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = { authorization: `Apikey ${SECRET}` },
  ) => app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
  /** A transfer order, weighed: 4 kg × 15.000 = 60.000 ₫ final. */
  async function weighedTransferOrder(): Promise<OrderDetail> {
    const order = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    await advanceTo(app, staff.headers, order.id, 'WASHING');
    return detail(order.id);
  }

  describe('shop settings', () => {
    it('are for admins only, validated in Vietnamese, and never give the secret back', async () => {
      const asStaff = await app.inject({ method: 'GET', url: '/api/payments/settings', headers: staff.headers });
      expect(asStaff.statusCode).toBe(403);
      const settings = await app.inject({ method: 'GET', url: '/api/payments/settings', headers: admin });
      expect(settings.json()).toMatchObject({
        bank: { bin: VCB, shortName: 'Vietcombank' },
        accountNumber: '0123456789',
        accountName: 'CONG TY GIAT SAY TSA',
        webhookSecretSet: true,
        webhookSecretHint: '…cdef',
        updatedBy: { role: 'ADMIN' },
      });
      expect(settings.body).not.toContain(SECRET);
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/payments/settings',
        headers: admin,
        payload: { bankBin: '999999', accountNumber: '01 23', accountName: 'x', webhookSecret: 'ngan' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        accountNumber: 'Số tài khoản chỉ gồm chữ số (và chữ cái không dấu), không có khoảng trắng',
        accountName: 'Vui lòng nhập tên chủ tài khoản',
        webhookSecret: 'Khóa webhook dài từ 16 đến 128 ký tự',
      });
      const unknownBank = await app.inject({
        method: 'PUT',
        url: '/api/payments/settings',
        headers: admin,
        payload: { bankBin: '999999', accountNumber: '0123456789', accountName: 'TSA' },
      });
      expect(unknownBank.json().code).toBe('payments/unknown-bank');
      const banks = (await app.inject({ method: 'GET', url: '/api/payments/banks', headers: admin })).json() as {
        bin: string;
      }[];
      expect(banks.some((bank) => bank.bin === VCB)).toBe(true);
    });
  });

  describe('the VietQR code', () => {
    it('appears only once weighed, and decodes back to the bank, account, final amount and order code', async () => {
      const order = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
      expect(order.payment.transfer).toMatchObject({
        estimated: true,
        amount: 60_000,
        qrPayload: null,
        content: order.code.replaceAll('-', ''),
      });
      await advanceTo(app, staff.headers, order.id, 'WASHING');
      const { transfer } = (await detail(order.id)).payment;
      expect(transfer).toMatchObject({
        estimated: false,
        amount: 60_000,
        accountName: 'CONG TY GIAT SAY TSA',
        bank: { bin: VCB },
      });
      const decoded = new QRPay(transfer!.qrPayload!);
      expect(decoded.isValid).toBe(true);
      expect(decoded.consumer).toMatchObject({ bankBin: VCB, bankNumber: '0123456789' });
      expect(decoded.amount).toBe('60000');
      expect(decoded.currency).toBe('704');
      expect(decoded.additionalData.purpose).toBe(order.code.replaceAll('-', ''));
      // The CRC is the last 4 characters: CRC-16/CCITT of everything before them.
      expect(transfer!.qrPayload!.slice(-4)).toBe(QRPay.genCRCCode(transfer!.qrPayload!.slice(0, -4)));
    });

    it('finds the order code in what banks do to the content', () => {
      expect(orderCodeIn('TSA2611210001')).toBe('TSA-261121-0001');
      expect(orderCodeIn('tsa 261121 0001 chuyen tien')).toBe('TSA-261121-0001');
      expect(orderCodeIn('MBVCB.11223344.TSA-261121-0001.CT tu 0123 NGUYEN VAN A')).toBe('TSA-261121-0001');
      expect(orderCodeIn('chuyen tien giat do')).toBeNull();
    });
  });

  describe('the bank notification', () => {
    it('refuses a wrong or missing secret with 401 and stores nothing', async () => {
      const order = await weighedTransferOrder();
      const body = notification(order.code, 60_000);
      expect((await webhook(body, {})).statusCode).toBe(401);
      const forged = await webhook(body, { authorization: 'Apikey doan-bua-khoa-sai-0000000' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).toBe('payments/webhook-unauthorized');
      for (const near of [`${SECRET}x`, SECRET.slice(0, -1), SECRET.toUpperCase(), `Bearer ${SECRET}`]) {
        expect((await webhook(body, { authorization: `Apikey ${near}` })).statusCode).toBe(401);
      }
      const stored = await app.database.db
        .select()
        .from(bankTransactions)
        .where(eq(bankTransactions.externalId, String(body.id)));
      expect(stored).toHaveLength(0);
      expect((await detail(order.id)).paymentStatus).toBe('UNPAID');
    });

    it('pays the order on the exact amount, e-mails the receipt, tells the student, and a replay changes nothing', async () => {
      const order = await weighedTransferOrder();
      const body = notification(`MBVCB.123.${order.code.toLowerCase().replaceAll('-', ' ')} chuyen tien`, 60_000);
      const first = await webhook(body);
      expect(first.json()).toEqual({ success: true, result: 'MATCHED', orderCode: order.code });
      const paid = await detail(order.id);
      expect(paid).toMatchObject({ paymentStatus: 'PAID', payment: { paidAmount: 60_000, due: 0, flag: null } });
      expect(paid.payment.payments).toHaveLength(1);
      expect(paid.history.at(-1)).toMatchObject({ kind: 'PAYMENT', note: expect.stringContaining('60.000 ₫') });
      const replay = await webhook(body);
      expect(replay.json()).toMatchObject({ success: true, result: 'DUPLICATE' });
      expect(await app.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
      expect((await detail(order.id)).payment.paidAmount).toBe(60_000);
      const receipt = await mail.waitFor('hoa.vo@st.tsa.test');
      expect(receipt.subject).toBe(`Biên nhận thanh toán đơn ${order.code}`);
      expect(receipt.text).toContain('Tổng cộng: 60.000 ₫');
      const told = (await notificationsOf(app, student.user.id, 'ORDER_PAYMENT')).filter(
        (n) => n.title === `Đơn ${order.code}: Đã thanh toán`,
      );
      expect(told).toHaveLength(1);
    });

    it('accepts an HMAC signature of the raw body instead of the key', async () => {
      const order = await weighedTransferOrder();
      const raw = JSON.stringify(notification(order.code, 60_000));
      const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
      const ok = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
        payload: raw,
      });
      expect(ok.json()).toMatchObject({ result: 'MATCHED' });
      const tampered = raw.replace('60000', '600000');
      const bad = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-signature': `sha256=${signature}` },
        payload: tampered,
      });
      expect(bad.statusCode).toBe(401);
    });

    it('flags a partial transfer (still unpaid) and an overpayment (paid)', async () => {
      const short = await weighedTransferOrder();
      await webhook(notification(short.code, 50_000));
      const partial = await detail(short.id);
      expect(partial).toMatchObject({
        paymentStatus: 'UNPAID',
        payment: { paidAmount: 50_000, due: 10_000, flag: 'PARTIAL' },
      });
      expect(partial.payment.transfer).toMatchObject({ amount: 10_000 });
      expect(new QRPay(partial.payment.transfer!.qrPayload!).amount).toBe('10000');
      await webhook(notification(short.code, 10_000));
      expect(await detail(short.id)).toMatchObject({
        paymentStatus: 'PAID',
        payment: { paidAmount: 60_000, flag: null },
      });

      const over = await weighedTransferOrder();
      await webhook(notification(over.code, 70_000));
      // The 10.000 ₫ too much is the student's: it went to their wallet (decision 042).
      expect(await detail(over.id)).toMatchObject({
        paymentStatus: 'PAID',
        refundedAmount: 10_000,
        payment: { paidAmount: 70_000, due: 0, flag: null },
      });
      const list = (
        await app.inject({ method: 'GET', url: '/api/payments/transactions?status=MATCHED', headers: admin })
      ).json() as BankTransaction[];
      expect(list.find((t) => t.order?.id === over.id)).toMatchObject({ flag: 'OVERPAID' });
    });

    it('keeps an unknown code in "Giao dịch chưa khớp" until an admin matches it by hand', async () => {
      const order = await weighedTransferOrder();
      const result = await webhook(notification('NGUYEN VAN A chuyen tien giat', 60_000));
      expect(result.json()).toMatchObject({ result: 'UNMATCHED' });
      const unmatched = (
        await app.inject({ method: 'GET', url: '/api/payments/transactions?status=UNMATCHED', headers: admin })
      ).json() as BankTransaction[];
      const row = unmatched.find((t) => t.content === 'NGUYEN VAN A chuyen tien giat')!;
      expect(row).toMatchObject({ amount: 60_000, order: null });
      expect(
        (await app.inject({ method: 'GET', url: '/api/payments/transactions', headers: staff.headers })).statusCode,
      ).toBe(403);
      const wrong = await app.inject({
        method: 'POST',
        url: `/api/payments/transactions/${row.id}/match`,
        headers: admin,
        payload: { orderCode: 'TSA-000000-0000' },
      });
      expect(wrong.statusCode).toBe(404);
      const matched = await app.inject({
        method: 'POST',
        url: `/api/payments/transactions/${row.id}/match`,
        headers: admin,
        payload: { orderCode: order.code },
      });
      expect(matched.json()).toMatchObject({
        status: 'MATCHED',
        order: { code: order.code },
        matchedBy: { role: 'ADMIN' },
      });
      expect((await detail(order.id)).paymentStatus).toBe('PAID');
      const audit = (
        await app.inject({ method: 'GET', url: '/api/audit-events?action=payment.matched-by-hand', headers: admin })
      ).json() as AuditEventPage;
      expect(audit.items.filter((event) => event.target?.id === row.id)).toMatchObject([
        { target: { type: 'bank-transaction' }, details: { orderCode: order.code, amount: 60_000 } },
      ]);
      const again = await app.inject({
        method: 'POST',
        url: `/api/payments/transactions/${row.id}/match`,
        headers: admin,
        payload: { orderCode: order.code },
      });
      expect(again.json().code).toBe('payments/transaction-already-matched');
    });

    it('and a person confirming the same transfer at the same time make exactly one payment', async () => {
      const order = await weighedTransferOrder();
      const [hook, manual] = await Promise.all([
        webhook(notification(order.code, 60_000)),
        app.inject({
          method: 'PATCH',
          url: `/api/orders/${order.id}/payment`,
          headers: staff.headers,
          payload: { paymentStatus: 'PAID' },
        }),
      ]);
      expect(hook.statusCode).toBe(200);
      expect(manual.statusCode).toBe(200);
      const rows = await app.database.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(rows).toHaveLength(1);
      expect(await detail(order.id)).toMatchObject({ paymentStatus: 'PAID', payment: { paidAmount: 60_000 } });
    });
  });

  describe('the student', () => {
    it('says "Tôi đã chuyển khoản": the order waits for confirmation and staff are told', async () => {
      const pending = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
      const early = await app.inject({
        method: 'POST',
        url: `/api/orders/${pending.id}/transfer-claim`,
        headers: student.headers,
      });
      expect(early.json().code).toBe('payments/final-total-unknown');
      const order = await weighedTransferOrder();
      const other = await signedIn(app);
      expect(
        (await app.inject({ method: 'POST', url: `/api/orders/${order.id}/transfer-claim`, headers: other.headers }))
          .statusCode,
      ).toBe(404);
      const claimed = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/transfer-claim`,
        headers: student.headers,
      });
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json()).toMatchObject({
        paymentStatus: 'UNPAID',
        payment: { transferClaimedAt: expect.any(String) },
      });
      const toStaff = await notificationsOf(app, staff.user.id, 'PAYMENT_CLAIMED');
      expect(toStaff.map((n) => n.title)).toContain(`Đơn ${order.code}: Chờ xác nhận thanh toán`);
    });

    it('gets a receipt once paid, and not before', async () => {
      const order = await weighedTransferOrder();
      const before = await app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/receipt`,
        headers: student.headers,
      });
      expect(before.json().code).toBe('payments/receipt-unavailable');
      await webhook(notification(order.code, 60_000));
      const receipt = await app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/receipt`,
        headers: student.headers,
      });
      expect(receipt.json()).toMatchObject({
        code: order.code,
        total: 60_000,
        paidAmount: 60_000,
        paymentMethod: 'BANK_TRANSFER',
        lines: [{ quantity: 4, amount: 60_000 }],
      });
    });
  });
});
