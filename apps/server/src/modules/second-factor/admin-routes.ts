import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { recordAuditEvent } from '../audit';
import { resetSecondFactor } from './service';

/** Under /api/users: an admin clears someone's second factor (lost phone and codes). */
export const secondFactorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id/second-factor',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags: ['second-factor'],
        summary:
          'Đặt lại xác thực hai bước của một người dùng (mất điện thoại và mã khôi phục); được ghi vào nhật ký bảo mật',
        security: bearerSecurity,
        params: idParamsOf('người dùng'),
        response: { 204: z.null().describe('Đã đặt lại'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const target = await resetSecondFactor(app, request.params.id);
      await recordAuditEvent(app.database.db, {
        action: 'mfa.reset',
        actorId: request.user.id,
        targetType: 'user',
        targetId: target.id,
        origin: originOf(request),
      });
      return reply.status(204).send(null);
    },
  );
};
