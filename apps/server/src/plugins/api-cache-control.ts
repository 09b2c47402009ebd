import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * `Cache-Control: no-store` on every API answer whose route did not choose its own: the signed-in
 * answers (a profile, an order) and the ones carrying tokens (sign-in, refresh, sign-up) must
 * stay out of the browser's and any proxy's cache (ASVS 14.3.2). One hook rather than a header
 * per route, so a new route is covered without thinking of it and errors are too. A route that
 * may be cached says so itself (the public figures, `public, max-age=300`).
 */
export const apiCacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
