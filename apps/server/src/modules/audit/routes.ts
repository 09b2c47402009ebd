import { auditEventPageSchema, listAuditEventsQuerySchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { presentAuditEvent } from './presenter';
import { listAuditEvents } from './repository';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags: ['audit'],
        security,
        summary:
          'Nhật ký bảo mật (quản trị viên): đăng nhập, đăng nhập thất bại, xác thực hai bước, đổi vai trò/trạng thái, xóa tài khoản, tài khoản nhận tiền… mới nhất trước; lọc theo loại (hoặc nhóm: auth, mfa, user, payment), email người thực hiện, khoảng ngày',
        querystring: listAuditEventsQuerySchema,
        response: { 200: auditEventPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listAuditEvents(db, request.query);
      return { items: rows.map(presentAuditEvent), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
};
