import { payFromWalletResultSchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { moneyPublisher } from '../payments';
import { payOrderFromWallet } from './billing';

/** `/orders/{id}/pay-from-wallet`: a weighed order paid from the student's ví TSA with one tap. */
export const orderWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publisher = moneyPublisher(app);

  app.post(
    '/:id/pay-from-wallet',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags: ['wallet'],
        security,
        summary:
          'Thanh toán đơn đã cân bằng ví TSA: trả toàn bộ số còn thiếu, hoặc từ chối (wallet/insufficient-funds) khi ví không đủ',
        params: idParamsOf('đơn hàng'),
        response: { 200: payFromWalletResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => payOrderFromWallet(db, publisher, request.user, request.params.id),
  );
};
