import {
  changePasswordFieldsSchema,
  changeRoleSchema,
  changeStatusSchema,
  createUserSchema,
  errorBodySchema,
  listUsersQuerySchema,
  updateProfileSchema,
  userPageSchema,
  userSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsOf } from '../../lib/route-schemas';
import { originOf } from '../../lib/request-origin';
import { presentAdminUser, presentUser } from './presenter';
import {
  changePassword,
  changeRole,
  changeStatus,
  createUser,
  deleteUser,
  listUsersPage,
  updateProfile,
} from './service';

const TAGS = ['users'];
const SECURITY = [{ bearerAuth: [] }];
/** The contract's client calls these with either method; both merge the given fields. */
const PATCH_OR_PUT = ['PATCH', 'PUT'] as const;

const idParams = idParamsOf('người dùng');
const noContent = z.null().describe('Thành công, không có nội dung');
const signedInErrors = { 401: errorBodySchema, 403: errorBodySchema };
const adminErrors = { ...signedInErrors, 404: errorBodySchema, 409: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Authorisation runs before validation so a non-admin learns nothing from the body rules.
  const adminOnly = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  // ---- own profile (any signed-in user)

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      // An admin still to enrol a second factor reads it to be sent to the enrolment.
      config: { beforeSecondFactor: true },
      schema: {
        tags: TAGS,
        summary: 'Thông tin tài khoản đang đăng nhập',
        security: SECURITY,
        response: { 200: userSchema, ...signedInErrors },
      },
    },
    async (request) => presentUser(request.user),
  );

  for (const method of PATCH_OR_PUT) {
    app.route({
      method,
      url: '/profile',
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cập nhật hồ sơ (chỉ các trường được gửi; chuỗi rỗng xóa ảnh, ký túc xá, tòa nhà, phòng)',
        security: SECURITY,
        body: updateProfileSchema,
        response: { 200: userSchema, 400: errorBodySchema, ...signedInErrors },
      },
      handler: async (request) => presentUser(await updateProfile(db, request.user, request.body)),
    });

    app.route({
      method,
      url: '/password',
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'Đổi mật khẩu (đăng xuất mọi phiên khác); tài khoản Google chưa có mật khẩu không cần mật khẩu hiện tại',
        security: SECURITY,
        body: changePasswordFieldsSchema,
        response: { 204: noContent, 400: errorBodySchema, 429: errorBodySchema, ...signedInErrors },
      },
      handler: async (request, reply) => {
        await changePassword(
          {
            db,
            realtime: app.realtime,
            policy: app.passwordPolicy,
            rateLimiter: app.rateLimiter,
            origin: originOf(request),
          },
          request.user,
          request.body,
        );
        return reply.code(204).send(null);
      },
    });
  }

  // ---- administration (ADMIN only)

  app.post(
    '/',
    {
      ...adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Tạo tài khoản (quản trị viên; mặc định vai trò nhân viên, đã xác minh)',
        security: SECURITY,
        body: createUserSchema,
        response: { 201: userSchema, 400: errorBodySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const user = await createUser(db, app.passwordPolicy, request.body, {
        actor: request.user,
        origin: originOf(request),
      });
      return reply.code(201).send(presentUser(user));
    },
  );

  app.get(
    '/',
    {
      ...adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Danh sách người dùng (lọc theo vai trò, trạng thái; tìm theo tên, email, điện thoại, phòng — không cần dấu)',
        security: SECURITY,
        querystring: listUsersQuerySchema,
        response: { 200: userPageSchema, 400: errorBodySchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { rows, total, page, pageSize } = await listUsersPage(db, request.query);
      return { items: rows.map((row) => presentAdminUser(row.user, row.passkeys)), total, page, pageSize };
    },
  );

  for (const method of PATCH_OR_PUT) {
    app.route({
      method,
      url: '/role/:id',
      ...adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Đổi vai trò người dùng (không tự hạ quyền, không hạ quản trị viên cuối cùng)',
        security: SECURITY,
        params: idParams,
        body: changeRoleSchema,
        response: { 200: userSchema, 400: errorBodySchema, ...adminErrors },
      },
      handler: async (request) => {
        const user = await changeRole(
          db,
          app.realtime,
          request.user,
          request.params.id,
          request.body.role,
          originOf(request),
        );
        // Open sockets follow at once: the role room decides who hears about every order and ticket.
        app.realtime.moveUserToRole(user.id, user.role);
        return presentUser(user);
      },
    });

    app.route({
      method,
      url: '/:id/status',
      ...adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Khóa hoặc mở khóa tài khoản (khóa sẽ đăng xuất mọi phiên ngay lập tức)',
        security: SECURITY,
        params: idParams,
        body: changeStatusSchema,
        response: { 200: userSchema, 400: errorBodySchema, ...adminErrors },
      },
      handler: async (request) => {
        const user = await changeStatus(
          db,
          app.realtime,
          request.user,
          request.params.id,
          request.body.status,
          originOf(request),
        );
        return presentUser(user);
      },
    });
  }

  app.delete(
    '/:id',
    {
      ...adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Xóa tài khoản (không đăng nhập được nữa; đơn hàng và lịch sử được giữ lại)',
        security: SECURITY,
        params: idParams,
        response: { 204: noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await deleteUser(db, app.realtime, request.user, request.params.id, originOf(request));
      return reply.code(204).send(null);
    },
  );
};
