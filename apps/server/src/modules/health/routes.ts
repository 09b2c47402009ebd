import { healthSchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Trạng thái máy chủ (200 khi cơ sở dữ liệu sẵn sàng)',
        response: { 200: healthSchema },
      },
    },
    async () => {
      if (!(await app.database.ping())) throw new AppError('server/unavailable');
      return {
        status: 'ok' as const,
        database: 'up' as const,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: app.appVersion,
      };
    },
  );
};
