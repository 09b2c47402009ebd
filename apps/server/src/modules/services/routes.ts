import { createServiceSchema, listServicesQuerySchema, serviceSchema, updateServiceSchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../plugins/auth';
import { bearerSecurity as security, idParamsOf } from '../../lib/route-schemas';
import { presentService } from './presenter';
import { listServices } from './repository';
import { createService, editService, removeService } from './service';

const tags = ['services'];
const idParams = idParamsOf('dịch vụ');

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Bảng giá dịch vụ (công khai: chỉ dịch vụ đang hoạt động; quản trị viên có thể xem cả dịch vụ đã tắt)',
        querystring: listServicesQuerySchema,
        response: { 200: z.array(serviceSchema) },
      },
    },
    async (request) => {
      let includeInactive = false;
      if (request.query.includeInactive && bearerToken(request.headers.authorization)) {
        await app.authenticate(request, undefined as never);
        await app.authorize('ADMIN')(request);
        includeInactive = true;
      }
      const rows = await listServices(app.database.db, includeInactive);
      return rows.map(presentService);
    },
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: { tags, security, summary: 'Thêm dịch vụ', body: createServiceSchema, response: { 201: serviceSchema } },
    },
    async (request, reply) => reply.status(201).send(presentService(await createService(app, request.body))),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Sửa dịch vụ (giá mới chỉ áp dụng cho đơn đặt sau)',
        params: idParams,
        body: updateServiceSchema,
        response: { 200: serviceSchema },
      },
    },
    async (request) => presentService(await editService(app, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Xóa dịch vụ; dịch vụ đã có đơn sử dụng chỉ bị tắt',
        params: idParams,
        response: { 200: z.object({ removed: z.boolean(), service: serviceSchema }) },
      },
    },
    async (request) => {
      const result = await removeService(app, request.params.id);
      return { removed: result.removed, service: presentService(result.service) };
    },
  );
};
