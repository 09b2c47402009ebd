import {
  acceptedSchema,
  authProvidersSchema,
  forgotPasswordSchema,
  googleSigninSchema,
  mobileQuerySchema,
  passwordPolicySchema,
  refreshResponseSchema,
  refreshSchema,
  signOutSchema,
  resetPasswordSchema,
  secondFactorRequiredBodySchema,
  signinSecondFactorSchema,
  signinResponseSchema,
  signinSchema,
  signupCompleteResponseSchema,
  signupCompleteSchema,
  signupInitiateSchema,
  signupResendSchema,
} from '@tsa/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { bearerToken } from '../../plugins/auth';
import { presentUser } from '../users';
import { userFromGoogle } from './google';
import { requestPasswordReset, resetPassword } from './password-reset';
import { originOf } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { removeSubscription } from '../outreach';
import { completeSecondStep, hasSecondFactor, secondFactorRequired } from '../second-factor';
import { assertCanSignIn, signIn, signOut, startSession } from './sessions';
import { refresh, REFRESH_GRACE_SECONDS } from './session-refresh';
import { completeSignup, initiateSignup, resendSignupCode } from './signup';
import { DEVICE_COOKIE, rememberDevice } from './device-cookie';
import { reserveSignInAttempt } from './sign-in-throttle';
import { passwordlessRoutes } from './passwordless-routes';
import { identitiesRoutes } from '../identities';
import { enabledOAuthProviders, oauthRoutes } from '../oauth';
import { phoneRoutes } from '../phone';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie as setRefreshCookieOf } from './refresh-cookie';

const tags = ['auth'];

const clientOf = originOf;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const setRefreshCookie = (reply: FastifyReply, token: string) => setRefreshCookieOf(app, reply, token);
  await app.register(passwordlessRoutes);
  await app.register(oauthRoutes);
  await app.register(identitiesRoutes);
  await app.register(phoneRoutes, { prefix: '/phone' });

  app.post(
    '/signup/initiate',
    {
      schema: {
        tags,
        summary:
          'Bắt đầu đăng ký: gửi mã 6 chữ số qua email (hiệu lực 10 phút, tối đa 5 lần thử). Bắt buộc acceptedRegulationVersion bằng phiên bản nội quy hiện hành (GET /api/regulations), nếu không trả 400 regulations/not-accepted',
        body: signupInitiateSchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await initiateSignup(app, request.body, clientOf(request));
      return reply.status(202).send({ message: 'Mã xác thực đã được gửi tới email của bạn' });
    },
  );

  app.post(
    '/signup/resend',
    {
      schema: {
        tags,
        summary: 'Gửi lại mã xác thực đăng ký (sau ít nhất 60 giây)',
        body: signupResendSchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume('emailPerIp', request.ip);
      await resendSignupCode(app, request.body.email);
      return reply.status(202).send({ message: 'Mã xác thực mới đã được gửi tới email của bạn' });
    },
  );

  app.post(
    '/signup/complete',
    {
      schema: {
        tags,
        summary:
          'Hoàn tất đăng ký bằng mã trong email; tạo tài khoản sinh viên đã xác minh và đăng nhập luôn (accessToken, refreshToken, userInfo như khi đăng nhập)',
        querystring: mobileQuerySchema,
        body: signupCompleteSchema,
        response: { 201: signupCompleteResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await completeSignup(app, request.body);
      // The code proved the mailbox and step 1 set the password: the new student is signed in
      // at once, with the same session and cookie as a sign-in (a new account has no second factor).
      const session = await startSession(app, user, clientOf(request), 'signup', ['email']);
      if (!request.query.mobile) {
        setRefreshCookie(reply, session.refreshToken);
        rememberDevice(app, reply, request.cookies[DEVICE_COOKIE], user.id);
      }
      return reply.status(201).send({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        createdAt: user.createdAt.toISOString(),
        email: user.email,
        ...session,
        userInfo: presentUser(user),
      });
    },
  );

  app.post(
    '/signin',
    {
      schema: {
        tags,
        summary: 'Đăng nhập bằng email và mật khẩu',
        querystring: mobileQuerySchema,
        body: signinSchema,
        response: { 200: signinResponseSchema, 401: secondFactorRequiredBodySchema },
      },
    },
    async (request, reply) => {
      const result = await signIn(app, request.body, clientOf(request), request.cookies[DEVICE_COOKIE]);
      if (!request.query.mobile) {
        setRefreshCookie(reply, result.refreshToken);
        rememberDevice(app, reply, request.cookies[DEVICE_COOKIE], result.userInfo.id);
      }
      return result;
    },
  );

  app.post(
    '/signin/google',
    {
      schema: {
        tags,
        summary: 'Đăng nhập với Google bằng ID token (kiểm tra chữ ký, audience, issuer, hạn dùng)',
        querystring: mobileQuerySchema,
        body: googleSigninSchema,
        response: { 200: signinResponseSchema, 401: secondFactorRequiredBodySchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume('signinPerIp', request.ip);
      const user = await userFromGoogle(app, request.body.idToken);
      await app.rateLimiter.refund('signinPerIp', request.ip);
      assertCanSignIn(user);
      // Google vouches for the e-mail, not for the second factor: it is still asked.
      if (hasSecondFactor(user)) throw await secondFactorRequired(app, user, ['fed']);
      const session = await startSession(app, user, clientOf(request), 'google');
      if (!request.query.mobile) {
        setRefreshCookie(reply, session.refreshToken);
        rememberDevice(app, reply, request.cookies[DEVICE_COOKIE], user.id);
      }
      return { ...session, userInfo: presentUser(user) };
    },
  );

  app.post(
    '/signin/second-factor',
    {
      schema: {
        tags,
        summary:
          'Bước hai của đăng nhập: gửi challenge (từ lỗi auth/multi-factor-auth-required) cùng mã 6 chữ số (code) hoặc mã khôi phục (recoveryCode)',
        querystring: mobileQuerySchema,
        body: signinSecondFactorSchema,
        response: { 200: signinResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const origin = clientOf(request);
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const { user, method, firstFactor } = await completeSecondStep(
        app,
        request.body,
        (who) => reserveSignInAttempt(app, { origin, account: who.email.toLowerCase(), user: who, deviceCookie }),
        (who) =>
          recordAuditEvent(app.database.db, {
            action: 'mfa.challenge-failed',
            actorId: who.id,
            origin,
            details: { method: 'code' in request.body ? 'totp' : 'recovery-code' },
          }),
      );
      const amr = [...firstFactor, method === 'totp' ? 'otp' : 'rc'];
      const firstStep = firstFactor.includes('pwd') ? 'password' : firstFactor.join('+');
      const session = await startSession(app, user, origin, `${firstStep}+${method}`, amr);
      if (method === 'recovery-code') {
        await recordAuditEvent(app.database.db, { action: 'mfa.recovery-code-used', actorId: user.id, origin });
      }
      if (!request.query.mobile) {
        setRefreshCookie(reply, session.refreshToken);
        rememberDevice(app, reply, deviceCookie, user.id);
      }
      return { ...session, userInfo: presentUser(user) };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: `Đổi refresh token lấy cặp token mới (xoay vòng). Gửi lại cùng token trong vòng ${REFRESH_GRACE_SECONDS} giây nhận đúng cặp đã cấp (nhiều tab làm mới cùng lúc); sau đó, dùng lại token cũ sẽ kết thúc cả phiên. Không có body thì dùng cookie`,
        querystring: mobileQuerySchema,
        // nullish: a request with no body at all (no Content-Type) has a null body, not an absent one.
        body: refreshSchema.nullish(),
        response: { 200: refreshResponseSchema },
      },
    },
    async (request, reply) => {
      const fromCookie = request.cookies[REFRESH_COOKIE];
      const presented = request.body?.refreshToken ?? fromCookie;
      if (!presented) throw new AppError('auth/invalid-credential');
      try {
        const session = await refresh(app, presented, clientOf(request));
        if (fromCookie || !request.query.mobile) setRefreshCookie(reply, session.refreshToken);
        return session;
      } catch (error) {
        if (fromCookie && presented === fromCookie) clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/signout',
    {
      schema: {
        tags,
        summary:
          'Đăng xuất: kết thúc phiên (refresh token, access token và kết nối realtime của phiên); pushEndpoint (nếu có) tắt thông báo push của thiết bị này',
        body: signOutSchema.nullish(),
        response: { 204: z.null().describe('Đã đăng xuất') },
      },
    },
    async (request, reply) => {
      const bearer = bearerToken(request.headers.authorization);
      const claims = bearer ? await app.tokens.verify(bearer).catch(() => undefined) : undefined;
      await signOut(app, request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE], claims?.sessionId);
      if (request.body?.pushEndpoint) await removeSubscription(app.database.db, request.body.pushEndpoint);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Quên mật khẩu: gửi mã và đường dẫn đặt lại (luôn trả 202)',
        body: forgotPasswordSchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email, clientOf(request));
      return reply
        .status(202)
        .send({ message: 'Nếu email thuộc một tài khoản TSA, chúng tôi đã gửi mã đặt lại mật khẩu tới email đó' });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Đặt mật khẩu mới bằng mã (email + code) hoặc đường dẫn (token) trong email',
        body: resetPasswordSchema,
        response: { 204: z.null().describe('Đã đặt mật khẩu mới') },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request.body, clientOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/providers',
    { schema: { tags, summary: 'Các cách đăng nhập đang được bật', response: { 200: authProvidersSchema } } },
    async () => ({
      password: true as const,
      google: app.config.GOOGLE_CLIENT_ID ? { clientId: app.config.GOOGLE_CLIENT_ID } : null,
      oauth: enabledOAuthProviders(app.config),
      phone: true,
    }),
  );

  app.get(
    '/password-policy',
    { schema: { tags, summary: 'Chính sách mật khẩu', response: { 200: passwordPolicySchema } } },
    async () => app.passwordPolicy,
  );
};
