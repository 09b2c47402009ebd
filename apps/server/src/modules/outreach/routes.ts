import {
  errorBodySchema,
  notificationPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  removePushSubscriptionSchema,
  UNSUBSCRIBE_LINK_DAYS,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { loadPreferences, savePreferences, turnOffEmail } from './preferences';
import { removeSubscription, saveSubscription } from './subscriptions';
import { unsubscribePagePath, userOfUnsubscribeToken } from './unsubscribe';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403);
const noContent = z.null().describe('Thành công, không có nội dung');
const tokenQuery = z.object({ token: z.string().max(200).default('') });

/** Preferences, this device's push subscription, and the one-click unsubscribe of e-mails. */
export const outreachRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { onRequest: app.authenticate };
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); its content does not matter.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, null),
  );

  app.get(
    '/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kênh nhận thông báo của tôi theo từng loại (push, email, báo cả trong giờ yên lặng) và giờ yên lặng',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => loadPreferences(db, request.user.id),
  );

  app.put(
    '/preferences',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Lưu kênh nhận thông báo và giờ yên lặng (giờ Việt Nam). Thông báo trong ứng dụng luôn bật',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => savePreferences(db, request.user.id, request.body),
  );

  app.get(
    '/push/key',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Khóa công khai VAPID để trình duyệt đăng ký Web Push',
        response: { 200: pushPublicKeySchema, ...errors },
      },
    },
    async () => ({ publicKey: app.outreach.vapid.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Bật thông báo trên thiết bị này: lưu đăng ký Web Push (PushSubscription.toJSON()) của trình duyệt',
        body: pushSubscriptionInputSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await saveSubscription(db, request.user.id, request.body, request.headers['user-agent']);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Tắt thông báo trên thiết bị này',
        body: removePushSubscriptionSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await removeSubscription(db, request.body.endpoint, request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Liên kết hủy đăng ký mở bằng trình duyệt: chuyển tới trang /unsubscribe có nút xác nhận, không thay đổi gì (trình quét thư tự mở liên kết)',
        querystring: tokenQuery,
      },
    },
    // Mail scanners and link previews fetch every link of a mail: a GET never unsubscribes.
    async (request, reply) => reply.redirect(unsubscribePagePath(request.query.token), 303),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: `Hủy đăng ký một chạm (RFC 8058, List-Unsubscribe-Post) từ ứng dụng email hoặc nút của trang /unsubscribe: tắt mọi email thông báo, không cần đăng nhập. Liên kết hết hạn ${UNSUBSCRIBE_LINK_DAYS} ngày sau khi gửi email`,
        querystring: tokenQuery,
        response: { 204: noContent, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = userOfUnsubscribeToken(app.outreach.unsubscribeSecret, request.query.token);
      await turnOffEmail(db, userId);
      return reply.status(204).send(null);
    },
  );
};
