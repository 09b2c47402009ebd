import {
  bulkCreateDeliveriesSchema,
  bulkDeliveriesResultSchema,
  changeDeliveryStatusSchema,
  createDeliverySchema,
  deliveryPageSchema,
  deliveryTaskSchema,
  listDeliveriesQuerySchema,
  neededDeliveriesSchema,
  updateDeliverySchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { moneyPublisher } from '../payments';
import { changeDeliveryStatus } from './progress';
import {
  assignDeliveries,
  assignDelivery,
  getDeliveryTask,
  listDeliveriesPage,
  neededDeliveries,
  updateDeliveryTask,
} from './service';

const tags = ['deliveries'];
const idParams = idParamsOf('nhiệm vụ');
const errors = errorResponses(400, 401, 403, 404, 409);

export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Roles are checked before the body is validated: a wrong role learns nothing from the rules.
  const adminOnly = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };
  const staffOrAdmin = { onRequest: app.authenticate, preValidation: app.authorize('STAFF', 'ADMIN') };

  app.get(
    '/',
    {
      ...staffOrAdmin,
      schema: {
        tags,
        security,
        summary:
          'Danh sách nhiệm vụ lấy/giao đồ, theo ngày và khung giờ rồi ký túc xá → tòa → phòng. Lọc theo trạng thái, loại, nhân viên, đơn, ngày (date hoặc from/to). Nhân viên chỉ thấy nhiệm vụ của mình',
        querystring: listDeliveriesQuerySchema,
        response: { 200: deliveryPageSchema, ...errors },
      },
    },
    async (request) => listDeliveriesPage(db, request.user, request.query),
  );

  app.get(
    '/needed',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Đơn cần phân công (quản trị viên): cần lấy đồ (Chờ xác nhận/Đã xác nhận, chưa có nhiệm vụ lấy đồ đang mở) và cần giao đồ (Đã giặt xong, chưa có nhiệm vụ giao đồ đang mở)',
        response: { 200: neededDeliveriesSchema, ...errors },
      },
    },
    async () => neededDeliveries(db),
  );

  app.get(
    '/:id',
    {
      ...staffOrAdmin,
      schema: {
        tags,
        security,
        summary: 'Chi tiết một nhiệm vụ (nhân viên chỉ xem nhiệm vụ của mình)',
        params: idParams,
        response: { 200: deliveryTaskSchema, ...errors },
      },
    },
    async (request) => getDeliveryTask(db, request.user, request.params.id),
  );

  app.post(
    '/',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Phân công một nhiệm vụ (quản trị viên): lấy đồ cho đơn Chờ xác nhận/Đã xác nhận (đơn chờ sẽ được xác nhận), giao đồ cho đơn Đã giặt xong; mỗi đơn chỉ một nhiệm vụ đang mở mỗi loại',
        body: createDeliverySchema,
        response: { 201: deliveryTaskSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assignDelivery(db, app.realtime, request.user, request.body)),
  );

  app.post(
    '/bulk',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Phân công nhiều đơn cho một nhân viên (quản trị viên): tất cả hoặc không đơn nào; lỗi từng đơn nằm trong fields theo mã đơn',
        body: bulkCreateDeliveriesSchema,
        response: { 201: bulkDeliveriesResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ items: await assignDeliveries(db, app.realtime, request.user, request.body) }),
  );

  app.patch(
    '/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Giao lại nhiệm vụ đang mở cho nhân viên khác và/hoặc đổi ngày, khung giờ (quản trị viên)',
        params: idParams,
        body: updateDeliverySchema,
        response: { 200: deliveryTaskSchema, ...errors },
      },
    },
    async (request) => updateDeliveryTask(db, app.realtime, request.user, request.params.id, request.body),
  );

  app.patch(
    '/:id/status',
    {
      ...staffOrAdmin,
      schema: {
        tags,
        security,
        summary:
          'Cập nhật nhiệm vụ (nhân viên được giao hoặc quản trị viên): ASSIGNED→IN_PROGRESS→DONE, hoặc FAILED kèm lý do. Lấy đồ xong → đơn "Đã lấy đồ"; bắt đầu giao → "Đang giao"; giao xong → "Hoàn thành"; giao thất bại → đơn về "Đã giặt xong"',
        params: idParams,
        body: changeDeliveryStatusSchema,
        response: { 200: deliveryTaskSchema, ...errors },
      },
    },
    async (request) =>
      changeDeliveryStatus(db, moneyPublisher(app), request.user, request.params.id, request.body, originOf(request)),
  );
};
