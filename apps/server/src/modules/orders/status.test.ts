import { ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus, type Service } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  BLANKET,
  catalogue,
  historyRows,
  KG,
  notificationsOf,
  placeOrder,
  setStatus,
  SHOES,
  signedIn,
  type Headers,
  setBankAccount,
} from '../../test/orders';

describe('order status machine', () => {
  let app: FastifyInstance;
  let services: Record<string, Service>;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    services = await catalogue(app);
    student = await signedIn(app);
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Bình', lastName: 'Lê Văn' });
    admin = await authHeader(app, await testAdmin(app));
    await setBankAccount(app, admin);
  });
  afterAll(async () => app.close());

  const get = (id: string, headers: Headers = admin) =>
    app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
  const cancel = (id: string, headers: Headers | undefined, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers, payload });

  it('walks every allowed step, keeping who/when/from/to and telling the student each time', async () => {
    // By transfer: completing a cash order also asks for the cash (payments/cash.test.ts).
    const order = await placeOrder(app, student.headers, { paymentMethod: 'BANK_TRANSFER' });
    const steps: OrderStatus[] = ['CONFIRMED', 'PICKED_UP', 'WASHING', 'READY', 'DELIVERING', 'COMPLETED'];
    let from: OrderStatus = 'PENDING';
    for (const to of steps) {
      expect(ORDER_TRANSITIONS[from]).toContain(to);
      const response = await setStatus(app, staff.headers, order.id, to, { note: `Bước ${to}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(to);
      from = to;
    }
    const detail = (await get(order.id, student.headers)).json();
    expect(detail.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'CONFIRMED'],
      ['CONFIRMED', 'PICKED_UP'],
      ['PICKED_UP', 'WASHING'],
      ['WASHING', 'READY'],
      ['READY', 'DELIVERING'],
      ['DELIVERING', 'COMPLETED'],
    ]);
    expect(detail.history[2]).toMatchObject({
      by: { id: staff.user.id, name: 'Lê Văn Bình', role: 'STAFF' },
      note: 'Bước PICKED_UP',
    });
    expect(Date.parse(detail.history[2].at)).not.toBeNaN();
    const titles = (await notificationsOf(app, student.user.id, 'ORDER_STATUS'))
      .filter((n) => n.link === `/student/order?id=${order.id}`)
      .map((n) => n.title);
    expect(titles).toEqual(
      ['PENDING', ...steps].map((s) => `Đơn ${order.code}: ${ORDER_STATUS_LABELS[s as OrderStatus]}`),
    );
  });

  it('refuses every other jump with 409, naming both statuses, and changes nothing', async () => {
    const orders = {} as Record<OrderStatus, string>;
    for (const status of ORDER_STATUSES) {
      const order = await placeOrder(app, student.headers);
      await advanceTo(app, admin, order.id, status);
      orders[status] = order.id;
    }
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      const before = await historyRows(app, orders[from]);
      for (const to of ORDER_STATUSES) {
        if (ORDER_TRANSITIONS[from].includes(to)) continue;
        const response = await setStatus(app, staff.headers, orders[from], to);
        expect(response.statusCode, `${from} → ${to}`).toBe(409);
        expect(response.json().code).toBe('orders/invalid-transition');
        expect(response.json().message).toContain(
          `Không thể chuyển đơn từ "${ORDER_STATUS_LABELS[from]}" sang "${ORDER_STATUS_LABELS[to]}"`,
        );
        refused++;
      }
      expect((await get(orders[from])).json().status).toBe(from);
      expect(await historyRows(app, orders[from])).toEqual(before);
    }
    expect(refused).toBe(8 * 8 - 6);
    const example = await setStatus(app, staff.headers, orders.PENDING, 'COMPLETED');
    expect(example.json().message).toBe('Không thể chuyển đơn từ "Chờ xác nhận" sang "Hoàn thành"');
  });

  describe('weighing at WASHING', () => {
    async function pickedUp() {
      const order = await placeOrder(app, student.headers, {
        items: [
          { serviceId: services[KG]!.id, quantity: 4 },
          { serviceId: services[SHOES]!.id, quantity: 2 },
        ],
      });
      await advanceTo(app, staff.headers, order.id, 'PICKED_UP');
      return order;
    }

    it('recomputes finalTotal from the real weights and the price snapshots', async () => {
      const order = await pickedUp();
      expect(order.estimatedTotal).toBe(60_000 + 80_000);
      const [kg, shoes] = order.items;
      const response = await setStatus(app, staff.headers, order.id, 'WASHING', {
        items: [
          { itemId: kg!.id, quantity: 5.3 },
          { serviceId: shoes!.serviceId, quantity: 3 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const washed = response.json();
      expect(
        washed.items.map((i: { finalQuantity: number; finalAmount: number }) => [i.finalQuantity, i.finalAmount]),
      ).toEqual([
        [5.3, 79_500],
        [3, 120_000],
      ]);
      expect(washed.finalTotal).toBe(199_500);
      expect(washed.estimatedTotal).toBe(140_000);
      const [notification] = (await notificationsOf(app, student.user.id, 'ORDER_STATUS')).filter(
        (n) => n.title === `Đơn ${order.code}: Đang giặt`,
      );
      expect(notification!.body).toContain('199.500 ₫');
    });

    it('keeps the estimate when no weights are given, and bills at least the minimum', async () => {
      const plain = await pickedUp();
      const same = (await setStatus(app, staff.headers, plain.id, 'WASHING')).json();
      expect(same.finalTotal).toBe(same.estimatedTotal);
      expect(same.items.map((i: { finalQuantity: number }) => i.finalQuantity)).toEqual([4, 2]);

      const light = await pickedUp();
      const weighed = (
        await setStatus(app, staff.headers, light.id, 'WASHING', {
          items: [
            { itemId: light.items[0]!.id, quantity: 2.2 },
            { itemId: light.items[1]!.id, quantity: 0 },
          ],
        })
      ).json();
      // 2,2 kg of a "tối thiểu 3 kg" service is billed as 3 kg; shoes not in the bag cost nothing.
      expect(
        weighed.items.map((i: { finalQuantity: number; finalAmount: number }) => [i.finalQuantity, i.finalAmount]),
      ).toEqual([
        [2.2, 45_000],
        [0, 0],
      ]);
      expect(weighed.finalTotal).toBe(45_000);
    });

    it('refuses fractional counts, lines not in the order and weights at another step', async () => {
      const order = await pickedUp();
      const fractional = await setStatus(app, staff.headers, order.id, 'WASHING', {
        items: [{ itemId: order.items[1]!.id, quantity: 1.5 }],
      });
      expect(fractional.statusCode).toBe(400);
      expect(fractional.json()).toMatchObject({
        code: 'orders/whole-quantity-required',
        message: 'Số lượng "Giặt giày" phải là số nguyên',
      });

      const unknown = await setStatus(app, staff.headers, order.id, 'WASHING', {
        items: [{ serviceId: services[BLANKET]!.id, quantity: 1 }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'orders/unknown-item',
        message: 'Dòng này không có trong đơn hàng',
      });

      const nothing = await setStatus(app, staff.headers, order.id, 'WASHING', { items: [{ quantity: 3 }] });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().fields['items.0.itemId']).toBe('Cần chỉ rõ dòng đơn (itemId) hoặc dịch vụ (serviceId)');

      expect((await get(order.id)).json()).toMatchObject({ status: 'PICKED_UP', finalTotal: null });

      await setStatus(app, staff.headers, order.id, 'WASHING');
      const late = await setStatus(app, staff.headers, order.id, 'READY', {
        items: [{ itemId: order.items[0]!.id, quantity: 9 }],
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'orders/weights-only-at-washing' });
      expect((await get(order.id)).json().status).toBe('WASHING');
    });
  });

  it('keeps status changes to staff and admins', async () => {
    const order = await placeOrder(app, student.headers);
    const byStudent = await setStatus(app, student.headers, order.id, 'CONFIRMED');
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json().code).toBe('auth/forbidden');
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      payload: { status: 'CONFIRMED' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await setStatus(app, admin, '00000000-0000-4000-8000-000000000000', 'CONFIRMED')).statusCode).toBe(404);
    expect((await setStatus(app, admin, 'not-a-uuid', 'CONFIRMED')).statusCode).toBe(404);
    const unknown = await setStatus(app, admin, order.id, 'LOST');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.status).toBe('Trạng thái đơn không hợp lệ');
    expect((await get(order.id)).json().status).toBe('PENDING');
  });

  describe('two people at once', () => {
    it('lets exactly one of two simultaneous identical transitions win', async () => {
      const order = await placeOrder(app, student.headers);
      const other = await signedIn(app, { role: 'STAFF' });
      const responses = await Promise.all([
        setStatus(app, staff.headers, order.id, 'CONFIRMED'),
        setStatus(app, other.headers, order.id, 'CONFIRMED'),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((r) => r.statusCode === 409)!;
      expect(loser.json().message).toBe('Không thể chuyển đơn từ "Đã xác nhận" sang "Đã xác nhận"');
      const rows = await historyRows(app, order.id);
      expect(rows.map((r) => r.toStatus)).toEqual(['PENDING', 'CONFIRMED']);
    });

    it('lets a cancel and a confirmation race without both applying', async () => {
      const order = await placeOrder(app, student.headers);
      await advanceTo(app, staff.headers, order.id, 'CONFIRMED');
      const [pickup, cancelled] = await Promise.all([
        setStatus(app, staff.headers, order.id, 'PICKED_UP'),
        cancel(order.id, student.headers, { reason: 'Không cần nữa' }),
      ]);
      expect([pickup.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const rows = await historyRows(app, order.id);
      expect(rows).toHaveLength(3);
      expect((await get(order.id)).json().status).toBe(rows.at(-1)!.toStatus);
    });
  });
});
