import {
  errorBodySchema,
  listNotificationsQuerySchema,
  notificationPageSchema,
  notificationSchema,
  readAllNotificationsResultSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { listMyNotifications, readAllNotifications, readNotification } from './service';

const tags = ['notifications'];
const idParams = idParamsOf('thông báo');
const errors = errorResponses(400, 401, 403);

/** Every user reads only their own notifications; new ones arrive live as the socket's `notification` event. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Thông báo của tôi, mới nhất trước (phân trang). unread=true chỉ lấy thông báo chưa đọc, unread=false chỉ lấy đã đọc; trường unread là tổng số chưa đọc',
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => listMyNotifications(db, request.user.id, request.query),
  );

  app.patch(
    '/:id/read',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Đánh dấu một thông báo của tôi là đã đọc (các thẻ khác nhận sự kiện notification:read)',
        params: idParams,
        response: { 200: notificationSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => readNotification(db, app.realtime, request.user.id, request.params.id),
  );

  app.post(
    '/read-all',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Đánh dấu tất cả thông báo của tôi là đã đọc; trả về số thông báo vừa được đánh dấu',
        response: { 200: readAllNotificationsResultSchema, ...errors },
      },
    },
    async (request) => readAllNotifications(db, app.realtime, request.user.id),
  );
};
