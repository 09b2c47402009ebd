import {
  changeTicketStatusSchema,
  createTicketSchema,
  listTicketsQuerySchema,
  postTicketMessageSchema,
  ticketDetailSchema,
  ticketMessageSchema,
  ticketPageSchema,
  ticketSocketMessageSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { changeTicketStatus, createTicket, getTicketDetail, listTicketsPage, postTicketMessage } from './service';

const tags = ['tickets'];
const idParams = idParamsOf('yêu cầu hỗ trợ');
const errors = errorResponses(400, 401, 403, 404, 409);

export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { onRequest: app.authenticate };

  // The contract's client posts ticket messages over the socket too: same rules, answered by ack.
  app.realtime.handle('message', ticketSocketMessageSchema, async (user, input) => ({
    message: await postTicketMessage(db, app.realtime, user, input.ticketId, input.body),
  }));

  app.post(
    '/',
    {
      ...signedIn,
      ...app.idempotent,
      schema: {
        tags,
        security,
        summary:
          'Mở yêu cầu hỗ trợ (mọi người dùng đã đăng nhập): tiêu đề tối đa 80 ký tự, tin nhắn đầu tiên tối đa 280 ký tự, có thể gắn với một đơn hàng của mình',
        body: createTicketSchema,
        response: { 201: ticketDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTicket(db, app.realtime, request.user, request.body)),
  );

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Danh sách yêu cầu hỗ trợ, hoạt động gần nhất trước (phân trang). Lọc theo trạng thái; tìm theo tiêu đề (không cần dấu), mã (TK-00042) hoặc người gửi. Sinh viên chỉ thấy yêu cầu của mình; nhân viên và quản trị viên thấy tất cả',
        querystring: listTicketsQuerySchema,
        response: { 200: ticketPageSchema, ...errors },
      },
    },
    async (request) => listTicketsPage(db, request.user, request.query),
  );

  app.get(
    '/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Chi tiết yêu cầu hỗ trợ với toàn bộ tin nhắn (chỉ người gửi, nhân viên và quản trị viên)',
        params: idParams,
        response: { 200: ticketDetailSchema, ...errors },
      },
    },
    async (request) => getTicketDetail(db, request.user, request.params.id),
  );

  app.post(
    '/:id/messages',
    {
      ...signedIn,
      ...app.idempotent,
      schema: {
        tags,
        security,
        summary:
          'Gửi tin nhắn (tối đa 280 ký tự). Nhân viên/quản trị viên trả lời → "Đã trả lời" và người gửi được thông báo; người gửi nhắn thêm → "Đang mở". Yêu cầu đã đóng không nhận thêm tin nhắn',
        params: idParams,
        body: postTicketMessageSchema,
        response: { 201: ticketMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postTicketMessage(db, app.realtime, request.user, request.params.id, request.body.body)),
  );

  app.patch(
    '/:id/status',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Đóng (CLOSED) hoặc mở lại (OPEN) yêu cầu: nhân viên và quản trị viên với mọi yêu cầu; người gửi chỉ được đóng yêu cầu của mình',
        params: idParams,
        body: changeTicketStatusSchema,
        response: { 200: ticketDetailSchema, ...errors },
      },
    },
    async (request) => changeTicketStatus(db, app.realtime, request.user, request.params.id, request.body),
  );
};
