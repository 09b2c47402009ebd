import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewRoutes } from './overview-routes';
import { reportRoutes } from './report-routes';

/**
 * `/api/stats`: the business figures. Every figure is aggregated in PostgreSQL (never summed in
 * JavaScript loops) and counted on Ho Chi Minh City days; definitions in docs/decisions/010.
 */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(overviewRoutes);
  await app.register(reportRoutes, { prefix: '/report' });
};
