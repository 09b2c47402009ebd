import { ERRORS, healthSchema, livenessSchema, notReadySchema } from '@tsa/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const startedAt = Date.now();
const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);
/** A dependency that does not answer within this is down: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) === false ? 'down' : 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

async function readiness(app: FastifyInstance) {
  const redis = app.redis;
  const [database, redisState] = await Promise.all([
    answers(() => app.database.ping()),
    redis ? answers(() => (redis.status === 'ready' ? redis.ping() : Promise.resolve(false))) : ('off' as const),
  ]);
  return { database, redis: redisState, draining: app.lifecycle.draining };
}

const DOWN_NAMES = { database: 'cơ sở dữ liệu', redis: 'Redis' } as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Máy chủ còn chạy (liveness): 200 khi tiến trình trả lời, không kiểm tra cơ sở dữ liệu',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: uptimeSeconds() }),
  );

  const ready = {
    schema: {
      tags: ['system'],
      summary:
        'Sẵn sàng nhận yêu cầu (readiness): 200 khi cơ sở dữ liệu và Redis (nếu có cấu hình) trả lời; 503 nêu phần không sẵn sàng, hoặc khi máy chủ đang dừng',
      response: { 200: healthSchema, 503: notReadySchema },
    },
  };
  const readyHandler = async (_request: unknown, reply: FastifyReply) => {
    const checks = await readiness(app);
    const down = (['database', 'redis'] as const).filter((name) => checks[name] === 'down');
    if (down.length || checks.draining) {
      const reason = checks.draining
        ? 'máy chủ đang dừng'
        : `${down.map((name) => DOWN_NAMES[name]).join(' và ')} không phản hồi`;
      return reply.status(503).send({
        statusCode: 503,
        code: 'server/unavailable',
        message: `${ERRORS['server/unavailable'].message} (${reason})`,
        checks,
      });
    }
    return { status: 'ok' as const, ...checks, uptimeSeconds: uptimeSeconds(), version: app.appVersion };
  };
  app.get('/health/ready', ready, readyHandler);
  // The first health path: kept for probes and scripts that still poll it, with the same answer as readiness.
  app.get('/health', ready, readyHandler);
};
