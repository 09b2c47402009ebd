import { randomUUID } from 'node:crypto';
import type { Dormitory, OrderDetail, Service, SlotAvailability } from '@tsa/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { heldBody } from '../../test/held-body';
import { createTestApp } from '../../test/test-app';
import { catalogue, KG, notificationsOf, signedIn, studentIn, tomorrow, type Headers } from '../../test/orders';
import { findServicesByIds } from '../order-records';
import type { Placement } from './placement-batch';
import { placementQueue } from './placement-queue';
import { priceNewLines } from './pricing';
import { resolveAddress } from './service';

/** Placements made at the same moment share their transaction (placement-queue.ts). */
describe('placements at the same moment', () => {
  let app: FastifyInstance;
  let services: Record<string, Service>;
  let admin: Headers;
  let a1: string;

  beforeAll(async () => {
    app = await createTestApp();
    services = await catalogue(app);
    admin = await authHeader(app, await testAdmin(app));
    const list = (await app.inject({ method: 'GET', url: '/api/dormitories' })).json() as Dormitory[];
    a1 = list[0]!.buildings.find((b) => b.code === 'A1')!.id;
  });
  afterAll(async () => app.close());

  const place = (headers: Headers, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { pickupDate: tomorrow(), pickupSlot: '17-19', paymentMethod: 'CASH', ...payload },
    });

  it('gives each student of a burst their own order, lines, history and notification', async () => {
    const students = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signedIn(app, { dormitory: 'KTX Khu B', building: 'B3', room: `${300 + index}` }),
      ),
    );
    const answers = await Promise.all(
      students.map((student, index) =>
        place(student.headers, {
          items: [{ serviceId: services[KG]!.id, quantity: 3 + index }],
          note: `Ghi chú của bạn số ${index}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(students.map(() => 201));
    const orders = answers.map((answer) => answer.json() as OrderDetail);
    for (const [index, order] of orders.entries()) {
      const { user, headers } = students[index]!;
      expect(order.student.id).toBe(user.id);
      expect(order).toMatchObject({ address: { room: `${300 + index}` }, note: `Ghi chú của bạn số ${index}` });
      expect(order.items).toEqual([expect.objectContaining({ quantity: 3 + index, amount: 15_000 * (3 + index) })]);
      expect(order.history).toEqual([
        expect.objectContaining({ to: 'PENDING', by: expect.objectContaining({ id: user.id }) }),
      ]);
      // The answer is what a later read of the order gives.
      const read = await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
      expect(read.json()).toEqual(order);
      const told = await notificationsOf(app, user.id, 'ORDER_STATUS');
      expect(told.map((row) => row.title)).toEqual([expect.stringContaining(order.code)]);
    }
    const numbers = orders.map((order) => Number(order.code.slice(-4))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(11);
    expect(new Set(numbers).size).toBe(12);
  });

  it('gives a window with three places left to three students of a burst and tells the others "Hết chỗ"', async () => {
    const capacity = await app.inject({
      method: 'PUT',
      url: '/api/slots/capacity',
      headers: admin,
      payload: { buildingId: a1, slot: '07-09', capacity: 3 },
    });
    expect(capacity.statusCode).toBe(200);
    const early = await Promise.all(Array.from({ length: 6 }, () => studentIn(app, a1)));
    const later = await Promise.all(Array.from({ length: 3 }, () => studentIn(app, a1)));
    const item = { items: [{ serviceId: services[KG]!.id, quantity: 3 }] };
    const answers = await Promise.all([
      ...early.map((student) => place(student.headers, { ...item, pickupSlot: '07-09' })),
      ...later.map((student) => place(student.headers, { ...item, pickupSlot: '11-13' })),
    ]);
    const earlyCodes = answers.slice(0, 6).map((answer) => answer.statusCode);
    expect(earlyCodes.filter((code) => code === 201)).toHaveLength(3);
    expect(earlyCodes.filter((code) => code === 409)).toHaveLength(3);
    for (const refused of answers.slice(0, 6).filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'orders/slot-full', message: expect.stringMatching(/^Hết chỗ/) });
    }
    expect(answers.slice(6).map((answer) => answer.statusCode)).toEqual([201, 201, 201]);

    const windows = (
      await app.inject({ method: 'GET', url: `/api/slots?date=${tomorrow()}`, headers: early[0]!.headers })
    ).json() as SlotAvailability[];
    expect(windows.find((window) => window.slot === '07-09')).toMatchObject({ capacity: 3, taken: 3, full: true });
  });

  it('answers the others of a burst when one student is deleted between their sign-in check and their placement', async () => {
    const students = await Promise.all(
      Array.from({ length: 8 }, () => signedIn(app, { dormitory: 'KTX Khu B', building: 'B3', room: '602' })),
    );
    // One deleted student sent an Idempotency-Key (their claim shares a round with others'),
    // the other did not (their placement shares a batch with others').
    const withKey = (index: number) => index % 2 === 0;
    const deleted = [2, 5];
    const order = {
      items: [{ serviceId: services[KG]!.id, quantity: 3 }],
      pickupDate: tomorrow(),
      pickupSlot: '19-21',
    };
    const bodies = students.map(() => heldBody({ ...order, paymentMethod: 'CASH' }));
    const answers = students.map(({ headers }, index) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(withKey(index) ? { 'idempotency-key': randomUUID() } : {}),
        },
        payload: bodies[index]!.stream,
      }),
    );
    await Promise.all(bodies.map((body) => body.read));
    // Every one of them is signed in and checked; now two are erased for good (the row itself,
    // not the app's soft delete), and all the bodies arrive at once.
    const gone = deleted.map((index) => students[index]!.user.id);
    await app.database.db.delete(users).where(inArray(users.id, gone));
    for (const body of bodies) body.send();

    const settled = await Promise.all(answers);
    for (const [index, answer] of settled.entries()) {
      if (deleted.includes(index)) {
        expect(answer.json(), `student ${index}`).toMatchObject({ statusCode: 401, code: 'auth/user-not-found' });
      } else {
        expect(answer.statusCode, `student ${index}: ${answer.body}`).toBe(201);
        expect((answer.json() as OrderDetail).student.id).toBe(students[index]!.user.id);
      }
    }
  });

  it('writes the rest of a batch when one placement in it cannot be written', async () => {
    const db = app.database.db;
    const [service] = await findServicesByIds(db, [services[KG]!.id]);
    const placementOf = async (student: UserRow): Promise<Placement> => ({
      actor: student,
      student,
      address: await resolveAddress(db, student, undefined),
      pickup: { date: tomorrow(), slot: '19-21' },
      ...priceNewLines([service!], [{ serviceId: service!.id, quantity: 3 }]),
      gross: 45_000,
      discount: null,
      note: '',
      paymentMethod: 'CASH',
      now: new Date(),
    });
    const students = await Promise.all(
      Array.from({ length: 3 }, () => signedIn(app, { dormitory: 'KTX Khu B', building: 'B3', room: '501' })),
    );
    const [first, second, third] = await Promise.all(students.map(({ user }) => placementOf(user)));
    // A student who no longer exists: the order's row breaks its foreign key, and the batch with it.
    const ghost = { ...second!, student: { ...second!.student, id: randomUUID() } };
    const queue = placementQueue(db, app.realtime);
    // The first is written at once; the next three wait for it and go in one batch.
    const settled = await Promise.allSettled(
      [first!, second!, ghost, third!].map((placement) => queue.place(placement)),
    );
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ cause: { code: '23503' } });
    for (const [index, { headers }] of students.entries()) {
      const list = await app.inject({ method: 'GET', url: '/api/orders', headers });
      expect(list.json().total, `student ${index}`).toBe(1);
    }
  });
});
