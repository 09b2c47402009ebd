import {
  addressMappingResultSchema,
  createBuildingSchema,
  createDormitorySchema,
  dormitoryEntrySchema,
  listServicesQuerySchema,
  mapAddressSchema,
  unmappedAddressSchema,
  updateBuildingSchema,
  updateDormitorySchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { bearerToken } from '../../plugins/auth';
import { listUnmappedAddresses } from './repository';
import {
  createBuilding,
  createDormitory,
  editBuilding,
  editDormitory,
  getCatalogue,
  mapAddressByHand,
  mapAddresses,
} from './service';

const tags = ['dormitories'];
const catalogue = z.array(dormitoryEntrySchema);
const errors = errorResponses(400, 401, 403, 404, 409);

export const dormitoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };
  const fullCatalogue = () => getCatalogue(db, true);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Danh mục ký túc xá và tòa nhà (công khai: chỉ nơi đang phục vụ, để chọn khi đăng ký; quản trị viên xem cả nơi đã tắt với includeInactive=true)',
        querystring: listServicesQuerySchema,
        response: { 200: catalogue, ...errors },
      },
    },
    async (request) => {
      let includeInactive = false;
      if (request.query.includeInactive && bearerToken(request.headers.authorization)) {
        await app.authenticate(request, undefined as never);
        await app.authorize('ADMIN')(request);
        includeInactive = true;
      }
      return getCatalogue(db, includeInactive);
    },
  );

  app.post(
    '/',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Thêm ký túc xá (quản trị viên); trả về cả danh mục',
        body: createDormitorySchema,
        response: { 201: catalogue, ...errors },
      },
    },
    async (request, reply) => {
      await createDormitory(db, request.body);
      return reply.status(201).send(await fullCatalogue());
    },
  );

  app.patch(
    '/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Sửa ký túc xá: tên, mã, đang phục vụ (quản trị viên); hồ sơ sinh viên theo tên mới',
        params: idParamsOf('ký túc xá'),
        body: updateDormitorySchema,
        response: { 200: catalogue, ...errors },
      },
    },
    async (request) => {
      await editDormitory(db, request.params.id, request.body);
      return fullCatalogue();
    },
  );

  app.post(
    '/:id/buildings',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Thêm tòa nhà vào ký túc xá, có thể kèm dãy số phòng (quản trị viên)',
        params: idParamsOf('ký túc xá'),
        body: createBuildingSchema,
        response: { 201: catalogue, ...errors },
      },
    },
    async (request, reply) => {
      await createBuilding(db, request.params.id, request.body);
      return reply.status(201).send(await fullCatalogue());
    },
  );

  app.patch(
    '/buildings/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Sửa tòa nhà: tên, mã, đang phục vụ, dãy số phòng (quản trị viên)',
        params: idParamsOf('tòa nhà'),
        body: updateBuildingSchema,
        response: { 200: catalogue, ...errors },
      },
    },
    async (request) => {
      await editBuilding(db, request.params.id, request.body);
      return fullCatalogue();
    },
  );

  app.get(
    '/unmapped',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Địa chỉ nhập tự do chưa ghép được vào danh mục (ký túc xá, tòa nhà, số tài khoản và số đơn)',
        response: { 200: z.array(unmappedAddressSchema), ...errors },
      },
    },
    async () => listUnmappedAddresses(db),
  );

  app.post(
    '/unmapped/map',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Ghép tay một địa chỉ nhập tự do (đúng như đã ghi) vào một tòa nhà của danh mục',
        body: mapAddressSchema,
        response: { 200: addressMappingResultSchema, ...errors },
      },
    },
    async (request) => mapAddressByHand(db, request.body),
  );

  app.post(
    '/mapping',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Chạy lại việc ghép tự động (trùng tên hoặc mã, không phân biệt hoa thường và dấu)',
        response: { 200: addressMappingResultSchema, ...errors },
      },
    },
    async () => mapAddresses(db),
  );
};
