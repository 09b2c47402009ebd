import { recoveryCodesSchema, secondFactorStatusSchema, totpConfirmSchema, totpEnrolmentSchema } from '@tsa/shared';
import type { AuditAction } from '@tsa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { recordAuditEvent } from '../audit';
import {
  confirmTotpEnrolment,
  disableSecondFactor,
  regenerateRecoveryCodes,
  secondFactorStatus,
  startTotpEnrolment,
} from './service';

const tags = ['second-factor'];
const noContent = z.null().describe('Thành công, không có nội dung');

/**
 * The signed-in user's own second factor, under /api/auth/second-factor. Only `authenticate`,
 * never `authorize`: an admin who has not enrolled yet is refused everywhere else and must be
 * able to reach these.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate, config: { beforeSecondFactor: true } };
  const audit = (action: AuditAction, request: FastifyRequest) =>
    recordAuditEvent(app.database.db, { action, actorId: request.user.id, origin: originOf(request) });

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Trạng thái xác thực hai bước của tài khoản đang đăng nhập',
        security: bearerSecurity,
        response: { 200: secondFactorStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => secondFactorStatus(app, request.user),
  );

  app.post(
    '/totp',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Bắt đầu bật xác thực hai bước: tạo khóa bí mật mới cho ứng dụng xác thực (chỉ trả về lúc này, trước khi xác nhận)',
        security: bearerSecurity,
        response: { 200: totpEnrolmentSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => startTotpEnrolment(app, request.user),
  );

  app.post(
    '/totp/confirm',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Xác nhận bằng mã 6 chữ số từ ứng dụng; trả về 10 mã khôi phục (chỉ hiển thị một lần)',
        security: bearerSecurity,
        body: totpConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const recoveryCodes = await confirmTotpEnrolment(app, request.user, request.body.code);
      await audit('mfa.enrolled', request);
      return { recoveryCodes };
    },
  );

  app.post(
    '/recovery-codes',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Tạo bộ 10 mã khôi phục mới (bộ cũ hết hiệu lực); cần mã 6 chữ số hiện tại',
        security: bearerSecurity,
        body: totpConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const recoveryCodes = await regenerateRecoveryCodes(app, request.user, request.body.code);
      await audit('mfa.recovery-codes-regenerated', request);
      return { recoveryCodes };
    },
  );

  app.post(
    '/disable',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Tắt xác thực hai bước (nhân viên, sinh viên); cần mã 6 chữ số hiện tại',
        security: bearerSecurity,
        body: totpConfirmSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await disableSecondFactor(app, request.user, request.body.code);
      await audit('mfa.disabled', request);
      return reply.status(204).send(null);
    },
  );
};
