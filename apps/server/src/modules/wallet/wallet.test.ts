import type {
  AdminWallet,
  AuditEventPage,
  BankTransaction,
  Wallet,
  WalletEntryPage,
  WalletTopUp,
  Withdrawal,
} from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { QRPay } from 'vietnam-qr-pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransactions } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { notificationsOf, setBankAccount, signedIn, type Headers } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { bankNotification, ledgerOf, sendBankNotification, topUp, WEBHOOK_SECRET, walletOf } from './test-support';
import { topUpCodesIn } from './top-up';

describe('ví TSA', () => {
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

  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url, headers, payload });
  const withdrawal = (amount: number | string) => ({
    amount,
    bankName: 'Vietcombank',
    accountNumber: '0071001234567',
    accountName: 'Nguyễn Văn An',
  });

  describe('the student wallet', () => {
    it('is the student’s own: balance, top-up code and the shop’s account; other roles are refused', async () => {
      const student = await signedIn(app);
      const wallet = await walletOf(app, student.headers);
      expect(wallet).toMatchObject({
        balance: 0,
        bank: { bin: '970436' },
        accountNumber: '0123456789',
        accountName: 'CONG TY GIAT SAY TSA',
        automaticConfirmation: true,
        pendingWithdrawals: [],
      });
      expect(wallet.topUpCode).toMatch(/^NAP[A-HJ-NP-Z2-9]{8}$/);
      // The same code every time: it is what the student saves in the banking app.
      expect((await walletOf(app, student.headers)).topUpCode).toBe(wallet.topUpCode);
      for (const headers of [staff.headers, admin]) {
        expect((await get('/api/wallet', headers)).statusCode).toBe(403);
        expect((await get('/api/wallet/entries', headers)).statusCode).toBe(403);
        expect((await get('/api/wallet/top-up?amount=50000', headers)).statusCode).toBe(403);
      }
      expect((await app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
    });

    it('gives a VietQR for a top-up amount within the limits, carrying the wallet’s content', async () => {
      const student = await signedIn(app);
      const { topUpCode } = await walletOf(app, student.headers);
      const response = await get('/api/wallet/top-up?amount=100000', student.headers);
      expect(response.statusCode, response.body).toBe(200);
      const qr = response.json() as WalletTopUp;
      expect(qr).toMatchObject({ amount: 100_000, content: topUpCode, accountNumber: '0123456789' });
      const decoded = new QRPay(qr.qrPayload);
      expect(decoded.isValid).toBe(true);
      expect(decoded.consumer).toMatchObject({ bankBin: '970436', bankNumber: '0123456789' });
      expect(decoded.amount).toBe('100000');
      expect(decoded.additionalData.purpose).toBe(topUpCode);
      const small = await get('/api/wallet/top-up?amount=5000', student.headers);
      expect(small.statusCode).toBe(400);
      expect(small.json().fields).toEqual({ amount: 'Nạp tối thiểu 10.000 ₫' });
      const large = await get('/api/wallet/top-up?amount=10000001', student.headers);
      expect(large.json().fields).toEqual({ amount: 'Nạp tối đa 10.000.000 ₫ mỗi lần' });
      expect((await get('/api/wallet/top-up?amount=abc', student.headers)).statusCode).toBe(400);
    });
  });

  describe('top-up by the bank’s notification', () => {
    it('credits the wallet whose code the content holds, whatever the case, once, and tells the student', async () => {
      const student = await signedIn(app);
      const { topUpCode } = await walletOf(app, student.headers);
      const payload = bankNotification(
        `MBVCB.123.${topUpCode.toLowerCase().replace('nap', 'nap ')}.chuyen tien`,
        120_000,
      );
      const first = await sendBankNotification(app, payload);
      expect(first.json()).toMatchObject({ result: 'MATCHED', orderCode: null });
      const replay = await sendBankNotification(app, payload);
      expect(replay.json()).toMatchObject({ result: 'DUPLICATE' });
      expect((await walletOf(app, student.headers)).balance).toBe(120_000);
      const [row] = await app.database.db
        .select()
        .from(bankTransactions)
        .where(eq(bankTransactions.externalId, String(payload.id)));
      expect(row).toMatchObject({ status: 'MATCHED', walletUserId: student.user.id, orderId: null });
      const listed = (await get('/api/payments/transactions?status=MATCHED', admin)).json() as BankTransaction[];
      expect(listed.find((t) => t.id === row!.id)).toMatchObject({ order: null, wallet: { userId: student.user.id } });
      const statement = (await get('/api/wallet/entries', student.headers)).json() as WalletEntryPage;
      expect(statement).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(statement.items[0]).toMatchObject({
        kind: 'TOP_UP',
        kindLabel: 'Nạp tiền',
        amount: 120_000,
        balanceAfter: 120_000,
        order: null,
        note: `Nạp tiền qua chuyển khoản (mã GD FT${payload.id})`,
      });
      const told = await notificationsOf(app, student.user.id, 'WALLET');
      expect(told.map((n) => n.title)).toEqual(['Ví TSA: đã nạp 120.000 ₫']);
      expect(told[0]!.link).toBe('/student/wallet');
      expect(await ledgerOf(app, student.user.id)).toMatchObject({ balance: 120_000, sum: 120_000 });
    });

    it('leaves a transfer with an unknown code unmatched, and lets an admin match it to the wallet by its code', async () => {
      const student = await signedIn(app);
      const { topUpCode } = await walletOf(app, student.headers);
      const payload = bankNotification('NAP2345ABCD chuyen tien giat', 30_000);
      expect((await sendBankNotification(app, payload)).json()).toMatchObject({ result: 'UNMATCHED' });
      const [row] = await app.database.db
        .select()
        .from(bankTransactions)
        .where(eq(bankTransactions.externalId, String(payload.id)));
      const asStaff = await post(`/api/payments/transactions/${row!.id}/match`, staff.headers, {
        orderCode: topUpCode,
      });
      expect(asStaff.statusCode).toBe(403);
      const wrong = await post(`/api/payments/transactions/${row!.id}/match`, admin, { orderCode: 'NAPZZZZZZZZ' });
      expect(wrong.statusCode).toBe(404);
      const matched = await post(`/api/payments/transactions/${row!.id}/match`, admin, {
        orderCode: topUpCode.toLowerCase(),
      });
      expect(matched.statusCode, matched.body).toBe(200);
      expect(matched.json()).toMatchObject({
        status: 'MATCHED',
        order: null,
        wallet: { userId: student.user.id, name: 'Nguyễn Văn An' },
      });
      expect((await walletOf(app, student.headers)).balance).toBe(30_000);
      const again = await post(`/api/payments/transactions/${row!.id}/match`, admin, { orderCode: topUpCode });
      expect(again.json().code).toBe('payments/transaction-already-matched');
      expect((await walletOf(app, student.headers)).balance).toBe(30_000);
      const audit = (await get('/api/audit-events?action=payment.matched-by-hand', admin)).json() as AuditEventPage;
      expect(audit.items.find((event) => event.target?.id === row!.id)?.details).toMatchObject({
        walletUserId: student.user.id,
        topUpCode,
        amount: 30_000,
      });
    });

    it('finds the code among look-alikes the bank glued together', () => {
      expect(topUpCodesIn('nap tien NAPK7Q2M9XZ')).toContain('NAPK7Q2M9XZ');
      expect(topUpCodesIn('MBVCB.1.nap-k7q2-m9xz')).toContain('NAPK7Q2M9XZ');
      expect(topUpCodesIn('chuyen tien giat')).toEqual([]);
    });
  });

  describe('withdrawals', () => {
    it('debit at once; the admin pays or rejects (money back), with audit lines and the student told', async () => {
      const student = await signedIn(app);
      await topUp(app, student.headers, 200_000);
      const tooMuch = await post('/api/wallet/withdrawals', student.headers, withdrawal(250_000));
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({
        code: 'wallet/insufficient-funds',
        message: 'Ví TSA chỉ còn 200.000 ₫, không đủ để rút 250.000 ₫',
      });
      const invalid = await post('/api/wallet/withdrawals', student.headers, {
        amount: 5_000,
        bankName: '',
        accountNumber: '12 34',
        accountName: '',
      });
      expect(Object.keys(invalid.json().fields).sort()).toEqual(['accountName', 'accountNumber', 'amount', 'bankName']);
      expect((await post('/api/wallet/withdrawals', staff.headers, withdrawal(50_000))).statusCode).toBe(403);

      const first = await post('/api/wallet/withdrawals', student.headers, withdrawal('50.000'));
      expect(first.statusCode, first.body).toBe(201);
      const paidOne = first.json() as Withdrawal;
      expect(paidOne).toMatchObject({ amount: 50_000, status: 'REQUESTED', accountName: 'NGUYEN VAN AN' });
      const second = (await post('/api/wallet/withdrawals', student.headers, withdrawal(70_000))).json() as Withdrawal;
      const wallet = await walletOf(app, student.headers);
      expect(wallet.balance).toBe(80_000);
      expect(wallet.pendingWithdrawals.map((w) => w.amount).sort()).toEqual([50_000, 70_000]);

      expect((await get('/api/wallet/withdrawals', student.headers)).statusCode).toBe(403);
      expect((await post(`/api/wallet/withdrawals/${paidOne.id}/paid`, staff.headers)).statusCode).toBe(403);
      const pending = (await get('/api/wallet/withdrawals?status=REQUESTED', admin)).json() as Withdrawal[];
      expect(pending.map((w) => w.id)).toEqual(expect.arrayContaining([paidOne.id, second.id]));

      const paid = await post(`/api/wallet/withdrawals/${paidOne.id}/paid`, admin);
      expect(paid.json()).toMatchObject({ status: 'PAID', handledBy: { role: 'ADMIN' } });
      expect((await post(`/api/wallet/withdrawals/${paidOne.id}/paid`, admin)).json().code).toBe(
        'wallet/withdrawal-handled',
      );
      const noReason = await post(`/api/wallet/withdrawals/${second.id}/reject`, admin, { reason: ' ' });
      expect(noReason.json().fields).toEqual({ reason: 'Vui lòng nhập lý do từ chối' });
      const rejected = await post(`/api/wallet/withdrawals/${second.id}/reject`, admin, {
        reason: 'Sai số tài khoản',
      });
      expect(rejected.json()).toMatchObject({ status: 'REJECTED', note: 'Sai số tài khoản' });
      expect((await post(`/api/wallet/withdrawals/${second.id}/paid`, admin)).statusCode).toBe(409);
      expect((await post('/api/wallet/withdrawals/00000000-0000-4000-8000-000000000000/paid', admin)).json().code).toBe(
        'wallet/withdrawal-not-found',
      );

      expect((await walletOf(app, student.headers)).balance).toBe(150_000);
      const statement = (await get('/api/wallet/entries?pageSize=2', student.headers)).json() as WalletEntryPage;
      expect(statement.total).toBe(4);
      expect(statement.items.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
        ['REFUND', 70_000, 150_000],
        ['WITHDRAWAL', -70_000, 80_000],
      ]);
      const titles = (await notificationsOf(app, student.user.id, 'WALLET')).map((n) => n.title);
      expect(titles).toEqual(
        expect.arrayContaining(['Đã chuyển 50.000 ₫ về tài khoản của bạn', 'Yêu cầu rút tiền bị từ chối']),
      );
      const audit = (await get('/api/audit-events?action=wallet', admin)).json() as AuditEventPage;
      const mine = audit.items.filter((event) => event.target?.id === student.user.id).map((e) => e.action);
      expect(mine.sort()).toEqual(['wallet.withdrawal-paid', 'wallet.withdrawal-rejected']);
      expect(await ledgerOf(app, student.user.id)).toMatchObject({ balance: 150_000, sum: 150_000 });
    });
  });

  describe('admin adjustments', () => {
    it('change a student’s balance with a reason and an audit line, never below zero; admins only', async () => {
      const student = await signedIn(app);
      const url = `/api/users/${student.user.id}/wallet`;
      expect((await get(url, student.headers)).statusCode).toBe(403);
      expect((await get(url, staff.headers)).statusCode).toBe(403);
      expect((await post(`${url}/adjustments`, student.headers, { amount: 1000, reason: 'x' })).statusCode).toBe(403);
      expect((await get(`/api/users/${staff.user.id}/wallet`, admin)).json().code).toBe('wallet/not-a-student');
      expect(
        (await post(`/api/users/${staff.user.id}/wallet/adjustments`, admin, { amount: 1000, reason: 'x' })).json()
          .code,
      ).toBe('wallet/not-a-student');
      expect((await get('/api/users/00000000-0000-4000-8000-000000000000/wallet', admin)).statusCode).toBe(404);

      const missing = await post(`${url}/adjustments`, admin, { amount: 0, reason: '' });
      expect(missing.json().fields).toEqual({
        amount: 'Số tiền điều chỉnh phải khác 0',
        reason: 'Vui lòng nhập lý do điều chỉnh',
      });
      const credited = await post(`${url}/adjustments`, admin, { amount: 40_000, reason: 'Bồi thường áo bị phai màu' });
      expect(credited.statusCode, credited.body).toBe(200);
      expect(credited.json()).toMatchObject({ balance: 40_000 });
      const below = await post(`${url}/adjustments`, admin, { amount: -50_000, reason: 'Trừ nhầm' });
      expect(below.statusCode).toBe(409);
      expect(below.json()).toMatchObject({ code: 'wallet/insufficient-funds' });
      const debited = await post(`${url}/adjustments`, admin, { amount: -15_000, reason: 'Cộng nhầm hôm qua' });
      const view = debited.json() as AdminWallet;
      expect(view.balance).toBe(25_000);
      expect(view.entries.map((e) => [e.kind, e.amount, e.note])).toEqual([
        ['ADJUSTMENT', -15_000, 'Cộng nhầm hôm qua'],
        ['ADJUSTMENT', 40_000, 'Bồi thường áo bị phai màu'],
      ]);
      expect((await walletOf(app, student.headers)).balance).toBe(25_000);
      const audit = (await get('/api/audit-events?action=wallet.adjusted', admin)).json() as AuditEventPage;
      expect(audit.items.filter((event) => event.target?.id === student.user.id).map((event) => event.details)).toEqual(
        [
          expect.objectContaining({ amount: -15_000, reason: 'Cộng nhầm hôm qua', balanceAfter: 25_000 }),
          expect.objectContaining({ amount: 40_000, reason: 'Bồi thường áo bị phai màu', balanceAfter: 40_000 }),
        ],
      );
      const told = await notificationsOf(app, student.user.id, 'WALLET');
      expect(told.map((n) => n.title)).toEqual(['Ví TSA được cộng 40.000 ₫', 'Ví TSA được trừ 15.000 ₫']);
    });
  });

  describe('concurrent debits', () => {
    it('ten withdrawals at once that together exceed the balance: never below zero, balance = sum of entries', async () => {
      const student = await signedIn(app);
      await topUp(app, student.headers, 100_000);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post('/api/wallet/withdrawals', student.headers, withdrawal(15_000))),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(6);
      expect(codes.filter((c) => c === 409)).toHaveLength(4);
      const ledger = await ledgerOf(app, student.user.id);
      expect(ledger.balance).toBe(10_000);
      expect(ledger.sum).toBe(10_000);
      expect(ledger.entries.every((e) => e.balanceAfter >= 0)).toBe(true);
      const wallet: Wallet = await walletOf(app, student.headers);
      expect(wallet.pendingWithdrawals).toHaveLength(6);
    });
  });
});

describe('ví TSA before the shop has a bank account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows the balance and code, but gives no top-up QR', async () => {
    const student = await signedIn(app);
    const wallet = await walletOf(app, student.headers);
    expect(wallet).toMatchObject({ balance: 0, bank: null, accountNumber: '', automaticConfirmation: false });
    const qr = await app.inject({ method: 'GET', url: '/api/wallet/top-up?amount=50000', headers: student.headers });
    expect(qr.statusCode).toBe(409);
    expect(qr.json().code).toBe('wallet/transfer-unavailable');
  });
});
