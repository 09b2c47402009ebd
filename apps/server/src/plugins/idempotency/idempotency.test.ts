import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, KG, signedIn, tomorrow, type Headers } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-database';

const onPostgresServer = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe('Idempotency-Key on creating calls', () => {
  let app: FastifyInstance;
  let kgId: string;
  beforeAll(async () => {
    app = await createTestApp();
    kgId = (await catalogue(app))[KG]!.id;
  });
  afterAll(async () => app.close());

  const order = (quantity = 4) => ({
    items: [{ serviceId: kgId, quantity }],
    pickupDate: tomorrow(),
    pickupSlot: '17-19',
    paymentMethod: 'CASH',
  });
  const post = (on: FastifyInstance, headers: Headers, key: string, payload: object) =>
    on.inject({ method: 'POST', url: '/api/orders', headers: { ...headers, 'idempotency-key': key }, payload });
  const ordersOf = async (headers: Headers) =>
    ((await app.inject({ method: 'GET', url: '/api/orders', headers })).json() as { total: number }).total;

  it('a retry with the same key and body gets the first answer again, and places no second order', async () => {
    const student = await signedIn(app);
    const key = randomUUID();
    const first = await post(app, student.headers, key, order());
    expect(first.statusCode).toBe(201);
    const retry = await post(app, student.headers, key, order());
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(student.headers)).toBe(1);
    // A new submit (a new key) is a new order.
    expect((await post(app, student.headers, randomUUID(), order())).statusCode).toBe(201);
    expect(await ordersOf(student.headers)).toBe(2);
  });

  it('the same key with another body is refused with a Vietnamese message, and nothing is placed', async () => {
    const student = await signedIn(app);
    const key = randomUUID();
    expect((await post(app, student.headers, key, order(4))).statusCode).toBe(201);
    const other = await post(app, student.headers, key, order(7));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'request/idempotency-key-reused',
      message: expect.stringContaining('đã được dùng cho một yêu cầu khác'),
    });
    expect(await ordersOf(student.headers)).toBe(1);
  });

  it('concurrent duplicates place one order and all get its answer', async () => {
    const student = await signedIn(app);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(app, student.headers, key, order())));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await ordersOf(student.headers)).toBe(1);
  });

  it('keys are per user, a malformed key is refused, and a rejected body takes no key', async () => {
    const [a, b] = [await signedIn(app), await signedIn(app)];
    const key = randomUUID();
    expect((await post(app, a.headers, key, order())).statusCode).toBe(201);
    const forB = await post(app, b.headers, key, order());
    expect(forB.statusCode).toBe(201);
    expect(forB.headers['idempotent-replayed']).toBeUndefined();

    const malformed = await post(app, a.headers, 'has spaces', order());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'request/idempotency-key-invalid' });

    const fixKey = randomUUID();
    expect((await post(app, a.headers, fixKey, { ...order(), items: [] })).statusCode).toBe(400);
    expect((await post(app, a.headers, fixKey, order())).statusCode).toBe(201);
  });

  it('applies to support tickets and their messages', async () => {
    const student = await signedIn(app);
    const key = randomUUID();
    const ticket = { subject: 'Thiếu một chiếc áo', message: 'Em nhận lại đồ nhưng thiếu một chiếc áo trắng.' };
    const open = () =>
      app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: { ...student.headers, 'idempotency-key': key },
        payload: ticket,
      });
    const first = await open();
    expect(first.statusCode).toBe(201);
    expect((await open()).json()).toEqual(first.json());
    const list = (await app.inject({ method: 'GET', url: '/api/tickets', headers: student.headers })).json() as {
      total: number;
    };
    expect(list.total).toBe(1);
  });

  it.skipIf(!onPostgresServer)('a retry landing on another instance gets the same answer', async () => {
    const other = await createTestApp({ databaseUrl: (app.database as TestDatabase).url! });
    try {
      const student = await signedIn(app);
      const key = randomUUID();
      const first = await post(app, student.headers, key, order());
      const retry = await post(other, student.headers, key, order());
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(await ordersOf(student.headers)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
