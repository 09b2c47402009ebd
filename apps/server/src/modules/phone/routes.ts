import {
  identitySignupRequiredSchema,
  mobileQuerySchema,
  phoneStartResponseSchema,
  phoneStartSchema,
  phoneVerifySchema,
  secondFactorRequiredBodySchema,
  signinResponseSchema,
  userSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { recordAuditEvent } from '../audit';
import { assertCanSignIn, DEVICE_COOKIE, rememberDevice, setRefreshCookie, startSession } from '../auth';
import { createPendingIdentity } from '../identities';
import { hasSecondFactor, secondFactorRequired } from '../second-factor';
import { presentUser } from '../users';
import { setVerifiedPhone } from './account-phone';
import { CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, RESEND_AFTER_SECONDS } from './limits';
import { findUserByVerifiedPhone } from './repository';
import { checkPhoneCode, mobileNumberOf, sendPhoneCode } from './service';

const tags = ['auth'];
const LIMITS = `mã 6 chữ số, hiệu lực ${CODE_TTL_SECONDS / 60} phút, tối đa ${CODE_MAX_ATTEMPTS} lần thử; mỗi số chờ ${RESEND_AFTER_SECONDS} giây giữa hai lần gửi và có giới hạn mỗi ngày`;

/** Sign-in with a Vietnamese mobile number and an SMS code, and proving a number from the account page. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/start',
    {
      schema: {
        tags,
        summary: `Gửi mã đăng nhập qua SMS tới số di động Việt Nam (${LIMITS}). Trả lời như nhau dù số đã có tài khoản hay chưa; 429 auth/too-many-requests (Retry-After), 503 auth/quota-exceeded khi hệ thống tạm ngừng gửi SMS`,
        body: phoneStartSchema,
        response: { 202: phoneStartResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const phoneNumber = mobileNumberOf(request.body.phoneNumber);
      return reply.status(202).send(await sendPhoneCode(app, phoneNumber, null, originOf(request)));
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags,
        summary:
          'Đăng nhập bằng mã SMS: số đã xác minh của một tài khoản → đăng nhập (hoặc 401 kèm challenge nếu tài khoản có xác thực hai bước); số mới → { next: "complete-signup", token } để hoàn tất đăng ký',
        querystring: mobileQuerySchema,
        body: phoneVerifySchema,
        response: {
          200: z.union([signinResponseSchema, identitySignupRequiredSchema]),
          401: secondFactorRequiredBodySchema,
          ...errorResponses(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const phoneNumber = mobileNumberOf(request.body.phoneNumber);
      await checkPhoneCode(app, phoneNumber, request.body.code, null);
      const user = await findUserByVerifiedPhone(app.database.db, phoneNumber);
      if (!user) {
        const token = await createPendingIdentity(app.database.db, {
          purpose: 'signup',
          provider: 'phone',
          subject: phoneNumber,
          phoneNumber,
        });
        return { next: 'complete-signup' as const, token };
      }
      if (user.status === 'BANNED') {
        await recordAuditEvent(app.database.db, {
          action: 'auth.signin-failed',
          actorId: user.id,
          origin: originOf(request),
          details: { reason: 'banned', method: 'phone' },
        });
      }
      assertCanSignIn(user);
      // The SMS code proves the phone, not the second factor: that is still asked, never reset.
      if (hasSecondFactor(user)) throw await secondFactorRequired(app, user, ['sms']);
      const session = await startSession(app, user, originOf(request), 'phone', ['sms']);
      if (!request.query.mobile) {
        setRefreshCookie(app, reply, session.refreshToken);
        rememberDevice(app, reply, request.cookies[DEVICE_COOKIE], user.id);
      }
      return { ...session, userInfo: presentUser(user) };
    },
  );

  app.post(
    '/link/start',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: `Gửi mã SMS để xác minh số điện thoại cho tài khoản đang đăng nhập (${LIMITS})`,
        body: phoneStartSchema,
        response: { 202: phoneStartResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const phoneNumber = mobileNumberOf(request.body.phoneNumber);
      return reply.status(202).send(await sendPhoneCode(app, phoneNumber, request.user.id, originOf(request)));
    },
  );

  app.post(
    '/link/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Xác minh số điện thoại của tài khoản bằng mã SMS: số trở thành một cách đăng nhập. Số đã xác minh cho tài khoản khác → 409 auth/credential-already-in-use',
        body: phoneVerifySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const phoneNumber = mobileNumberOf(request.body.phoneNumber);
      await checkPhoneCode(app, phoneNumber, request.body.code, request.user.id);
      return presentUser(await setVerifiedPhone(app, request.user, phoneNumber, originOf(request)));
    },
  );
};
