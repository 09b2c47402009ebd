import type { OrderDetail } from '@tsa/shared';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransactions } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { advanceTo, placeOrder, setBankAccount, signedIn } from '../../test/orders';

const SECRET = 'sepay-khoa-bi-mat-2026-kiem-tra';

describe('the bank notification refuses what it cannot store', () => {
  let app: FastifyInstance;
  let bankId = 5000;

  beforeAll(async () => {
    app = await createTestApp();
    await setBankAccount(app, await authHeader(app, await testAdmin(app)), { webhookSecret: SECRET });
  });
  afterAll(async () => app.close());

  const notification = (content: string, amount: number) => ({
    id: ++bankId,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-21 10:15:00',
    accountNumber: '0123456789',
    content,
    transferType: 'in',
    transferAmount: amount,
    referenceCode: `FT${bankId}`,
  });
  const post = (raw: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { authorization: `Apikey ${SECRET}`, 'content-type': 'application/json' },
      payload: raw,
    });
  const stored = async () => (await app.database.db.select({ n: count() }).from(bankTransactions))[0]!.n;

  it.each([
    ['2^31', 2 ** 31],
    ['1e15', 1e15],
    ['over 1.000.000.000 ₫', 1_000_000_001],
    ['zero', 0],
  ])('answers 400 for an amount of %s and stores nothing', async (_, amount) => {
    const before = await stored();
    const response = await post(JSON.stringify(notification('TSA2611210001', amount)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { transferAmount: expect.any(String) },
    });
    expect(await stored()).toBe(before);
  });

  it('answers 400 for a body nested 5,000 levels deep and stores nothing', async () => {
    const before = await stored();
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const raw = JSON.stringify(notification('TSA2611210001', 60_000)).replace(/}$/, `,"extra":${deep}}`);
    const response = await post(raw);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'request/too-deeply-nested',
      message: expect.stringMatching(/lồng/),
    });
    expect(await stored()).toBe(before);
  });

  it.each(['__proto__', 'constructor'])(
    'refuses a "%s" key like every other route, and stores nothing',
    async (key) => {
      const before = await stored();
      const poisoned =
        key === '__proto__' ? '{"__proto__":{"admin":true}}' : '{"constructor":{"prototype":{"admin":true}}}';
      const raw = JSON.stringify(notification('TSA2611210001', 60_000)).replace(/}$/, `,"extra":${poisoned}}`);
      const response = await post(raw);
      expect(response.statusCode, response.body).toBe(400);
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"a@b.vn","password":"x","extra":${poisoned}}`,
      });
      expect(response.json()).toEqual(elsewhere.json());
      expect(await stored()).toBe(before);
    },
  );

  it('still pays an order from a normal notification', async () => {
    const staff = await signedIn(app, { role: 'STAFF' });
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    await advanceTo(app, staff.headers, order.id, 'WASHING');
    const response = await post(JSON.stringify(notification(order.code, 60_000)));
    expect(response.json()).toEqual({ success: true, result: 'MATCHED', orderCode: order.code });
    const detail = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: student.headers })
    ).json() as OrderDetail;
    expect(detail.paymentStatus).toBe('PAID');
  });
});
