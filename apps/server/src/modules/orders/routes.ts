import {
  cancelOrderSchema,
  changeOrderStatusSchema,
  changePaymentSchema,
  chooseReturnSlotSchema,
  createOrderSchema,
  errorBodySchema,
  hcmDateOf,
  listOrdersQuerySchema,
  orderDetailSchema,
  orderPageSchema,
  receiptSchema,
  reschedulePickupSchema,
  setHandoffSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { claimTransfer, moneyPublisher, buildReceipt, receiptPdf } from '../payments';
import { exportOrdersCsv } from './export';
import { chooseReturnSlot } from './return-slot';
import { confirmPickup, reschedulePickup, setHandoff } from './schedule-changes';
import { createOrder, getOrderDetail, listOrdersPage } from './service';
import { cancelOrder, changeOrderStatus, changePayment } from './transitions';

const tags = ['orders'];
const idParams = idParamsOf('đơn hàng');
const errors = errorResponses(400, 401, 403, 404, 409);

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Status changes (weighing can settle an early transfer) and payments may e-mail a receipt.
  const publisher = moneyPublisher(app);
  // Roles are checked before the body is validated: a wrong role learns nothing from the rules.
  const signedIn = { onRequest: app.authenticate };
  const staffOrAdmin = { onRequest: app.authenticate, preValidation: app.authorize('STAFF', 'ADMIN') };

  app.post(
    '/',
    {
      // A burst of placements is served first come, first served (plugins/admission.ts), once
      // signed in, allowed and with its body in: a slow or anonymous client holds no place.
      onRequest: app.authenticate,
      preValidation: [app.authorize('STUDENT', 'ADMIN'), app.admission.enter],
      onResponse: app.admission.leave,
      ...app.idempotent,
      schema: {
        tags,
        security,
        summary:
          'Đặt đơn giặt (sinh viên; quản trị viên đặt hộ sinh viên qua studentId). Địa chỉ mặc định lấy từ hồ sơ; khung giờ phải còn ở tương lai, tối đa 14 ngày tới',
        body: createOrderSchema,
        response: { 201: orderDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createOrder(db, app.realtime, request.user, request.body)),
  );

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Danh sách đơn (phân trang). Lọc theo trạng thái (một hoặc nhiều), ngày tạo đơn from/to (giờ Việt Nam), trạng thái thanh toán; tìm theo mã đơn, tên sinh viên (không cần dấu), email, điện thoại, phòng. Sinh viên chỉ thấy đơn của mình',
        querystring: listOrdersQuerySchema,
        response: { 200: orderPageSchema, ...errors },
      },
    },
    async (request) => listOrdersPage(db, request.user, request.query),
  );

  app.get(
    '/export.csv',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Xuất CSV các đơn theo cùng bộ lọc với danh sách (quản trị viên; UTF-8 có BOM, tiêu đề tiếng Việt, tối đa 10.000 dòng)',
        querystring: listOrdersQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('Tệp CSV'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      const csv = await exportOrdersCsv(db, filters);
      const day = hcmDateOf(new Date()).replaceAll('-', '');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="don-hang-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Chi tiết đơn với lịch sử trạng thái và các nhiệm vụ lấy/giao đồ (sinh viên chỉ xem đơn của mình)',
        params: idParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => getOrderDetail(db, request.user, request.params.id),
  );

  app.patch(
    '/:id/status',
    {
      ...staffOrAdmin,
      schema: {
        tags,
        security,
        summary:
          'Chuyển trạng thái đơn theo quy trình (nhân viên, quản trị viên): PENDING→CONFIRMED→PICKED_UP→WASHING→READY→DELIVERING→COMPLETED. Khi sang WASHING có thể gửi items với số cân/số lượng thực tế để tính lại finalTotal. Hoàn thành một đơn tiền mặt chưa thanh toán cần cashCollected (số tiền mặt đã thu, 0 nếu chưa thu được)',
        params: idParams,
        body: changeOrderStatusSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => changeOrderStatus(db, publisher, request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT', 'ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Hủy đơn: sinh viên hủy đơn của mình khi còn "Chờ xác nhận"/"Đã xác nhận"; quản trị viên hủy trước khi hoàn thành, bắt buộc có lý do',
        params: idParams,
        body: cancelOrderSchema.nullish(),
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => cancelOrder(db, app.realtime, request.user, request.params.id, request.body ?? {}),
  );

  app.put(
    '/:id/return-slot',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT', 'ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Chọn giờ trả đồ khi đơn "Đã giặt xong" (sinh viên cho đơn của mình, quản trị viên cho mọi đơn): trong giới hạn số chỗ của khung giờ, chung với lượt lấy đồ; nhiệm vụ giao đồ đang mở chuyển sang khung này',
        params: idParams,
        body: chooseReturnSlotSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => chooseReturnSlot(db, app.realtime, request.user, request.params.id, request.body),
  );

  // Changes without calling anyone (decision 043): the owner (an admin for them), until the window starts.
  const ownerOrAdmin = { onRequest: app.authenticate, preValidation: app.authorize('STUDENT', 'ADMIN') };
  app.patch(
    '/:id/pickup',
    {
      ...ownerOrAdmin,
      schema: {
        tags,
        security,
        summary:
          'Đổi giờ lấy đồ (sinh viên cho đơn của mình) cho đến khi khung giờ hiện tại bắt đầu: trong giới hạn số chỗ như khi đặt đơn; nhiệm vụ lấy đồ đang mở chuyển theo',
        params: idParams,
        body: reschedulePickupSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => reschedulePickup(db, app.realtime, request.user, request.params.id, request.body),
  );

  app.put(
    '/:id/handoff',
    {
      ...ownerOrAdmin,
      schema: {
        tags,
        security,
        summary:
          'Chọn nơi giao nhận khi lấy và/hoặc khi trả đồ (tại phòng, lễ tân, bạn cùng phòng có tên), cho đến khi khung giờ tương ứng bắt đầu',
        params: idParams,
        body: setHandoffSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => setHandoff(db, app.realtime, request.user, request.params.id, request.body),
  );

  app.post(
    '/:id/confirm-pickup',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary: '"Xác nhận" lịch lấy đồ sau lời nhắc tối hôm trước (chủ đơn)',
        params: idParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => confirmPickup(db, app.realtime, request.user, request.params.id),
  );

  app.patch(
    '/:id/payment',
    {
      ...staffOrAdmin,
      ...app.idempotent,
      schema: {
        tags,
        security,
        summary:
          'Ghi nhận thanh toán (nhân viên, quản trị viên): PAID chỉ sau khi cân (quản trị viên có thể ngoại lệ với override + note); UNPAID là hủy ghi nhận thanh toán, chỉ quản trị viên, bắt buộc lý do (note)',
        params: idParams,
        body: changePaymentSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => changePayment(db, publisher, request.user, request.params.id, request.body, originOf(request)),
  );

  app.post(
    '/:id/transfer-claim',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary:
          'Sinh viên báo "Tôi đã chuyển khoản": đơn hiện "Chờ xác nhận thanh toán", nhân viên và quản trị viên được thông báo',
        params: idParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => {
      await claimTransfer(db, app.realtime, request.user, request.params.id);
      return getOrderDetail(db, request.user, request.params.id);
    },
  );

  app.get(
    '/:id/receipt',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Biên nhận của đơn đã thanh toán (sinh viên chỉ xem đơn của mình)',
        params: idParams,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) => buildReceipt(db, request.user, request.params.id),
  );

  app.get(
    '/:id/receipt.pdf',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Biên nhận dạng PDF của đơn đã thanh toán (sinh viên chủ đơn, nhân viên, quản trị viên); tiếng Việt có dấu, nhúng phông chữ',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('Tệp PDF (nhị phân)'), ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await buildReceipt(db, request.user, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="bien-nhan-${receipt.code}.pdf"`)
        .header('cache-control', 'no-store')
        .send(await receiptPdf(receipt));
    },
  );
};
