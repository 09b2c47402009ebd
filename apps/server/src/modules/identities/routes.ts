import {
  acceptedSchema,
  identitySignupCompleteSchema,
  identitySignupEmailCodeSchema,
  mobileQuerySchema,
  pendingIdentityLinkSchema,
  pendingIdentityLookupSchema,
  pendingIdentitySchema,
  secondFactorRequiredBodySchema,
  signinResponseSchema,
  signInMethodsSchema,
  unlinkProviderParamsSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { errorResponses } from '../../lib/route-schemas';
import { DEVICE_COOKIE, rememberDevice, setRefreshCookie } from '../auth';
import { presentUser } from '../users';
import { requestEmailCode } from './email-code';
import { linkPendingToSignedIn, removeSignInMethod, signInMethodsOf } from './methods';
import { completeIdentitySignup, lookupPendingIdentity } from './signup';

const tags = ['auth'];

/**
 * The account's ways in, and the sign-ups and links that began at a provider or with a phone
 * number (their tokens come from `GET /api/auth/oauth/{provider}/callback` and the phone sign-in).
 */
export const identitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/identity-signup/lookup',
    {
      schema: {
        tags,
        summary: 'Mở một đăng ký hoặc liên kết đang chờ bằng token của nó (tên, email nhà cung cấp đã xác minh)',
        body: pendingIdentityLookupSchema,
        response: { 200: pendingIdentitySchema, ...errorResponses(400) },
      },
    },
    async (request) => lookupPendingIdentity(app, request.body.token),
  );

  app.post(
    '/identity-signup/email-code',
    {
      schema: {
        tags,
        summary:
          'Gửi mã 6 chữ số tới email nhập ở bước hoàn tất đăng ký (khi nhà cung cấp không cho biết email); gửi lại sau 60 giây, hiệu lực 10 phút',
        body: identitySignupEmailCodeSchema,
        response: { 202: acceptedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestEmailCode(app, request.body.token, request.body.email, originOf(request));
      return reply.status(202).send({ message: 'Mã xác thực đã được gửi tới email của bạn' });
    },
  );

  app.post(
    '/identity-signup/complete',
    {
      schema: {
        tags,
        summary:
          'Hoàn tất đăng ký bắt đầu từ nhà cung cấp hoặc số điện thoại: tạo tài khoản sinh viên (hoặc liên kết vào tài khoản của email đã xác minh) và đăng nhập',
        querystring: mobileQuerySchema,
        body: identitySignupCompleteSchema,
        response: {
          201: signinResponseSchema,
          401: secondFactorRequiredBodySchema,
          ...errorResponses(400, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { user, session } = await completeIdentitySignup(app, request.body, originOf(request));
      if (!request.query.mobile) {
        setRefreshCookie(app, reply, session.refreshToken);
        rememberDevice(app, reply, request.cookies[DEVICE_COOKIE], user.id);
      }
      return reply.status(201).send({ ...session, userInfo: presentUser(user) });
    },
  );

  app.post(
    '/identities/pending',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Liên kết cách đăng nhập đang chờ (token từ /auth/link) vào tài khoản đang đăng nhập, sau khi người dùng đã chứng minh tài khoản đó',
        body: pendingIdentityLinkSchema,
        response: { 200: signInMethodsSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => linkPendingToSignedIn(app, request.user, request.body.token, originOf(request)),
  );

  app.get(
    '/sign-in-methods',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Các cách đăng nhập của tài khoản: mật khẩu, khóa truy cập, số điện thoại đã xác minh, nhà cung cấp',
        response: { 200: signInMethodsSchema, ...errorResponses(401) },
      },
    },
    async (request) => signInMethodsOf(app.database.db, request.user),
  );

  app.delete(
    '/identities/:provider',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Gỡ một cách đăng nhập (nhà cung cấp, hoặc đăng nhập bằng số điện thoại: số vẫn giữ làm liên hệ); không gỡ được cách cuối cùng',
        params: unlinkProviderParamsSchema,
        response: { 204: z.null().describe('Đã gỡ'), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      await removeSignInMethod(app, request.user.id, request.params.provider, originOf(request));
      return reply.status(204).send(null);
    },
  );
};
