import {
  acceptedSchema,
  emailLinkCompleteSchema,
  forgotPasswordSchema,
  mobileQuerySchema,
  passkeyOptionsResponseSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  passkeySigninSchema,
  signinResponseSchema,
} from '@tsa/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { bearerSecurity as security, idParamsOf } from '../../lib/route-schemas';
import { hasSecondFactor, secondFactorRequired } from '../second-factor';
import { presentUser } from '../users';
import { SIGN_IN_LINK_TTL_MINUTES } from './code-lifetimes';
import { DEVICE_COOKIE, rememberDevice } from './device-cookie';
import { completeSignInLink, requestSignInLink } from './email-link';
import {
  authenticationOptions,
  PASSKEY_AMR,
  presentPasskey,
  registerPasskey,
  registrationOptions,
  verifyPasskeySignin,
} from './passkeys';
import { deletePasskey, listPasskeys } from './passkeys-repository';
import { AUTH_COOKIE_PATH, setRefreshCookie } from './refresh-cookie';
import { assertCanSignIn, startSession, type ClientInfo } from './sessions';

/** The httpOnly cookie that binds an e-mailed sign-in link to the browser that asked for it. */
export const LINK_NONCE_COOKIE = 'signinLinkNonce';
const tags = ['auth'];

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Sign-in by e-mailed link and by passkey, and the account's passkeys. */
export const passwordlessRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  /**
   * Ends a sign-in that did not use a password. Hook for the second factor: an account with one
   * must be asked for it after an e-mailed link (answer `auth/multi-factor-auth-required` here);
   * a passkey already is two factors (`amr` ['hwk', 'user']).
   */
  async function finishSignIn(
    request: FastifyRequest,
    mobile: boolean | undefined,
    reply: FastifyReply,
    user: UserRow,
    amr: string[],
  ) {
    assertCanSignIn(user);
    // An e-mailed link proves the mailbox, not the second factor: that is still asked. A passkey
    // counts as both factors.
    if (!amr.includes('hwk') && hasSecondFactor(user)) throw await secondFactorRequired(app, user, amr);
    const method = amr.includes('hwk') ? 'passkey' : 'email-link';
    const session = await startSession(app, user, clientOf(request), method, amr);
    if (!mobile) {
      setRefreshCookie(app, reply, session.refreshToken);
      rememberDevice(app, reply, request.cookies[DEVICE_COOKIE], user.id);
    }
    return { ...session, userInfo: presentUser(user) };
  }

  app.post(
    '/signin/email-link',
    {
      schema: {
        tags,
        summary: `Gửi liên kết đăng nhập qua email (dùng một lần, hiệu lực ${SIGN_IN_LINK_TTL_MINUTES} phút, chỉ trên trình duyệt đã yêu cầu; luôn trả 202)`,
        body: forgotPasswordSchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      const nonce = randomToken();
      await requestSignInLink(app, request.body.email, nonce, clientOf(request));
      reply.setCookie(LINK_NONCE_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: AUTH_COOKIE_PATH,
        maxAge: SIGN_IN_LINK_TTL_MINUTES * 60,
      });
      return reply.status(202).send({
        message: 'Nếu email thuộc một tài khoản TSA, chúng tôi đã gửi liên kết đăng nhập tới email đó',
      });
    },
  );

  app.post(
    '/signin/email-link/complete',
    {
      schema: {
        tags,
        summary:
          'Đăng nhập bằng liên kết trong email; mở trên trình duyệt khác với trình duyệt đã yêu cầu → 403 auth/link-other-browser',
        querystring: mobileQuerySchema,
        body: emailLinkCompleteSchema,
        response: { 200: signinResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await completeSignInLink(
        app,
        request.body.token,
        request.cookies[LINK_NONCE_COOKIE],
        clientOf(request),
      );
      reply.clearCookie(LINK_NONCE_COOKIE, { path: AUTH_COOKIE_PATH });
      return finishSignIn(request, request.query.mobile, reply, user, ['email']);
    },
  );

  app.post(
    '/signin/passkey/options',
    {
      schema: {
        tags,
        summary: 'Bắt đầu đăng nhập bằng khóa truy cập: thử thách WebAuthn (dùng một lần, hiệu lực 5 phút)',
        response: { 200: passkeyOptionsResponseSchema },
      },
    },
    async (request) => {
      await app.rateLimiter.consume('signinPerIp', request.ip);
      await app.rateLimiter.refund('signinPerIp', request.ip);
      return authenticationOptions(app);
    },
  );

  app.post(
    '/signin/passkey',
    {
      schema: {
        tags,
        summary: 'Đăng nhập bằng khóa truy cập (tính là hai yếu tố xác thực)',
        querystring: mobileQuerySchema,
        body: passkeySigninSchema,
        response: { 200: signinResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume('signinPerIp', request.ip);
      const user = await verifyPasskeySignin(app, request.body);
      await app.rateLimiter.refund('signinPerIp', request.ip);
      return finishSignIn(request, request.query.mobile, reply, user, PASSKEY_AMR);
    },
  );

  app.get(
    '/passkeys',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Các khóa truy cập của tài khoản', response: { 200: z.array(passkeySchema) } },
    },
    async (request) => (await listPasskeys(app.database.db, request.user.id)).map(presentPasskey),
  );

  app.post(
    '/passkeys/options',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Bắt đầu thêm khóa truy cập: thử thách WebAuthn (dùng một lần, hiệu lực 5 phút)',
        response: { 200: passkeyOptionsResponseSchema },
      },
    },
    async (request) => registrationOptions(app, request.user),
  );

  app.post(
    '/passkeys',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Thêm khóa truy cập (đặt tên) bằng câu trả lời của trình duyệt',
        body: passkeyRegistrationSchema,
        response: { 201: passkeySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerPasskey(app, request.user, request.body)),
  );

  app.delete(
    '/passkeys/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Xóa một khóa truy cập của mình',
        params: idParamsOf('khóa truy cập'),
        response: { 204: z.null().describe('Đã xóa') },
      },
    },
    async (request, reply) => {
      if (!(await deletePasskey(app.database.db, request.user.id, request.params.id))) {
        throw new AppError('auth/passkey-not-found');
      }
      return reply.status(204).send(null);
    },
  );
};
