import type { DeliveryTask, OrderDetail } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  BLANKET,
  catalogue,
  KG,
  placeOrder,
  SHOES,
  setStatus,
  signedIn,
  today,
  tomorrow,
  type Headers,
} from '../../test/orders';

/** Issue #31: bounds that fit the service on every quantity and amount, and cash at the door. */
describe('bounds of quantities and amounts, and cash at the door', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let services: Awaited<ReturnType<typeof catalogue>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Tâm', lastName: 'Đỗ Văn' });
    student = await signedIn(app);
    services = await catalogue(app);
  });
  afterAll(async () => app.close());

  const order = (items: { service: string; quantity: number }[]) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: student.headers,
      payload: {
        items: items.map(({ service, quantity }) => ({ serviceId: services[service]!.id, quantity })),
        pickupDate: tomorrow(),
        pickupSlot: '17-19',
        paymentMethod: 'CASH',
      },
    });

  it('refuses more than 50 kg or pieces on a line, in Vietnamese, with the field', async () => {
    const refused = await order([{ service: KG, quantity: 99999 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { 'items.0.quantity': 'Mỗi dòng tối đa 50 (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng' },
    });
    expect((await order([{ service: KG, quantity: 50 }])).statusCode).toBe(201);
  });

  it('refuses an order above 5.000.000 ₫, estimated or weighed', async () => {
    // 50 blankets (2.500.000) + 50 pairs of shoes (2.000.000) + 50 kg (750.000) = 5.250.000 ₫.
    const lines = [
      { service: BLANKET, quantity: 50 },
      { service: SHOES, quantity: 50 },
      { service: KG, quantity: 50 },
    ];
    const refused = await order(lines);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'orders/total-too-large',
      message:
        'Tổng đơn 5.250.000 ₫ vượt mức tối đa 5.000.000 ₫ mỗi đơn: kiểm tra lại số lượng, hoặc tách thành nhiều đơn',
    });

    const placed = await order(lines.slice(0, 2));
    expect(placed.statusCode, placed.body).toBe(201);
    const fits = placed.json() as OrderDetail;
    await advanceTo(app, admin, fits.id, 'PICKED_UP');
    const [blankets, shoes] = fits.items;
    const heavier = await setStatus(app, admin, fits.id, 'WASHING', {
      items: [
        { itemId: blankets!.id, quantity: 50 },
        { itemId: shoes!.id, quantity: 50 },
        { serviceId: services[BLANKET]!.id, quantity: 50 },
      ],
    });
    expect(heavier.statusCode).toBe(200);
    const weighedOver = await placeOrder(app, student.headers, {
      items: [
        { serviceId: services[BLANKET]!.id, quantity: 50 },
        { serviceId: services[SHOES]!.id, quantity: 1 },
        { serviceId: services[KG]!.id, quantity: 3 },
      ],
    });
    await advanceTo(app, admin, weighedOver.id, 'PICKED_UP');
    const tooMuch = await setStatus(app, admin, weighedOver.id, 'WASHING', {
      items: weighedOver.items.map((line) => ({ itemId: line.id, quantity: 50 })),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'orders/total-too-large' });
  });

  it('weighs a line at 0 (not in the bag) but never a whole bag at 0, nor 99999 kg', async () => {
    const placed = await placeOrder(app, student.headers);
    await advanceTo(app, admin, placed.id, 'PICKED_UP');
    const line = placed.items[0]!.id;
    const huge = await setStatus(app, staff.headers, placed.id, 'WASHING', {
      items: [{ itemId: line, quantity: 99999 }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toEqual({
      'items.0.quantity': 'Mỗi dòng tối đa 50 (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng',
    });
    const empty = await setStatus(app, staff.headers, placed.id, 'WASHING', { items: [{ itemId: line, quantity: 0 }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'orders/nothing-weighed',
      message: 'Mọi dòng đều bằng 0: nhập cân nặng hoặc số lượng thực tế, hoặc hủy đơn nếu không có đồ',
    });
    const weighed = await setStatus(app, staff.headers, placed.id, 'WASHING', {
      items: [{ itemId: line, quantity: 2 }],
    });
    // Below the 3 kg minimum: billed 3 kg.
    expect(weighed.json()).toMatchObject({ status: 'WASHING', finalTotal: 45_000 });
  });

  it('takes at the door nothing or the whole amount due: short says what is missing, more is refused', async () => {
    const placed = await placeOrder(app, student.headers);
    await advanceTo(app, admin, placed.id, 'READY');
    const created = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: admin,
      payload: { orderId: placed.id, type: 'DROPOFF', staffId: staff.user.id, scheduledDate: today(), slot: '19-21' },
    });
    const task = created.json() as DeliveryTask;
    expect(task.order.due).toBe(60_000);
    const progress = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/deliveries/${task.id}/status`, headers: staff.headers, payload });
    expect((await progress({ status: 'IN_PROGRESS' })).statusCode).toBe(200);

    const short = await progress({ status: 'DONE', cashCollected: 50_000 });
    expect(short.statusCode).toBe(400);
    const missing = 'Còn thiếu 10.000 ₫: cần thu đủ 60.000 ₫. Sinh viên chưa trả được thì chọn "Chưa thu được tiền"';
    expect(short.json()).toMatchObject({
      code: 'payments/cash-short',
      message: missing,
      fields: { cashCollected: missing },
    });
    const over = await progress({ status: 'DONE', cashCollected: 100_000 });
    expect(over.json()).toMatchObject({
      code: 'payments/cash-over',
      message: 'Số tiền đã thu ghi đúng số cần thu 60.000 ₫; tiền thừa 40.000 ₫ trả lại cho sinh viên',
    });
    const absurd = await progress({ status: 'DONE', cashCollected: 99_999_999 });
    expect(absurd.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { cashCollected: 'Số tiền đã thu tối đa 5.000.000 ₫ (mức tối đa mỗi đơn)' },
    });
    // Nothing was recorded by the refusals; the whole amount completes the drop-off.
    const done = await progress({ status: 'DONE', cashCollected: 60_000 });
    expect(done.statusCode, done.body).toBe(200);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: admin })
    ).json() as OrderDetail;
    expect(detail).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAID', payment: { paidAmount: 60_000 } });
    expect(detail.payment.payments).toHaveLength(1);
  });

  it('completing by hand follows the same rule', async () => {
    const placed = await placeOrder(app, student.headers);
    await advanceTo(app, admin, placed.id, 'DELIVERING');
    const short = await setStatus(app, admin, placed.id, 'COMPLETED', { cashCollected: 1 });
    expect(short.json()).toMatchObject({ code: 'payments/cash-short' });
    expect((await setStatus(app, admin, placed.id, 'COMPLETED', { cashCollected: 60_000 })).statusCode).toBe(200);
  });
});
