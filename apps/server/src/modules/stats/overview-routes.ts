import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /stats/overview, /stats/charts, /stats/me, /stats/public */
export const overviewRoutes: FastifyPluginAsyncZod = async () => {};
