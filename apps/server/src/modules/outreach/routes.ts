import {
  errorBodySchema,
  notificationPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  removePushSubscriptionSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { loadPreferences, savePreferences, turnOffEmail } from './preferences';
import { removeSubscription, saveSubscription } from './subscriptions';
import { verifyUnsubscribeToken } from './unsubscribe';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403);
const noContent = z.null().describe('Thành công, không có nội dung');
const tokenQuery = z.object({ token: z.string().max(200).default('') });

function page(title: string, message: string): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f6fb;color:#1c2536"><main style="max-width:480px;margin:48px auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px">${title}</h1><p style="line-height:1.6">${message}</p><p><a href="/" style="color:#2970FF">Về trang TSA</a></p></main></body></html>`;
}

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
        summary: 'Liên kết hủy đăng ký trong email: tắt mọi email thông báo, không cần đăng nhập (trả về trang HTML)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const userId = verifyUnsubscribeToken(app.outreach.unsubscribeSecret, request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!userId) {
        return reply
          .status(400)
          .send(
            page(
              'Liên kết không hợp lệ',
              'Liên kết hủy đăng ký không hợp lệ hoặc đã bị thay đổi. Bạn có thể tắt email trong trang Tài khoản sau khi đăng nhập.',
            ),
          );
      }
      await turnOffEmail(db, userId);
      return reply.send(
        page(
          'Đã hủy đăng ký email',
          'Bạn sẽ không nhận email thông báo từ TSA nữa. Thông báo trong ứng dụng vẫn giữ nguyên; bạn có thể bật lại email trong trang Tài khoản.',
        ),
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Hủy đăng ký một chạm (RFC 8058, List-Unsubscribe-Post) từ ứng dụng email',
        querystring: tokenQuery,
        response: { 204: noContent, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = verifyUnsubscribeToken(app.outreach.unsubscribeSecret, request.query.token);
      if (!userId) throw new AppError('notifications/invalid-unsubscribe-link');
      await turnOffEmail(db, userId);
      return reply.status(204).send(null);
    },
  );
};
