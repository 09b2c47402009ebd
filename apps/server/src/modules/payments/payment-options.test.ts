import type { Order, OrderDetail, OrderPage } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  catalogue,
  KG,
  placeOrder,
  setBankAccount,
  signedIn,
  tomorrow,
  type Headers,
} from '../../test/orders';

/**
 * Payment options follow the shop's set-up (issue #31): no transfer before a bank account, the
 * QR's promise of automatic confirmation only with the bank-notification key, and a student's
 * "Tôi đã chuyển khoản" as its own state in the staff's lists.
 */
describe('payment options and transfer claims', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let student: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    staff = await signedIn(app, { role: 'STAFF' });
    student = await signedIn(app, { firstName: 'Mai', lastName: 'Đặng Thị' });
  });
  afterAll(async () => app.close());

  const options = (headers?: Headers) => app.inject({ method: 'GET', url: '/api/payments/options', headers });
  const list = async (query: string, headers: Headers = admin) => {
    const response = await app.inject({ method: 'GET', url: `/api/orders?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OrderPage;
  };
  const codes = (page: OrderPage) => page.items.map((item: Order) => item.code);

  describe('before the shop has a bank account', () => {
    it('tells every signed-in role that transfer is not offered, and nobody else', async () => {
      expect((await options()).statusCode).toBe(401);
      for (const headers of [student.headers, staff.headers, admin]) {
        const answer = await options(headers);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ bankTransfer: false, automaticConfirmation: false });
      }
    });

    it('refuses an order paid by transfer with a Vietnamese message and a stable code, cash still works', async () => {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: student.headers,
        payload: await validOrder({ paymentMethod: 'BANK_TRANSFER' }),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'payments/transfer-unavailable',
        message: 'Cửa hàng chưa có tài khoản nhận chuyển khoản. Vui lòng chọn thanh toán tiền mặt',
        fields: { paymentMethod: 'Cửa hàng chưa có tài khoản nhận chuyển khoản, vui lòng chọn tiền mặt' },
      });
      // An admin's walk-in order follows the same rule.
      const walkIn = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: admin,
        payload: await validOrder({ paymentMethod: 'BANK_TRANSFER', studentId: student.user.id }),
      });
      expect(walkIn.json().code).toBe('payments/transfer-unavailable');
      expect((await list(`studentId=${student.user.id}`)).total).toBe(0);
      expect((await placeOrder(app, student.headers, { paymentMethod: 'CASH' })).paymentMethod).toBe('CASH');
    });
  });

  describe('with an account but no bank-notification key', () => {
    it('offers transfer, and the instructions say a person confirms it', async () => {
      await setBankAccount(app, admin);
      expect((await options(student.headers)).json()).toEqual({ bankTransfer: true, automaticConfirmation: false });
      const placed = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
      expect(placed.payment.transfer).toMatchObject({ bank: { bin: '970436' }, automaticConfirmation: false });
    });
  });

  describe('with the key as well', () => {
    it('says payments are confirmed automatically', async () => {
      await setBankAccount(app, admin, { webhookSecret: 'sepay-khoa-bi-mat-2026-abcdef' });
      expect((await options(student.headers)).json()).toEqual({ bankTransfer: true, automaticConfirmation: true });
      const placed = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
      const detail = (
        await app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: student.headers })
      ).json() as OrderDetail;
      expect(detail.payment.transfer).toMatchObject({ automaticConfirmation: true });
    });
  });

  describe('a transfer the student says was sent', () => {
    it('shows in the list as its own state, with a filter that separates it from unpaid and paid orders', async () => {
      const claimed = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
      const unpaid = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
      const paid = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
      for (const { id } of [claimed, unpaid, paid]) await advanceTo(app, staff.headers, id, 'WASHING');
      const claim = await app.inject({
        method: 'POST',
        url: `/api/orders/${claimed.id}/transfer-claim`,
        headers: student.headers,
      });
      expect(claim.statusCode, claim.body).toBe(200);
      await app.inject({
        method: 'PATCH',
        url: `/api/orders/${paid.id}/payment`,
        headers: staff.headers,
        payload: { paymentStatus: 'PAID' },
      });

      const all = await list(`studentId=${student.user.id}&pageSize=100`);
      const row = all.items.find((item) => item.id === claimed.id)!;
      expect(row).toMatchObject({ paymentStatus: 'UNPAID', transferClaimedAt: expect.any(String) });
      expect(all.items.find((item) => item.id === unpaid.id)!.transferClaimedAt).toBeNull();

      const waiting = await list('paymentStatus=TRANSFER_CLAIMED');
      expect(codes(waiting)).toEqual([claimed.code]);
      expect(waiting.total).toBe(1);
      const notClaimed = codes(await list(`paymentStatus=UNPAID&studentId=${student.user.id}&pageSize=100`));
      expect(notClaimed).toContain(unpaid.code);
      expect(notClaimed).not.toContain(claimed.code);
      expect(codes(await list('paymentStatus=PAID'))).toEqual([paid.code]);
      // Staff see it too; a student's own list filters only their own orders.
      expect(codes(await list('paymentStatus=TRANSFER_CLAIMED', staff.headers))).toEqual([claimed.code]);
      const other = await signedIn(app);
      expect((await list('paymentStatus=TRANSFER_CLAIMED', other.headers)).total).toBe(0);

      const bad = await app.inject({ method: 'GET', url: '/api/orders?paymentStatus=CLAIMED', headers: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('TRANSFER_CLAIMED');

      // The CSV export says it in words.
      const csv = await app.inject({
        method: 'GET',
        url: '/api/orders/export.csv?paymentStatus=TRANSFER_CLAIMED',
        headers: admin,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body).toContain('Chờ kiểm tra chuyển khoản');

      // Once the money is confirmed the order leaves the filter.
      await app.inject({
        method: 'PATCH',
        url: `/api/orders/${claimed.id}/payment`,
        headers: admin,
        payload: { paymentStatus: 'PAID' },
      });
      expect((await list('paymentStatus=TRANSFER_CLAIMED')).total).toBe(0);
    });
  });

  async function validOrder(extra: Record<string, unknown>) {
    const services = await catalogue(app);
    return {
      items: [{ serviceId: services[KG]!.id, quantity: 4 }],
      pickupDate: tomorrow(),
      pickupSlot: '17-19',
      ...extra,
    };
  }
});
