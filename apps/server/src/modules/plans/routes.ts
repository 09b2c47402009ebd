import { buyPlanSchema, createPlanSchema, hcmDateOf, myPlanSchema, planSchema, updatePlanSchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { originOf } from '../../lib/request-origin';
import { createPlan, editPlan } from './admin';
import { presentPlan } from './presenter';
import { buyPlan, cancelAwaitingPlan, myPlan, skipWeek } from './purchase';
import { listPlans } from './repository';

const tags = ['plans'];
const idParams = idParamsOf('gói giặt');
const today = () => hcmDateOf(new Date());

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Các gói giặt (sinh viên: gói đang bán; quản trị viên: tất cả)',
        response: { 200: z.array(planSchema) },
      },
    },
    async (request) => (await listPlans(app.database.db, request.user.role === 'ADMIN')).map(presentPlan),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Tạo gói giặt',
        body: createPlanSchema,
        response: { 201: planSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(presentPlan(await createPlan(app, { id: request.user.id, origin: originOf(request) }, request.body))),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Sửa gói giặt (gói đã bán giữ điều khoản lúc mua); active=false để ngừng bán',
        params: idParams,
        body: updatePlanSchema,
        response: { 200: planSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      presentPlan(
        await editPlan(app, { id: request.user.id, origin: originOf(request) }, request.params.id, request.body),
      ),
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary: 'Gói của tôi: kg còn lại tháng này, ngày gia hạn, ngày kết thúc; gói chờ chuyển khoản kèm cách trả',
        response: { 200: myPlanSchema },
      },
    },
    async (request) => myPlan(app, request.user.id, today()),
  );

  app.delete(
    '/me',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary: 'Hủy gói đang chờ chuyển khoản (tiền đã vào ví vẫn ở trong ví)',
        response: { 204: z.null(), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await cancelAwaitingPlan(app, request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/skip-week',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary: 'Tạm ngưng một tuần (mỗi tháng một lần, nếu gói cho phép): gói kết thúc muộn hơn 7 ngày',
        response: { 200: myPlanSchema, ...errorResponses(409) },
      },
    },
    async (request) => skipWeek(app, request.user.id, today()),
  );

  app.post(
    '/:id/buy',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary: 'Mua gói: trừ ví TSA ngay, hoặc chuyển khoản vào ví (gói bắt đầu khi tiền về)',
        params: idParams,
        body: buyPlanSchema,
        response: { 201: myPlanSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await buyPlan(app, request.user.id, request.params.id, request.body.paymentMethod, today())),
  );
};
