import type { AuditEventPage, CashDay, DeliveryTask, MyCash, OrderDetail } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  historyRows,
  notificationsOf,
  placeOrder,
  signedIn,
  today,
  tomorrow,
  type Headers,
  setBankAccount,
} from '../../test/orders';

describe('cash at the door and the rules that protect the money', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let student: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    await setBankAccount(app, admin);
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Tâm', lastName: 'Đỗ Văn' });
    student = await signedIn(app);
  });
  afterAll(async () => app.close());

  const assign = async (orderId: string, type: 'PICKUP' | 'DROPOFF', scheduledDate = today()) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: admin,
      payload: { orderId, type, staffId: staff.user.id, scheduledDate, slot: '19-21' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as DeliveryTask;
  };
  const progress = (id: string, payload: Record<string, unknown>, headers: Headers = staff.headers) =>
    app.inject({ method: 'PATCH', url: `/api/deliveries/${id}/status`, headers, payload });
  /** The audit log's events of one kind about one thing, as an admin reads them. */
  const audited = async (action: string, targetId: string) => {
    const page = (
      await app.inject({ method: 'GET', url: `/api/audit-events?action=${action}&pageSize=100`, headers: admin })
    ).json() as AuditEventPage;
    return page.items.filter((event) => event.target?.id === targetId);
  };
  const detail = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin })).json() as OrderDetail;

  it('completing a cash drop-off records the cash with who collected it, for their day and the reconciliation', async () => {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'READY');
    const task = await assign(order.id, 'DROPOFF');
    // What the staff member's card asks for at the door: the weighed total, nothing paid yet.
    expect(task.order.due).toBe(60_000);
    expect((await progress(task.id, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    const asked = await progress(task.id, { status: 'DONE' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().code).toBe('payments/cash-required');
    expect((await detail(order.id)).status).toBe('DELIVERING');
    expect((await progress(task.id, { status: 'DONE', cashCollected: 60_000 })).statusCode).toBe(200);
    const done = await detail(order.id);
    expect(done).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAID', payment: { paidAmount: 60_000 } });
    expect(done.payment.payments[0]).toMatchObject({
      method: 'CASH',
      source: 'CASH_AT_DOOR',
      amount: 60_000,
      recordedBy: { id: staff.user.id },
    });

    const mine = (
      await app.inject({ method: 'GET', url: '/api/payments/cash/me', headers: staff.headers })
    ).json() as MyCash;
    expect(mine).toMatchObject({ date: today(), total: 60_000, collections: [{ code: order.code, amount: 60_000 }] });
    const days = (await app.inject({ method: 'GET', url: '/api/payments/cash', headers: admin })).json() as CashDay[];
    expect(days).toEqual([
      { date: today(), staff: { id: staff.user.id, name: 'Đỗ Văn Tâm', role: 'STAFF' }, total: 60_000, count: 1 },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/payments/cash', headers: staff.headers })).statusCode).toBe(
      403,
    );
  });

  it('completing a cash order by hand (no drop-off task) asks the same "Đã thu … ₫?"', async () => {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'DELIVERING');
    const complete = (payload: Record<string, unknown>, headers: Headers = admin) =>
      app.inject({ method: 'PATCH', url: `/api/orders/${order.id}/status`, headers, payload });
    const asked = await complete({ status: 'COMPLETED' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({
      code: 'payments/cash-required',
      fields: { cashCollected: 'Vui lòng nhập số tiền mặt đã thu' },
    });
    expect((await detail(order.id)).status).toBe('DELIVERING');
    const done = await complete({ status: 'COMPLETED', cashCollected: 60_000 });
    expect(done.statusCode, done.body).toBe(200);
    const paid = done.json() as OrderDetail;
    expect(paid).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAID', payment: { paidAmount: 60_000 } });
    expect(paid.payment.payments).toMatchObject([
      { method: 'CASH', source: 'CASH_AT_DOOR', amount: 60_000, recordedBy: { role: 'ADMIN' } },
    ]);
    expect(paid.history.filter((row) => row.kind === 'PAYMENT').map((row) => row.note)).toEqual([
      'Đã thu tiền mặt 60.000 ₫ khi giao đồ',
    ]);
    const told = await notificationsOf(app, student.user.id, 'ORDER_PAYMENT');
    expect(told.map((n) => n.title)).toContain(`Đơn ${order.code}: Đã thanh toán`);

    // Nothing collected is an answer too: the order completes unpaid and the history says so.
    const unpaid = await placeOrder(app, student.headers);
    await advanceTo(app, staff.headers, unpaid.id, 'DELIVERING');
    const none = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${unpaid.id}/status`,
      headers: staff.headers,
      payload: { status: 'COMPLETED', cashCollected: 0 },
    });
    expect(none.json()).toMatchObject({ status: 'COMPLETED', paymentStatus: 'UNPAID', payment: { paidAmount: 0 } });
    expect((none.json() as OrderDetail).history.at(-2)).toMatchObject({
      kind: 'PAYMENT',
      note: 'Giao đồ nhưng chưa thu được tiền mặt',
    });

    // A transfer order is not asked.
    const transfer = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    await advanceTo(app, admin, transfer.id, 'DELIVERING');
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${transfer.id}/status`,
      headers: admin,
      payload: { status: 'COMPLETED' },
    });
    expect(completed.json()).toMatchObject({ status: 'COMPLETED', paymentStatus: 'UNPAID' });
  });

  it('a pickup cannot start before its day, unless an admin overrides it (kept in the history)', async () => {
    const order = await placeOrder(app, student.headers, { pickupDate: tomorrow() });
    const task = await assign(order.id, 'PICKUP', tomorrow());
    const early = await progress(task.id, { status: 'IN_PROGRESS' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('deliveries/too-early');
    expect(early.json().message).toContain('chưa thể bắt đầu hôm nay');
    const adminWithout = await progress(task.id, { status: 'IN_PROGRESS' }, admin);
    expect(adminWithout.statusCode).toBe(409);
    const staffOverride = await progress(task.id, { status: 'IN_PROGRESS', override: true });
    expect(staffOverride.statusCode).toBe(409);
    expect((await progress(task.id, { status: 'IN_PROGRESS', override: true }, admin)).statusCode).toBe(200);
    const notes = (await historyRows(app, order.id)).map((row) => row.note);
    expect(notes.some((note) => note?.startsWith('Quản trị viên cho lấy đồ sớm'))).toBe(true);
    // Only the admin's override is audited, once; the refused attempts left nothing.
    const events = await audited('delivery.start-override', task.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { email: expect.stringContaining('@') },
      details: { code: order.code, scheduledDate: tomorrow(), on: today() },
    });
  });

  it('an admin may mark an order paid before weighing only with override and a reason', async () => {
    const order = await placeOrder(app, student.headers);
    const url = `/api/orders/${order.id}/payment`;
    const byStaff = await app.inject({
      method: 'PATCH',
      url,
      headers: staff.headers,
      payload: { paymentStatus: 'PAID', override: true, note: 'Trả trước' },
    });
    expect(byStaff.json().code).toBe('payments/admin-only');
    const noReason = await app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { paymentStatus: 'PAID', override: true },
    });
    expect(noReason.json().code).toBe('payments/reason-required');
    const ok = await app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { paymentStatus: 'PAID', override: true, note: 'Sinh viên trả trước tại quầy' },
    });
    expect(ok.json()).toMatchObject({ paymentStatus: 'PAID', payment: { paidAmount: 60_000 } });
    expect(ok.json().history.at(-1).note).toContain('trước khi cân (ngoại lệ). Lý do: Sinh viên trả trước tại quầy');
    const events = await audited('payment.override', order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ details: { code: order.code, reason: 'Sinh viên trả trước tại quầy' } });
  });

  it('an admin reverses a payment with a reason: history, the student told, the audit log', async () => {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, staff.headers, order.id, 'WASHING');
    const url = `/api/orders/${order.id}/payment`;
    await app.inject({ method: 'PATCH', url, headers: staff.headers, payload: { paymentStatus: 'PAID' } });
    const byStaff = await app.inject({
      method: 'PATCH',
      url,
      headers: staff.headers,
      payload: { paymentStatus: 'UNPAID', note: 'Nhầm' },
    });
    expect(byStaff.json().code).toBe('payments/admin-only');
    expect(await audited('payment.reversed', order.id)).toEqual([]);
    const reversed = await app.inject({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { paymentStatus: 'UNPAID', note: 'Hoàn tiền cho sinh viên' },
    });
    expect(reversed.json()).toMatchObject({ paymentStatus: 'UNPAID', payment: { paidAmount: 0 } });
    expect(reversed.json().history.at(-1).note).toBe(
      'Hủy ghi nhận thanh toán 60.000 ₫. Lý do: Hoàn tiền cho sinh viên',
    );
    const told = await notificationsOf(app, student.user.id);
    expect(told.map((n) => n.body)).toContain(
      'Khoản thanh toán 60.000 ₫ đã được hủy ghi nhận. Lý do: Hoàn tiền cho sinh viên',
    );
    const events = await audited('payment.reversed', order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ details: { amount: 60_000, reason: 'Hoàn tiền cho sinh viên' } });
  });
});
