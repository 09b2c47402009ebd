import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { Service } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, KG, signedIn, tomorrow, type Headers } from '../test/orders';
import { heldBody } from '../test/held-body';
import { listen } from '../test/sockets';
import { createTestApp } from '../test/test-app';
import { fifoGate } from './admission';

describe('the admission gate of a burst', () => {
  it('lets in at most its limit at once and the waiting ones strictly in arrival order', async () => {
    const gate = fifoGate(2, 60_000);
    const served: number[] = [];
    const inside = { now: 0, most: 0 };
    const place = async (student: number) => {
      expect(await gate.enter()).toBe(true);
      inside.now += 1;
      inside.most = Math.max(inside.most, inside.now);
      served.push(student);
      // Later arrivals take less time: without the gate they would overtake the first ones.
      await new Promise((resolve) => setTimeout(resolve, 12 - student));
      inside.now -= 1;
      gate.leave();
    };
    await Promise.all(Array.from({ length: 10 }, (_, student) => place(student)));
    expect(served).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(inside.most).toBe(2);
    expect(gate.waiting).toBe(0);
    // Freed places are reusable: the gate is back to empty.
    await gate.enter();
    await gate.enter();
    expect(gate.waiting).toBe(0);
  });

  it('gives up on a wait past its bound, without taking a place, and keeps the order of the others', async () => {
    const gate = fifoGate(1, 30);
    expect(await gate.enter()).toBe(true);
    const late = gate.enter();
    expect(gate.waiting).toBe(1);
    expect(await late).toBe(false);
    expect(gate.waiting).toBe(0);
    // The place is still the first holder's; the next waiter gets it when it leaves.
    const next = gate.enter();
    gate.leave();
    expect(await next).toBe(true);
    gate.leave();
    expect(await gate.enter()).toBe(true);
  });
});

/** Fails after `ms` instead of hanging: a placement stuck behind a held place. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);

// The gate exists on the embedded database only; the request timeout is the HTTP server's, the
// same on both: run once.
describe.skipIf(process.env.TEST_DB === 'postgres')('slow and stalled clients during a burst', () => {
  let app: FastifyInstance;
  let base: string;
  let services: Record<string, Service>;
  let releaseHeld!: () => void;
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  let holdersIn!: () => void;
  const bothHoldersIn = new Promise<void>((resolve) => (holdersIn = resolve));
  let holders = 0;

  beforeAll(async () => {
    app = await createTestApp({
      env: { WRITE_CONCURRENCY: '2', WRITE_WAIT_SECONDS: '0.5', REQUEST_TIMEOUT_SECONDS: '1' },
      // A write that holds its place until told (the slow transaction of a real burst).
      extend: (app) => {
        app.post(
          '/test/held',
          { onRequest: app.authenticate, preValidation: app.admission.enter, onResponse: app.admission.leave },
          async () => {
            if (++holders === 2) holdersIn();
            await held;
            return { done: true };
          },
        );
      },
    });
    base = await listen(app);
    services = await catalogue(app);
  });
  afterAll(async () => {
    releaseHeld();
    await app.close();
  });

  const order = () => ({
    items: [{ serviceId: services[KG]!.id, quantity: 3 }],
    pickupDate: tomorrow(),
    pickupSlot: '17-19',
    paymentMethod: 'CASH',
  });
  const place = (headers: Headers) => app.inject({ method: 'POST', url: '/api/orders', headers, payload: order() });

  it('keeps no place for a signed-in client whose body has not arrived: the others are served', async () => {
    const slow = await Promise.all(Array.from({ length: 3 }, () => signedIn(app)));
    const bodies = slow.map(() => heldBody(order()));
    const slowAnswers = slow.map(({ headers }, index) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: bodies[index]!.stream,
      }),
    );
    await Promise.all(bodies.map((body) => body.read));
    // Three bodies on their way, more than the gate's two places: two others still get in at once.
    const others = await Promise.all(Array.from({ length: 2 }, () => signedIn(app)));
    const answers = await within(5_000, Promise.all(others.map(({ headers }) => place(headers))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    for (const [index, body] of bodies.entries()) {
      body.send();
      expect((await slowAnswers[index]!).statusCode).toBe(201);
    }
  });

  it('cuts off a client that stalls in the middle of its body, and serves the others meanwhile', async () => {
    const { headers } = await signedIn(app);
    const body = JSON.stringify(order());
    const { port } = new URL(base);
    const socket: Socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    socket.on('error', () => {});
    const started = performance.now();
    socket.write(
      `POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${headers.authorization}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );

    const others = await Promise.all(Array.from({ length: 3 }, () => signedIn(app)));
    const answers = await Promise.all(
      others.map(({ headers }) =>
        fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(order()),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);

    // REQUEST_TIMEOUT_SECONDS=1; Node looks at its connections every quarter of it.
    const cutAfter = (await closed) - started;
    expect(cutAfter).toBeGreaterThanOrEqual(900);
    expect(cutAfter).toBeLessThan(2_500);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({
      statusCode: 408,
      code: 'request/timeout',
      message: expect.stringMatching(/^Gửi yêu cầu quá lâu/),
    });
  });

  it('answers 503 with Retry-After when no place frees up in time, and serves again once one does', async () => {
    const holders = await Promise.all(Array.from({ length: 2 }, () => signedIn(app)));
    const holding = holders.map(({ headers }) => app.inject({ method: 'POST', url: '/test/held', headers }));
    await bothHoldersIn;
    const student = await signedIn(app);
    const started = performance.now();
    const refused = await place(student.headers);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({
      code: 'server/busy',
      message: expect.stringMatching(/^Hệ thống đang nhận/),
    });

    releaseHeld();
    expect((await Promise.all(holding)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await place(student.headers)).statusCode).toBe(201);
  });
});
