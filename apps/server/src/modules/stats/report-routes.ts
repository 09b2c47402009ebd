import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /stats/report/{table} and its exports */
export const reportRoutes: FastifyPluginAsyncZod = async () => {};
