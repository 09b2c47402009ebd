import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../../lib/app-error';
import { countOrdersByStatus } from './repository';

/** Reads how many jobs wait in a queue (the outbox, a job queue) at scrape time. */
export type QueueDepthReader = () => number | Promise<number>;

interface Metrics {
  /** Publishes `tsa_queue_depth{queue}` from `read`, called at each scrape. */
  registerQueueDepth(queue: string, read: QueueDepthReader): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given?.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice('Bearer '.length));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route pattern (`/api/orders/:id`), never the raw URL: one series per endpoint, no ids in labels. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Prometheus metrics at `GET /metrics`, answered only with `Authorization: Bearer METRICS_TOKEN`
 * (absent when the token is not configured). Each app has its own registry, so instances in one
 * process (tests) do not mix their figures.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const register = new Registry();
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });

  const httpDuration = new Histogram({
    name: 'tsa_http_request_duration_seconds',
    help: 'Thời gian trả lời yêu cầu HTTP, theo mẫu đường dẫn và mã trạng thái',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      { method: request.method, route: routeOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'tsa_db_pool_connections',
    help: 'Kết nối PostgreSQL của tiến trình: total, idle, waiting (yêu cầu đang chờ kết nối)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  new Gauge({
    name: 'tsa_sockets_connected',
    help: 'Kết nối Socket.IO đang mở trên máy chủ này',
    registers: [register],
    collect() {
      this.set(app.realtime?.io.engine?.clientsCount ?? 0);
    },
  });

  new Gauge({
    name: 'tsa_orders',
    help: 'Số đơn hàng theo trạng thái (toàn hệ thống)',
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await countOrdersByStatus(app.database.db)) this.set({ status: row.status }, row.count);
    },
  });

  const queues = new Map<string, QueueDepthReader>();
  new Gauge({
    name: 'tsa_queue_depth',
    help: 'Việc đang chờ trong hàng đợi (outbox, hàng đợi công việc)',
    labelNames: ['queue'] as const,
    registers: [register],
    async collect() {
      for (const [queue, read] of queues) this.set({ queue }, await read());
    },
  });

  app.decorate('metrics', {
    registerQueueDepth: (queue: string, read: QueueDepthReader) => {
      queues.set(queue, read);
    },
  });

  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) throw new AppError('auth/unauthenticated');
    return reply
      .header('content-type', register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics());
  });
});
