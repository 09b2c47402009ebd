import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signedIn } from '../../test/orders';
import { createTestApp } from '../../test/test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics and the request log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await createTestApp({
      env: { METRICS_TOKEN, LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(async () => app.close());

  const scrape = () =>
    app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

  it('refuses a scrape without the token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('exposes latency by route pattern and status, event-loop delay, sockets, orders by status and queue depth', async () => {
    app.metrics.registerQueueDepth('outbox', () => 7);
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers);
    await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: student.headers });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /tsa_http_request_duration_seconds_count\{method="GET",route="\/api\/orders\/:id",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /tsa_http_request_duration_seconds_count\{method="POST",route="\/api\/orders",status_code="201"\} 1/,
    );
    expect(text).not.toContain(order.id);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/tsa_sockets_connected 0/);
    expect(text).toMatch(/tsa_orders\{status="PENDING"\} 1/);
    expect(text).toMatch(/tsa_queue_depth\{queue="outbox"\} 7/);
    // The job queue's own queues (e-mail digests, pushes) are counted too.
    expect(text).toMatch(/tsa_queue_depth\{queue="mail-digest"\} \d+/);
    expect(text).toMatch(/tsa_queue_depth\{queue="push-send"\} \d+/);
  });

  it('writes one info line per request, with its route, status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, msg: 'request', route: '/api/health/live', statusCode: 200 });
    expect(typeof logged[0]!.ms).toBe('number');
  });
});
