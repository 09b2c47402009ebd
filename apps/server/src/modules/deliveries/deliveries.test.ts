import { addDays, type DeliveryTask, type OrderDetail } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { advanceTo, historyRows, notificationsOf, placeOrder, signedIn, today, type Headers } from '../../test/orders';

describe('pickup and drop-off tasks', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let adminId: string;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let staffA: Awaited<ReturnType<typeof signedIn>>;
  let staffB: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    const adminUser = await testAdmin(app);
    adminId = adminUser.id;
    admin = await authHeader(app, adminUser);
    student = await signedIn(app, {
      firstName: 'Hoa',
      lastName: 'Võ Thị',
      dormitory: 'KTX Khu A',
      building: 'A3',
      room: '207',
    });
    staffA = await signedIn(app, { role: 'STAFF', firstName: 'Tâm', lastName: 'Đỗ Văn' });
    staffB = await signedIn(app, { role: 'STAFF', firstName: 'Phúc', lastName: 'Hồ Minh' });
  });
  afterAll(async () => app.close());

  const assign = (payload: Record<string, unknown>, headers: Headers = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers,
      payload: { staffId: staffA.user.id, scheduledDate: today(), slot: '17-19', ...payload },
    });
  const progress = (id: string, headers: Headers, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/deliveries/${id}/status`, headers, payload });
  const orderOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin })).json() as OrderDetail;

  async function pickupTask(order?: OrderDetail): Promise<{ order: OrderDetail; task: DeliveryTask }> {
    const placed = order ?? (await placeOrder(app, student.headers));
    const response = await assign({ orderId: placed.id, type: 'PICKUP' });
    expect(response.statusCode, response.body).toBe(201);
    return { order: placed, task: response.json() };
  }

  async function dropoffTask(): Promise<{ order: OrderDetail; task: DeliveryTask }> {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'READY');
    const response = await assign({ orderId: order.id, type: 'DROPOFF' });
    expect(response.statusCode, response.body).toBe(201);
    return { order, task: response.json() };
  }

  describe('assigning', () => {
    it('gives a pending order a pickup, confirms it, and tells the student and the staff member', async () => {
      const { order, task } = await pickupTask();
      expect(task).toMatchObject({
        type: 'PICKUP',
        status: 'ASSIGNED',
        scheduledDate: today(),
        slot: '17-19',
        reason: null,
        staff: { id: staffA.user.id, name: 'Đỗ Văn Tâm', phoneNumber: '0912345678' },
        order: {
          id: order.id,
          code: order.code,
          status: 'CONFIRMED',
          studentName: 'Võ Thị Hoa',
          address: { dormitory: 'KTX Khu A', building: 'A3', room: '207', phoneNumber: '0912345678' },
        },
      });
      const detail = await orderOf(order.id);
      expect(detail.status).toBe('CONFIRMED');
      expect(detail.history.at(-1)).toMatchObject({
        from: 'PENDING',
        to: 'CONFIRMED',
        by: { id: adminId },
        note: expect.stringContaining('Nhân viên Đỗ Văn Tâm sẽ đến lấy đồ khung 17:00–19:00 ngày'),
      });
      expect(detail.deliveries).toEqual([expect.objectContaining({ id: task.id, type: 'PICKUP', status: 'ASSIGNED' })]);
      const confirmed = (await notificationsOf(app, student.user.id)).filter(
        (n) => n.title === `Đơn ${order.code}: Đã xác nhận`,
      );
      expect(confirmed).toHaveLength(1);
      const [assigned] = (await notificationsOf(app, staffA.user.id, 'DELIVERY_ASSIGNED')).filter((n) =>
        n.title.includes(order.code),
      );
      expect(assigned).toMatchObject({
        title: `Nhiệm vụ mới: Lấy đồ đơn ${order.code}`,
        link: `/staff/delivery?id=${task.id}`,
      });
      expect(assigned!.body).toContain('KTX Khu A, tòa A3, phòng 207');
    });

    it('keeps one open task per order and type, and only for orders at the right step', async () => {
      const { order } = await pickupTask();
      const again = await assign({ orderId: order.id, type: 'PICKUP', staffId: staffB.user.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'deliveries/already-assigned',
        message: `Đơn ${order.code} đã có nhiệm vụ lấy đồ đang thực hiện`,
      });
      const dropoff = await assign({ orderId: order.id, type: 'DROPOFF' });
      expect(dropoff.statusCode).toBe(409);
      expect(dropoff.json()).toMatchObject({
        code: 'deliveries/order-not-eligible',
        message: `Đơn ${order.code} đang ở trạng thái "Đã xác nhận", không thể phân công giao đồ`,
      });
      const washing = await placeOrder(app, student.headers);
      await advanceTo(app, admin, washing.id, 'WASHING');
      const late = await assign({ orderId: washing.id, type: 'PICKUP' });
      expect(late.json().message).toBe(`Đơn ${washing.code} đang ở trạng thái "Đang giặt", không thể phân công lấy đồ`);
    });

    it('assigns only to active staff, on a day from today to two weeks ahead', async () => {
      const order = await placeOrder(app, student.headers);
      const toStudent = await assign({ orderId: order.id, type: 'PICKUP', staffId: student.user.id });
      expect(toStudent.statusCode).toBe(400);
      expect(toStudent.json()).toMatchObject({
        code: 'deliveries/invalid-staff',
        fields: { staffId: 'Vui lòng chọn nhân viên đang hoạt động' },
      });
      const banned = await signedIn(app, { role: 'STAFF', status: 'BANNED' });
      expect((await assign({ orderId: order.id, type: 'PICKUP', staffId: banned.user.id })).json().code).toBe(
        'deliveries/invalid-staff',
      );
      const past = await assign({ orderId: order.id, type: 'PICKUP', scheduledDate: addDays(today(), -1) });
      expect(past.json()).toMatchObject({ statusCode: 400, code: 'deliveries/date-in-past' });
      const far = await assign({ orderId: order.id, type: 'PICKUP', scheduledDate: addDays(today(), 15) });
      expect(far.json()).toMatchObject({ statusCode: 400, code: 'deliveries/date-too-far' });
      const unknown = await assign({ orderId: '00000000-0000-4000-8000-000000000000', type: 'PICKUP' });
      expect(unknown.statusCode).toBe(404);
      const badType = await assign({ orderId: order.id, type: 'PARCEL' });
      expect(badType.json().fields.type).toBe('Loại nhiệm vụ phải là PICKUP (lấy đồ) hoặc DROPOFF (giao đồ)');
      const byAdmin = await assign({ orderId: order.id, type: 'PICKUP', staffId: adminId, scheduledDate: today() });
      expect(byAdmin.statusCode).toBe(201);
      expect((await orderOf(order.id)).status).toBe('CONFIRMED');
    });

    it('is for admins only', async () => {
      const order = await placeOrder(app, student.headers);
      expect((await assign({ orderId: order.id, type: 'PICKUP' }, staffA.headers)).statusCode).toBe(403);
      expect((await assign({ orderId: order.id, type: 'PICKUP' }, student.headers)).statusCode).toBe(403);
      expect((await assign({ orderId: order.id, type: 'PICKUP' }, {} as Headers)).statusCode).toBe(401);
      expect((await orderOf(order.id)).status).toBe('PENDING');
    });

    it('lets only one of two simultaneous assignments of the same order win', async () => {
      const order = await placeOrder(app, student.headers);
      const responses = await Promise.all([
        assign({ orderId: order.id, type: 'PICKUP' }),
        assign({ orderId: order.id, type: 'PICKUP', staffId: staffB.user.id }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect((await orderOf(order.id)).deliveries).toHaveLength(1);
      expect((await historyRows(app, order.id)).map((h) => h.toStatus)).toEqual(['PENDING', 'CONFIRMED']);
    });
  });

  describe('doing the round', () => {
    it('a done pickup moves the order to PICKED_UP', async () => {
      const { order, task } = await pickupTask();
      const started = await progress(task.id, staffA.headers, { status: 'IN_PROGRESS' });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ status: 'IN_PROGRESS', order: { status: 'CONFIRMED' } });
      expect(Date.parse(started.json().startedAt)).not.toBeNaN();
      const done = await progress(task.id, staffA.headers, { status: 'DONE' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ status: 'DONE', order: { status: 'PICKED_UP' } });
      expect(Date.parse(done.json().finishedAt)).not.toBeNaN();
      const detail = await orderOf(order.id);
      expect(detail.history.at(-1)).toMatchObject({
        from: 'CONFIRMED',
        to: 'PICKED_UP',
        by: { id: staffA.user.id, role: 'STAFF' },
      });
      const told = (await notificationsOf(app, student.user.id)).filter(
        (n) => n.title === `Đơn ${order.code}: Đã lấy đồ`,
      );
      expect(told).toHaveLength(1);

      const reopened = await progress(task.id, staffA.headers, { status: 'IN_PROGRESS' });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json()).toMatchObject({
        code: 'deliveries/invalid-transition',
        message: 'Không thể chuyển nhiệm vụ từ "Hoàn thành" sang "Đang thực hiện"',
      });
    });

    it('a started drop-off makes the order DELIVERING, a done one COMPLETED', async () => {
      const { order, task } = await dropoffTask();
      const skip = await progress(task.id, staffA.headers, { status: 'DONE' });
      expect(skip.statusCode).toBe(409);
      expect(skip.json().message).toBe('Không thể chuyển nhiệm vụ từ "Đã phân công" sang "Hoàn thành"');
      expect((await progress(task.id, staffA.headers, { status: 'IN_PROGRESS' })).json().order.status).toBe(
        'DELIVERING',
      );
      const unpaid = await progress(task.id, staffA.headers, { status: 'DONE' });
      expect(unpaid.json()).toMatchObject({
        code: 'payments/cash-required',
        fields: { cashCollected: 'Vui lòng nhập số tiền mặt đã thu' },
      });
      expect(
        (await progress(task.id, staffA.headers, { status: 'DONE', cashCollected: 60_000 })).json().order.status,
      ).toBe('COMPLETED');
      const detail = await orderOf(order.id);
      expect(detail.history.slice(-3).map((h) => [h.from, h.to])).toEqual([
        ['READY', 'DELIVERING'],
        ['DELIVERING', 'DELIVERING'],
        ['DELIVERING', 'COMPLETED'],
      ]);
      const titles = (await notificationsOf(app, student.user.id)).map((n) => n.title);
      expect(titles).toContain(`Đơn ${order.code}: Đang giao`);
      expect(titles).toContain(`Đơn ${order.code}: Hoàn thành`);
    });

    it('a failed drop-off brings the order back to READY, with the reason, ready to reassign', async () => {
      const { order, task } = await dropoffTask();
      await progress(task.id, staffA.headers, { status: 'IN_PROGRESS' });
      const noReason = await progress(task.id, staffA.headers, { status: 'FAILED' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields.reason).toBe('Vui lòng nhập lý do thất bại');
      const tooLong = await progress(task.id, staffA.headers, { status: 'FAILED', reason: 'x'.repeat(251) });
      expect(tooLong.json().fields.reason).toBe('Lý do tối đa 250 ký tự');
      const failed = await progress(task.id, staffA.headers, {
        status: 'FAILED',
        reason: 'Sinh viên không có ở phòng',
      });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({
        status: 'FAILED',
        reason: 'Sinh viên không có ở phòng',
        order: { status: 'READY' },
      });
      const detail = await orderOf(order.id);
      expect(detail.history.at(-1)).toMatchObject({
        from: 'DELIVERING',
        to: 'READY',
        note: 'Giao đồ thất bại: Sinh viên không có ở phòng',
      });
      const [told] = (await notificationsOf(app, student.user.id)).filter(
        (n) => n.title === `Đơn ${order.code}: Đã giặt xong` && n.body.includes('Lý do'),
      );
      expect(told!.body).toContain('Sinh viên không có ở phòng');
      const retry = await assign({ orderId: order.id, type: 'DROPOFF', staffId: staffB.user.id });
      expect(retry.statusCode).toBe(201);
    });

    it('a failed pickup leaves the order confirmed and tells the student', async () => {
      const { order, task } = await pickupTask();
      const failed = await progress(task.id, staffA.headers, { status: 'FAILED', reason: 'Phòng khóa cửa' });
      expect(failed.json()).toMatchObject({ status: 'FAILED', order: { status: 'CONFIRMED' } });
      const [told] = await notificationsOf(app, student.user.id, 'DELIVERY_FAILED');
      expect(told).toMatchObject({ title: `Đơn ${order.code}: Lấy đồ chưa thành công` });
      expect((await assign({ orderId: order.id, type: 'PICKUP' })).statusCode).toBe(201);
    });

    it("keeps a staff member's hands off another's task; an admin may act on any", async () => {
      const { task } = await pickupTask();
      const other = await progress(task.id, staffB.headers, { status: 'IN_PROGRESS' });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({
        code: 'deliveries/not-yours',
        message: 'Nhiệm vụ này được giao cho nhân viên khác',
      });
      expect(
        (await app.inject({ method: 'GET', url: `/api/deliveries/${task.id}`, headers: staffB.headers })).statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: `/api/deliveries/${task.id}`, headers: staffA.headers })).statusCode,
      ).toBe(200);
      expect((await progress(task.id, student.headers, { status: 'IN_PROGRESS' })).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'PATCH', url: `/api/deliveries/${task.id}/status`, payload: { status: 'DONE' } }))
          .statusCode,
      ).toBe(401);
      expect((await progress(task.id, admin, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
      expect((await progress('00000000-0000-4000-8000-000000000000', admin, { status: 'DONE' })).statusCode).toBe(404);
    });

    it('lets one of two simultaneous updates of a task win', async () => {
      const { order, task } = await dropoffTask();
      const responses = await Promise.all([
        progress(task.id, staffA.headers, { status: 'IN_PROGRESS' }),
        progress(task.id, admin, { status: 'IN_PROGRESS' }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await historyRows(app, order.id)).filter((h) => h.toStatus === 'DELIVERING')).toHaveLength(1);
    });
  });

  describe('reassigning', () => {
    it('moves an open task to another staff member and tells both', async () => {
      const { order, task } = await pickupTask();
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/deliveries/${task.id}`,
        headers: admin,
        payload: { staffId: staffB.user.id, slot: '19-21' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ staff: { id: staffB.user.id }, slot: '19-21', status: 'ASSIGNED' });
      const toB = (await notificationsOf(app, staffB.user.id, 'DELIVERY_ASSIGNED')).filter((n) =>
        n.title.includes(order.code),
      );
      expect(toB).toHaveLength(1);
      const fromA = (await notificationsOf(app, staffA.user.id, 'DELIVERY_CANCELLED')).filter((n) =>
        n.title.includes(order.code),
      );
      expect(fromA).toHaveLength(1);
      expect((await progress(task.id, staffA.headers, { status: 'IN_PROGRESS' })).statusCode).toBe(403);
      expect((await progress(task.id, staffB.headers, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    });

    it('refuses finished tasks, non-staff and non-admins', async () => {
      const { task } = await pickupTask();
      const patch = (payload: Record<string, unknown>, headers: Headers = admin) =>
        app.inject({ method: 'PATCH', url: `/api/deliveries/${task.id}`, headers, payload });
      expect((await patch({ staffId: student.user.id })).json().code).toBe('deliveries/invalid-staff');
      expect((await patch({})).json().fields.staffId).toBe('Vui lòng chọn nhân viên, ngày hoặc khung giờ mới');
      expect((await patch({ staffId: staffB.user.id }, staffA.headers)).statusCode).toBe(403);
      await progress(task.id, staffA.headers, { status: 'FAILED', reason: 'Không liên lạc được' });
      const closed = await patch({ staffId: staffB.user.id });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        code: 'deliveries/not-open',
        message: 'Nhiệm vụ đã kết thúc, không thể thay đổi',
      });
    });
  });

  it('closes the open tasks of a cancelled order and tells their staff', async () => {
    const { order, task } = await pickupTask();
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: student.headers,
      payload: { reason: 'Về quê' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().deliveries).toEqual([
      expect.objectContaining({ id: task.id, status: 'FAILED', reason: 'Đơn hàng đã bị hủy' }),
    ]);
    const told = (await notificationsOf(app, staffA.user.id, 'DELIVERY_CANCELLED')).filter((n) =>
      n.title.includes(order.code),
    );
    expect(told).toHaveLength(1);
    expect((await progress(task.id, staffA.headers, { status: 'IN_PROGRESS' })).statusCode).toBe(409);
  });
});
