import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { resetSecondFactor } from './service';

/** Under /api/users: an admin clears someone else's second factors (lost phone and codes). */
export const secondFactorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id/second-factor',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags: ['second-factor'],
        summary:
          'Đặt lại xác thực hai bước của người khác (mất điện thoại và mã khôi phục): xóa ứng dụng xác thực, mã khôi phục và khóa truy cập, đăng xuất mọi phiên; ghi vào nhật ký bảo mật',
        security: bearerSecurity,
        params: idParamsOf('người dùng'),
        response: { 204: z.null().describe('Đã đặt lại'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await resetSecondFactor(app, request.user, request.params.id, originOf(request));
      return reply.status(204).send(null);
    },
  );
};
