import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { advanceTo, notificationsOf, placeOrder, setStatus, signedIn, type Headers } from '../../test/orders';

describe('cancelling and paying', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app);
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Bình', lastName: 'Lê Văn' });
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  const get = (id: string, headers: Headers = admin) =>
    app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
  const cancel = (id: string, headers: Headers | undefined, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers, payload });

  describe('cancelling', () => {
    it('lets a student cancel their own order while PENDING or CONFIRMED, with an optional reason', async () => {
      const pending = await placeOrder(app, student.headers);
      const noReason = await cancel(pending.id, student.headers);
      expect(noReason.statusCode).toBe(200);
      expect(noReason.json()).toMatchObject({ status: 'CANCELLED', cancelReason: null });

      const confirmed = await placeOrder(app, student.headers);
      await advanceTo(app, staff.headers, confirmed.id, 'CONFIRMED');
      const withReason = await cancel(confirmed.id, student.headers, { reason: 'Đổi lịch về quê' });
      expect(withReason.statusCode).toBe(200);
      const detail = withReason.json();
      expect(detail.cancelReason).toBe('Đổi lịch về quê');
      expect(detail.history.at(-1)).toMatchObject({
        from: 'CONFIRMED',
        to: 'CANCELLED',
        note: 'Đổi lịch về quê',
        by: { id: student.user.id },
      });
      const [notification] = (await notificationsOf(app, student.user.id)).filter(
        (n) => n.title === `Đơn ${confirmed.code}: Đã hủy`,
      );
      expect(notification!.body).toContain('Lý do: Đổi lịch về quê');
    });

    it('refuses a student once the laundry is picked up', async () => {
      const order = await placeOrder(app, student.headers);
      await advanceTo(app, staff.headers, order.id, 'PICKED_UP');
      const response = await cancel(order.id, student.headers, { reason: 'Muộn quá' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('Không thể chuyển đơn từ "Đã lấy đồ" sang "Đã hủy"');
      expect((await get(order.id)).json().status).toBe('PICKED_UP');
    });

    it('lets an admin cancel before completion, with a reason', async () => {
      const order = await placeOrder(app, student.headers);
      await advanceTo(app, staff.headers, order.id, 'DELIVERING');
      const noReason = await cancel(order.id, admin, {});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({
        code: 'orders/cancel-reason-required',
        message: 'Vui lòng nhập lý do hủy đơn',
      });
      const blank = await cancel(order.id, admin, { reason: '   ' });
      expect(blank.statusCode).toBe(400);
      const ok = await cancel(order.id, admin, { reason: 'Sinh viên đã chuyển phòng' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'CANCELLED', cancelReason: 'Sinh viên đã chuyển phòng' });

      const done = await placeOrder(app, student.headers);
      await advanceTo(app, staff.headers, done.id, 'COMPLETED');
      const late = await cancel(done.id, admin, { reason: 'Nhầm' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Không thể chuyển đơn từ "Hoàn thành" sang "Đã hủy"');
      const twice = await cancel(order.id, admin, { reason: 'Lần nữa' });
      expect(twice.statusCode).toBe(409);
    });

    it('is not for staff, other students, or the status endpoint', async () => {
      const order = await placeOrder(app, student.headers);
      expect((await cancel(order.id, staff.headers, { reason: 'x' })).statusCode).toBe(403);
      const other = await signedIn(app);
      const foreign = await cancel(order.id, other.headers, { reason: 'x' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'orders/not-found', message: 'Không tìm thấy đơn hàng' });
      const viaStatus = await setStatus(app, admin, order.id, 'CANCELLED');
      expect(viaStatus.statusCode).toBe(409);
      expect(viaStatus.json().message).toBe(
        'Không thể chuyển đơn từ "Chờ xác nhận" sang "Đã hủy". Hãy dùng chức năng hủy đơn',
      );
      expect((await cancel(order.id, undefined, { reason: 'x' })).statusCode).toBe(401);
      const long = await cancel(order.id, student.headers, { reason: 'x'.repeat(281) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields.reason).toBe('Lý do hủy tối đa 280 ký tự');
      expect((await get(order.id)).json().status).toBe('PENDING');
    });
  });

  describe('payment', () => {
    it('is recorded by staff once weighed, dated, told to the student, and reversed only by an admin with a reason', async () => {
      const order = await placeOrder(app, student.headers);
      const early = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/payment`,
        headers: staff.headers,
        payload: { paymentStatus: 'PAID' },
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('payments/final-total-unknown');
      await advanceTo(app, staff.headers, order.id, 'WASHING');
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/payment`,
        headers: staff.headers,
        payload: { paymentStatus: 'PAID', paymentMethod: 'BANK_TRANSFER' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ paymentStatus: 'PAID', paymentMethod: 'BANK_TRANSFER' });
      expect(Date.parse(response.json().paidAt)).not.toBeNaN();
      const paid = (await notificationsOf(app, student.user.id, 'ORDER_PAYMENT')).filter(
        (n) => n.title === `Đơn ${order.code}: Đã thanh toán`,
      );
      expect(paid).toHaveLength(1);

      const url = `/api/orders/${order.id}/payment`;
      const byStaff = await app.inject({
        method: 'PATCH',
        url,
        headers: staff.headers,
        payload: { paymentStatus: 'UNPAID', note: 'Nhầm' },
      });
      expect(byStaff.json().code).toBe('payments/admin-only');
      const noReason = await app.inject({ method: 'PATCH', url, headers: admin, payload: { paymentStatus: 'UNPAID' } });
      expect(noReason.json().code).toBe('payments/reason-required');
      const undo = await app.inject({
        method: 'PATCH',
        url,
        headers: admin,
        payload: { paymentStatus: 'UNPAID', note: 'Ghi nhầm đơn' },
      });
      expect(undo.json()).toMatchObject({ paymentStatus: 'UNPAID', paidAt: null, payment: { paidAmount: 0 } });
      expect(undo.json().payment.payments[0]).toMatchObject({ reverseReason: 'Ghi nhầm đơn' });
      expect(undo.json().history.at(-1)).toMatchObject({
        kind: 'PAYMENT',
        note: expect.stringContaining('Ghi nhầm đơn'),
      });
    });

    it('is refused to students, for cancelled orders and for unknown statuses', async () => {
      const order = await placeOrder(app, student.headers);
      const url = `/api/orders/${order.id}/payment`;
      const byStudent = await app.inject({
        method: 'PATCH',
        url,
        headers: student.headers,
        payload: { paymentStatus: 'PAID' },
      });
      expect(byStudent.statusCode).toBe(403);
      const bad = await app.inject({
        method: 'PATCH',
        url,
        headers: staff.headers,
        payload: { paymentStatus: 'MAYBE' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.paymentStatus).toBe('Trạng thái thanh toán phải là UNPAID hoặc PAID');
      await cancel(order.id, student.headers);
      const cancelled = await app.inject({
        method: 'PATCH',
        url,
        headers: staff.headers,
        payload: { paymentStatus: 'PAID' },
      });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().code).toBe('orders/payment-not-allowed');
    });
  });
});
