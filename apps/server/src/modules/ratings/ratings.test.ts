import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { advanceTo, BLANKET, catalogue, KG, placeOrder, signedIn, today, type Headers } from '../../test/orders';

describe('ratings of completed orders', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let admin: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app);
    other = await signedIn(app, { firstName: 'Cường', lastName: 'Phạm Văn' });
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Bình', lastName: 'Lê Văn' });
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => app.close());

  const rate = (id: string, headers: Headers | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/rating`, headers, payload });
  const ratingOf = (id: string, headers: Headers) =>
    app.inject({ method: 'GET', url: `/api/orders/${id}/rating`, headers });

  async function completedOrder(payload: Record<string, unknown> = {}) {
    const order = await placeOrder(app, student.headers, payload);
    await advanceTo(app, staff.headers, order.id, 'COMPLETED');
    return order;
  }

  it('lets the student rate a completed order once, with stars and a comment', async () => {
    const order = await completedOrder();
    expect((await ratingOf(order.id, student.headers)).json()).toEqual({ rating: null });

    const response = await rate(order.id, student.headers, { stars: 4, comment: '  Áo thơm, giao đúng giờ  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ orderId: order.id, stars: 4, comment: 'Áo thơm, giao đúng giờ' });
    expect((await ratingOf(order.id, student.headers)).json().rating).toMatchObject({ stars: 4 });

    const again = await rate(order.id, student.headers, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ratings/already-rated', message: 'Bạn đã đánh giá đơn này rồi' });
    expect((await ratingOf(order.id, student.headers)).json().rating.stars).toBe(4);
  });

  it('keeps one rating when the same student sends two at the same instant', async () => {
    const order = await completedOrder();
    const answers = await Promise.all([
      rate(order.id, student.headers, { stars: 5 }),
      rate(order.id, student.headers, { stars: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const kept = answers.find((a) => a.statusCode === 201)!.json().stars;
    expect((await ratingOf(order.id, student.headers)).json().rating.stars).toBe(kept);
  });

  it('refuses an order that is not completed yet, in Vietnamese', async () => {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, staff.headers, order.id, 'DELIVERING');
    const response = await rate(order.id, student.headers, { stars: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ratings/not-completed',
      message: 'Chỉ đánh giá được đơn đã hoàn thành',
    });
  });

  it('refuses stars outside 1–5 and a comment over 280 characters, keeping nothing', async () => {
    const order = await completedOrder();
    for (const stars of [0, 6, 3.5]) {
      const response = await rate(order.id, student.headers, { stars });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.stars).toBe('Vui lòng chọn số sao từ 1 đến 5');
    }
    const long = await rate(order.id, student.headers, { stars: 5, comment: 'a'.repeat(281) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.comment).toBe('Nhận xét tối đa 280 ký tự');
    expect((await ratingOf(order.id, student.headers)).json().rating).toBeNull();
    expect((await rate(order.id, student.headers, { stars: 5, comment: 'a'.repeat(280) })).statusCode).toBe(201);
  });

  it('lets only the order’s own student rate it', async () => {
    const order = await completedOrder();
    const stranger = await rate(order.id, other.headers, { stars: 1 });
    expect(stranger.statusCode).toBe(404);
    expect((await ratingOf(order.id, other.headers)).statusCode).toBe(404);
    for (const headers of [staff.headers, admin]) {
      const response = await rate(order.id, headers, { stars: 1 });
      expect(response.statusCode).toBe(403);
    }
    expect((await rate(order.id, undefined, { stars: 1 })).statusCode).toBe(401);
    // Staff and admins may read it.
    expect((await ratingOf(order.id, admin)).statusCode).toBe(200);
  });

  it('shows admins the average overall, per service and per staff member who picked up or brought back', async () => {
    const fresh = await createTestApp();
    try {
      const me = await signedIn(fresh);
      const driver = await signedIn(fresh, { role: 'STAFF', firstName: 'Dũng', lastName: 'Trần' });
      const washer = await signedIn(fresh, { role: 'STAFF', firstName: 'Em', lastName: 'Ngô' });
      const boss = await authHeader(fresh, await testAdmin(fresh));
      const services = await catalogue(fresh);
      const orderWith = async (items: { serviceId: string; quantity: number }[], stars: number) => {
        const order = await placeOrder(fresh, me.headers, { items });
        await advanceTo(fresh, washer.headers, order.id, 'COMPLETED');
        // The pickup and the drop-off were both done by the driver.
        for (const type of ['PICKUP', 'DROPOFF'] as const) {
          await fresh.database.db.insert(deliveries).values({
            orderId: order.id,
            type,
            status: 'DONE',
            staffId: driver.user.id,
            scheduledDate: today(),
            slot: '17-19',
          });
        }
        const response = await fresh.inject({
          method: 'POST',
          url: `/api/orders/${order.id}/rating`,
          headers: me.headers,
          payload: { stars, comment: `Đơn ${stars} sao` },
        });
        expect(response.statusCode).toBe(201);
      };
      const empty = await fresh.inject({ method: 'GET', url: '/api/ratings/summary', headers: boss });
      expect(empty.json()).toMatchObject({ overall: { count: 0, average: null }, services: [], staff: [] });

      const kg = { serviceId: services[KG]!.id, quantity: 4 };
      const blanket = { serviceId: services[BLANKET]!.id, quantity: 1 };
      await orderWith([kg], 5);
      await orderWith([kg, blanket], 2);

      const response = await fresh.inject({ method: 'GET', url: '/api/ratings/summary', headers: boss });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.overall).toEqual({ count: 2, average: 3.5 });
      expect(body.services).toEqual(
        expect.arrayContaining([
          { serviceId: services[KG]!.id, name: KG, count: 2, average: 3.5 },
          { serviceId: services[BLANKET]!.id, name: BLANKET, count: 1, average: 2 },
        ]),
      );
      // Counted once per order although the driver did both trips; the washer did neither.
      expect(body.staff).toEqual([{ staffId: driver.user.id, name: 'Trần Dũng', count: 2, average: 3.5 }]);
      expect(body.recent.map((r: { comment: string }) => r.comment)).toEqual(['Đơn 2 sao', 'Đơn 5 sao']);
      expect(body.recent[0].studentName).toBe(me.user.lastName + ' ' + me.user.firstName);

      const asStaff = await fresh.inject({ method: 'GET', url: '/api/ratings/summary', headers: driver.headers });
      expect(asStaff.statusCode).toBe(403);
    } finally {
      await fresh.close();
    }
  });
});
