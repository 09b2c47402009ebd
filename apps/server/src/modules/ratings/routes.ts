import { orderRatingResultSchema, orderRatingSchema, rateOrderSchema, ratingSummarySchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { getOrderRating, ratingSummary, rateOrder } from './service';

const tags = ['ratings'];
const idParams = idParamsOf('đơn hàng');
const errors = errorResponses(400, 401, 403, 404, 409);

/** Mounted under /orders (one order's rating) and /ratings (the admins' summary). */
export const orderRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/:id/rating',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Đánh giá của một đơn, hoặc null nếu chưa có (sinh viên chỉ xem đơn của mình)',
        params: idParams,
        response: { 200: orderRatingResultSchema, ...errors },
      },
    },
    async (request) => getOrderRating(db, request.user, request.params.id),
  );

  app.post(
    '/:id/rating',
    {
      onRequest: app.authenticate,
      // Roles are checked before the body is validated: a wrong role learns nothing from the rules.
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary:
          'Sinh viên đánh giá đơn của mình sau khi hoàn thành: 1–5 sao và nhận xét tùy chọn (tối đa 280 ký tự), mỗi đơn một lần',
        params: idParams,
        body: rateOrderSchema,
        response: { 201: orderRatingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rateOrder(db, request.user, request.params.id, request.body)),
  );
};

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/summary',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Điểm đánh giá trung bình: toàn bộ, theo dịch vụ, theo nhân viên đã lấy/giao đồ, và các đánh giá mới nhất (quản trị viên)',
        response: { 200: ratingSummarySchema, ...errors },
      },
    },
    async () => ratingSummary(db),
  );
};
