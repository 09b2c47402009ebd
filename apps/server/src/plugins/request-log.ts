import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One `info` line per request, written when the answer is sent (Fastify's own pair of
 * "incoming request" / "request completed" lines is turned off in app.ts): half the log
 * volume, and every line already carries the status and the time.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.user?.id,
      },
      'request',
    );
  });
});
