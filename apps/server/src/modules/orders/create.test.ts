import { addDays, type OrderDetail, type Service } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  BLANKET,
  catalogue,
  historyRows,
  IRON,
  KG,
  notificationsOf,
  placeOrder,
  SHOES,
  signedIn,
  today,
  tomorrow,
  type Headers,
  setBankAccount,
} from '../../test/orders';

describe('placing an order', () => {
  let app: FastifyInstance;
  let services: Record<string, Service>;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    services = await catalogue(app);
    student = await signedIn(app, {
      firstName: 'Lan',
      lastName: 'Trần Thị',
      dormitory: 'KTX Khu B',
      building: 'B3',
      room: '402',
    });
    admin = await authHeader(app, await testAdmin(app));
    await setBankAccount(app, admin);
  });
  afterAll(async () => app.close());

  const post = (headers: Headers | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/orders', headers, payload });

  const valid = () => ({
    items: [{ serviceId: services[KG]!.id, quantity: 3.5 }],
    pickupDate: tomorrow(),
    pickupSlot: '07-09',
    paymentMethod: 'BANK_TRANSFER',
    note: 'Phơi riêng áo trắng',
  });

  it('creates a PENDING order with code, price snapshots, address from the profile, history and a notification', async () => {
    const response = await post(student.headers, {
      ...valid(),
      items: [
        { serviceId: services[KG]!.id, quantity: 3.5 },
        { serviceId: services[SHOES]!.id, quantity: 2 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const order = response.json() as OrderDetail;
    const day = today().slice(2).replaceAll('-', '');
    expect(order.code).toMatch(new RegExp(`^TSA-${day}-\\d{4}$`));
    expect(order).toMatchObject({
      status: 'PENDING',
      pickupDate: tomorrow(),
      pickupSlot: '07-09',
      paymentMethod: 'BANK_TRANSFER',
      paymentStatus: 'UNPAID',
      note: 'Phơi riêng áo trắng',
      estimatedTotal: 52_500 + 80_000,
      finalTotal: null,
      address: { dormitory: 'KTX Khu B', building: 'B3', room: '402', phoneNumber: '0912345678' },
      student: { id: student.user.id, name: 'Trần Thị Lan' },
      createdBy: { id: student.user.id, role: 'STUDENT' },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        serviceName: KG,
        unit: 'KG',
        unitLabel: 'kg',
        unitPrice: 15_000,
        quantity: 3.5,
        amount: 52_500,
        minQuantity: 3,
      }),
      expect.objectContaining({
        serviceName: SHOES,
        unit: 'ITEM',
        unitLabel: 'đôi',
        unitPrice: 40_000,
        quantity: 2,
        amount: 80_000,
      }),
    ]);
    expect(order.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'PENDING',
        by: expect.objectContaining({ id: student.user.id, name: 'Trần Thị Lan' }),
      }),
    ]);
    expect(order.deliveries).toEqual([]);
    expect(await historyRows(app, order.id)).toHaveLength(1);
    const [notification] = await notificationsOf(app, student.user.id);
    expect(notification).toMatchObject({
      type: 'ORDER_STATUS',
      title: `Đơn ${order.code}: Chờ xác nhận`,
      link: `/student/order?id=${order.id}`,
    });
  });

  it('answers with exactly the detail a later read of the order gives (student order, admin counter order)', async () => {
    // The answer is built from the rows just written, not read back: it must not drift from the detail.
    const own = await post(student.headers, valid());
    const { pickupDate: _date, pickupSlot: _slot, ...counter } = valid();
    const walkIn = await post(admin, { ...counter, studentId: student.user.id, paymentMethod: 'CASH' });
    for (const [response, headers] of [
      [own, student.headers],
      [walkIn, admin],
    ] as const) {
      expect(response.statusCode).toBe(201);
      const placed = response.json() as OrderDetail;
      const read = await app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers });
      expect(read.json()).toEqual(placed);
    }
    expect(own.json().payment.transfer).toMatchObject({ estimated: true, content: expect.any(String) });
    expect(walkIn.json().createdBy).toMatchObject({ role: 'ADMIN' });
  });

  it('numbers the orders of a day one after another, even when placed at the same moment', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => placeOrder(app, student.headers)));
    const numbers = orders.map((order) => Number(order.code.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect(numbers.at(-1)! - numbers[0]!).toBe(4);
  });

  it('keeps the price the student saw when the catalogue changes later', async () => {
    const order = await placeOrder(app, student.headers, { items: [{ serviceId: services[IRON]!.id, quantity: 2 }] });
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/services/${services[IRON]!.id}`,
      headers: admin,
      payload: { unitPrice: 30_000 },
    });
    expect(edit.statusCode).toBe(200);
    const again = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: student.headers })
    ).json();
    expect(again.items[0]).toMatchObject({ unitPrice: 25_000, amount: 50_000 });
    expect(again.estimatedTotal).toBe(50_000);
    await app.inject({
      method: 'PATCH',
      url: `/api/services/${services[IRON]!.id}`,
      headers: admin,
      payload: { unitPrice: 25_000 },
    });
  });

  it('uses the given address over the profile, field by field', async () => {
    const order = await placeOrder(app, student.headers, { address: { room: '510', phone: '0987 654 321' } });
    expect(order.address).toMatchObject({
      dormitory: 'KTX Khu B',
      building: 'B3',
      room: '510',
      phoneNumber: '0987654321',
    });
    expect(order.address.buildingId).toEqual(expect.any(String));
  });

  it('asks a student without a room in the profile to complete it', async () => {
    const bare = await signedIn(app, { dormitory: null, building: null, room: null });
    const response = await post(bare.headers, valid());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'orders/address-required' });
    expect(response.json().message).toContain('Vui lòng cập nhật ký túc xá, tòa nhà, phòng');
    expect(Object.keys(response.json().fields)).toEqual(['address.dormitory', 'address.building', 'address.room']);
    const given = await post(bare.headers, {
      ...valid(),
      address: { dormitory: 'KTX Khu A', building: 'A2', room: '115' },
    });
    expect(given.statusCode).toBe(201);
  });

  describe('prices and quantities', () => {
    it('refuses a line below the service minimum', async () => {
      const response = await post(student.headers, {
        ...valid(),
        items: [{ serviceId: services[KG]!.id, quantity: 2.5 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'orders/below-minimum',
        message: '"Giặt sấy gấp theo kg" tối thiểu 3 kg',
        fields: { 'items.0.quantity': '"Giặt sấy gấp theo kg" tối thiểu 3 kg' },
      });
    });

    it('accepts kilograms with one decimal and rounds the amount to whole đồng', async () => {
      const order = await placeOrder(app, student.headers, {
        items: [
          { serviceId: services[KG]!.id, quantity: 3.3 },
          { serviceId: services[IRON]!.id, quantity: 0.7 },
        ],
      });
      expect(order.items.map((item) => [item.quantity, item.amount])).toEqual([
        [3.3, 49_500],
        [0.7, 17_500],
      ]);
      expect(order.estimatedTotal).toBe(67_000);
      const tooPrecise = await post(student.headers, {
        ...valid(),
        items: [{ serviceId: services[KG]!.id, quantity: 3.25 }],
      });
      expect(tooPrecise.statusCode).toBe(400);
      expect(tooPrecise.json().fields['items.0.quantity']).toBe('Số lượng lấy tối đa 1 chữ số thập phân');
    });

    it('wants whole numbers for items counted by the piece', async () => {
      const response = await post(student.headers, {
        ...valid(),
        items: [{ serviceId: services[BLANKET]!.id, quantity: 1.5 }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'orders/whole-quantity-required',
        message: 'Số lượng "Giặt chăn/mền" phải là số nguyên',
      });
    });

    it('refuses zero, negative and absurd quantities', async () => {
      for (const [quantity, message] of [
        [0, 'Số lượng phải lớn hơn 0'],
        [-2, 'Số lượng phải lớn hơn 0'],
        [50.1, 'Mỗi dòng tối đa 50 (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng'],
        ['3', 'Số lượng phải là số'],
      ] as const) {
        const response = await post(student.headers, {
          ...valid(),
          items: [{ serviceId: services[KG]!.id, quantity }],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields['items.0.quantity']).toBe(message);
      }
    });

    it('refuses an inactive or unknown service', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/services',
        headers: admin,
        payload: { name: 'Giặt rèm', unit: 'ITEM', unitPrice: 70_000, active: false },
      });
      const inactive = await post(student.headers, {
        ...valid(),
        items: [{ serviceId: created.json().id, quantity: 1 }],
      });
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json()).toMatchObject({
        code: 'orders/service-inactive',
        message: 'Dịch vụ "Giặt rèm" hiện đã ngừng phục vụ',
      });

      const unknown = await post(student.headers, {
        ...valid(),
        items: [{ serviceId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'orders/unknown-service', message: 'Dịch vụ không tồn tại' });
    });

    it('needs one to twenty lines, each service once', async () => {
      const none = await post(student.headers, { ...valid(), items: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().fields.items).toBe('Vui lòng chọn ít nhất một dịch vụ');

      const twice = await post(student.headers, {
        ...valid(),
        items: [
          { serviceId: services[KG]!.id, quantity: 3 },
          { serviceId: services[KG]!.id, quantity: 4 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().fields['items.1.serviceId']).toBe('Mỗi dịch vụ chỉ chọn một lần trong đơn');

      const many = await post(student.headers, {
        ...valid(),
        items: Array.from({ length: 21 }, (_, i) => ({
          serviceId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          quantity: 1,
        })),
      });
      expect(many.statusCode).toBe(400);
      expect(many.json().fields.items).toBe('Tối đa 20 dịch vụ mỗi đơn');
    });
  });

  describe('pickup window, note and payment', () => {
    it('refuses a slot that has already started', async () => {
      const yesterday = addDays(today(), -1);
      const response = await post(student.headers, { ...valid(), pickupDate: yesterday, pickupSlot: '19-21' });
      expect(response.statusCode).toBe(400);
      const [y, m, d] = yesterday.split('-');
      expect(response.json()).toMatchObject({
        code: 'orders/pickup-in-past',
        message: `Khung giờ 19:00–21:00 ngày ${d}/${m}/${y} đã qua. Vui lòng chọn khung giờ khác`,
      });
    });

    it('refuses a date more than 14 days ahead, and accepts the 14th', async () => {
      const far = await post(student.headers, { ...valid(), pickupDate: addDays(today(), 15) });
      expect(far.statusCode).toBe(400);
      expect(far.json()).toMatchObject({
        code: 'orders/pickup-too-far',
        message: 'Chỉ đặt lịch lấy đồ trong vòng 14 ngày tới',
      });
      const last = await post(student.headers, { ...valid(), pickupDate: addDays(today(), 14) });
      expect(last.statusCode).toBe(201);
    });

    it('refuses an unknown slot and an impossible date', async () => {
      const slot = await post(student.headers, { ...valid(), pickupSlot: '09-11' });
      expect(slot.statusCode).toBe(400);
      expect(slot.json().fields.pickupSlot).toBe('Khung giờ lấy đồ không hợp lệ (chọn 07-09, 11-13, 17-19 hoặc 19-21)');
      const date = await post(student.headers, { ...valid(), pickupDate: '2026-02-30' });
      expect(date.statusCode).toBe(400);
      expect(date.json().fields.pickupDate).toBe('Ngày lấy đồ không hợp lệ (định dạng YYYY-MM-DD)');
    });

    it('limits the note to 280 characters', async () => {
      const long = await post(student.headers, { ...valid(), note: 'a'.repeat(281) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        code: 'request/invalid-input',
        fields: { note: 'Ghi chú tối đa 280 ký tự' },
      });
      expect(long.json().message).toContain('Ghi chú tối đa 280 ký tự');
      const exact = await post(student.headers, { ...valid(), note: 'a'.repeat(280) });
      expect(exact.statusCode).toBe(201);
    });

    it('knows only cash and bank transfer, cash by default', async () => {
      const wrong = await post(student.headers, { ...valid(), paymentMethod: 'MOMO' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.paymentMethod).toBe(
        'Phương thức thanh toán phải là tiền mặt (CASH) hoặc chuyển khoản (BANK_TRANSFER)',
      );
      const { paymentMethod: _omitted, ...rest } = valid();
      const order = (await post(student.headers, rest)).json();
      expect(order.paymentMethod).toBe('CASH');
    });
  });

  describe('who may order', () => {
    it('lets an admin place a walk-in order for a student', async () => {
      const response = await post(admin, { ...valid(), studentId: student.user.id });
      expect(response.statusCode).toBe(201);
      const adminUser = await testAdmin(app);
      expect(response.json()).toMatchObject({
        student: { id: student.user.id },
        createdBy: { id: adminUser.id, role: 'ADMIN' },
        address: { room: '402' },
      });
      const missing = await post(admin, valid());
      expect(missing.json()).toMatchObject({ statusCode: 400, code: 'orders/student-required' });
      const staff = await signedIn(app, { role: 'STAFF' });
      const notStudent = await post(admin, { ...valid(), studentId: staff.user.id });
      expect(notStudent.json()).toMatchObject({ statusCode: 400, code: 'orders/student-not-found' });
    });

    it('takes a walk-in order handed in at the counter without a pickup window, for an admin only', async () => {
      const { pickupDate: _date, pickupSlot: _slot, ...atCounter } = valid();
      const response = await post(admin, { ...atCounter, studentId: student.user.id });
      expect(response.statusCode).toBe(201);
      const order = response.json() as OrderDetail;
      // The bag is already at the shop: no window, nothing for a pickup round to fetch.
      expect(order).toMatchObject({ status: 'PICKED_UP', pickupDate: null, pickupSlot: null });
      expect(order.history).toEqual([
        expect.objectContaining({ from: null, to: 'PICKED_UP', note: 'Nhận đồ tại quầy' }),
      ]);
      const notifications = await notificationsOf(app, student.user.id);
      expect(notifications.filter((n) => n.title.startsWith(`Đơn ${order.code}`))).toEqual([
        expect.objectContaining({
          title: `Đơn ${order.code}: Đã lấy đồ`,
          body: 'Đã nhận đồ của bạn tại quầy, tạm tính 52.500 ₫.',
        }),
      ]);
      const needed = await app.inject({ method: 'GET', url: '/api/deliveries/needed', headers: admin });
      expect(needed.json().pickups.map((o: { id: string }) => o.id)).not.toContain(order.id);
      const staff = await signedIn(app, { role: 'STAFF' });
      const pickup = await app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: admin,
        payload: {
          orderId: order.id,
          staffId: staff.user.id,
          type: 'PICKUP',
          scheduledDate: tomorrow(),
          slot: '07-09',
        },
      });
      expect(pickup.json()).toMatchObject({ statusCode: 409, code: 'deliveries/order-not-eligible' });
      const list = await app.inject({ method: 'GET', url: `/api/orders?search=${order.code}`, headers: admin });
      expect(list.json().items).toEqual([expect.objectContaining({ id: order.id, pickupSlot: null })]);
      const csv = await app.inject({
        method: 'GET',
        url: `/api/orders/export.csv?search=${order.code}`,
        headers: admin,
      });
      expect(csv.body).toContain(`${order.code},`);
      expect(csv.body).toContain(',Tại quầy,,');

      // A student's own order is always fetched from the room.
      const own = await post(student.headers, atCounter);
      expect(own.statusCode).toBe(400);
      expect(own.json().fields).toEqual({
        pickupDate: 'Vui lòng chọn ngày lấy đồ',
        pickupSlot: 'Vui lòng chọn khung giờ lấy đồ',
      });
      const ownNamed = await post(student.headers, { ...atCounter, studentId: student.user.id });
      expect(ownNamed.json()).toMatchObject({
        statusCode: 400,
        code: 'orders/pickup-required',
        fields: { pickupDate: 'Vui lòng chọn ngày lấy đồ', pickupSlot: 'Vui lòng chọn khung giờ lấy đồ' },
      });
      // A day without its window is not a counter order either.
      const halfWindow = await post(admin, { ...atCounter, studentId: student.user.id, pickupDate: tomorrow() });
      expect(halfWindow.json()).toMatchObject({
        statusCode: 400,
        fields: { pickupSlot: 'Vui lòng chọn khung giờ lấy đồ' },
      });
    });

    it('keeps staff, other students and anonymous visitors out', async () => {
      const staff = await signedIn(app, { role: 'STAFF' });
      expect((await post(staff.headers, valid())).statusCode).toBe(403);
      const other = await signedIn(app);
      const forOther = await post(other.headers, { ...valid(), studentId: student.user.id });
      expect(forOther.statusCode).toBe(403);
      const anonymous = await post(undefined, valid());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('auth/unauthenticated');
    });
  });
});
