import {
  checkVoucherSchema,
  createVoucherSchema,
  updateVoucherSchema,
  voucherCheckSchema,
  voucherSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { originOf } from '../../lib/request-origin';
import { presentVoucher } from './presenter';
import { checkVoucher, createVoucher, editVoucher, listVouchers } from './service';

const tags = ['vouchers'];
const idParams = idParamsOf('mã giảm giá');

export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Roles are checked before the body is validated: a wrong role learns nothing from the rules.
  const admin = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  app.get(
    '/',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Danh sách mã giảm giá, mới nhất trước, với số lượt đã dùng (quản trị viên)',
        response: { 200: z.array(voucherSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await listVouchers(db)).map(presentVoucher),
  );

  app.post(
    '/',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Tạo mã giảm giá (quản trị viên): mã không phân biệt hoa thường, theo % hoặc số tiền cố định',
        body: createVoucherSchema,
        response: { 201: voucherSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentVoucher(await createVoucher(db, request.user, request.body, originOf(request)))),
  );

  app.patch(
    '/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Sửa điều kiện, hạn dùng, mô tả hoặc tắt mã giảm giá (quản trị viên); mã và mức giảm không đổi',
        params: idParams,
        body: updateVoucherSchema,
        response: { 200: voucherSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      presentVoucher(await editVoucher(db, request.user, request.params.id, request.body, originOf(request))),
  );

  app.post(
    '/check',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary: 'Kiểm tra mã giảm giá cho đơn dự kiến (sinh viên): số tiền được giảm, hoặc lý do không dùng được mã',
        body: checkVoucherSchema,
        response: { 200: voucherCheckSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => checkVoucher(db, request.user, request.body),
  );
};
