import multipart from '@fastify/multipart';
import {
  answerProofSchema,
  createGarmentKindSchema,
  errorBodySchema,
  floorSettingsSchema,
  garmentKindSchema,
  orderProofSchema,
  PROOF_STAGES,
  recordProofSchema,
  updateGarmentKindSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import {
  answerProof,
  createGarmentKind,
  editGarmentKind,
  getFloorSettings,
  getGarmentKinds,
  getProofPhoto,
  listOrderProofs,
  recordProof,
  saveFloorSettings,
} from './service';
import { PROOF_PHOTO_NAME } from './presenter';
import { PHOTO_FIELD, PROOF_MULTIPART_LIMITS, proofFields, readProofForm } from './upload';

const errors = errorResponses(400, 401, 403, 404);
const PHOTO_CACHE = 'private, max-age=300';

/** `/api/garment-kinds`: the kinds staff count at pickup; admins keep the list. */
export const garmentKindsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['floor'];
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STAFF', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Các loại đồ để kiểm đếm (nhân viên: đang dùng; quản trị viên: tất cả), theo thứ tự',
        response: { 200: z.array(garmentKindSchema), ...errors },
      },
    },
    async (request) => getGarmentKinds(db, request.user),
  );
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Thêm loại đồ (quản trị viên; tên không trùng, không phân biệt hoa thường)',
        body: createGarmentKindSchema,
        response: { 201: garmentKindSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGarmentKind(db, request.user, request.body, originOf(request))),
  );
  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Đổi tên, thứ tự hoặc tắt/bật một loại đồ (quản trị viên)',
        params: idParamsOf('loại đồ'),
        body: updateGarmentKindSchema,
        response: { 200: garmentKindSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => editGarmentKind(db, request.user, request.params.id, request.body, originOf(request)),
  );
};

/** `/api/floor-settings`: the reminder's time and how long a proof may be answered (admins). */
export const floorSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['floor'];
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Cài đặt vận hành (quản trị viên)',
        response: { 200: floorSettingsSchema, ...errors },
      },
    },
    async () => getFloorSettings(db),
  );
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Lưu cài đặt vận hành: giờ nhắc lịch lấy đồ (HH:MM) và số giờ sinh viên được xác nhận/khiếu nại',
        body: floorSettingsSchema,
        response: { 200: floorSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await saveFloorSettings(db, request.user, request.body, originOf(request));
      // A time already past today takes effect now, not at the next five-minute tick.
      await app.jobs
        .send('pickup-reminders', {})
        .catch((error: unknown) => request.log.warn({ err: error }, 'pickup reminders not started'));
      return saved;
    },
  );
};

const stageParams = idParamsOf('đơn hàng').extend({
  stage: z.enum(PROOF_STAGES, { error: 'Bước ghi nhận phải là PICKUP hoặc WEIGHING' }),
});

/** `/api/orders/{id}/proofs`: the bag's photo and count at pickup and on the scale. */
export const orderProofsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['orders'];
  await app.register(multipart, { limits: PROOF_MULTIPART_LIMITS });

  app.get(
    '/:id/proofs',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ảnh và kiểm đếm của đơn (sinh viên của đơn, nhân viên, quản trị viên)',
        params: idParamsOf('đơn hàng'),
        response: { 200: z.array(orderProofSchema), ...errors },
      },
    },
    async (request) => listOrderProofs(db, request.user, request.params.id),
  );

  app.post(
    '/:id/proofs',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STAFF', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Ghi nhận ảnh và kiểm đếm khi lấy đồ (PICKUP) hoặc khi cân (WEIGHING)',
        description: [
          '`multipart/form-data`: `stage` (PICKUP hoặc WEIGHING), `items` (JSON: [{"kind":"Áo","count":3}]),',
          `\`weightKg\` (bắt buộc khi cân) và một ảnh ở trường \`${PHOTO_FIELD}\` (JPEG, PNG, WebP, tối đa 5 MB,`,
          'được kiểm tra theo nội dung và lưu lại dạng WebP). Ghi lại sẽ thay bản trước và xóa câu trả lời của sinh viên.',
          'Nhân viên chỉ ghi nhận khi lấy đồ cho đơn mình nhận nhiệm vụ (403 `proofs/not-yours`);',
          'đơn chưa đến bước → 409 `proofs/wrong-stage`.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        params: idParamsOf('đơn hàng'),
        response: {
          201: orderProofSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.status(415).send({
          statusCode: 415,
          code: 'uploads/invalid-type',
          message: 'Vui lòng gửi ảnh kèm theo (multipart/form-data)',
        });
      }
      const form = await readProofForm(request);
      const input = parseOrThrow(recordProofSchema, proofFields(form.fields));
      return reply
        .status(201)
        .send(
          await recordProof(db, app.realtime, app.config.dataDir, request.user, request.params.id, input, form.photo),
        );
    },
  );

  app.get(
    '/:id/proofs/:stage/photo',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ảnh túi đồ của một lần ghi nhận (sinh viên của đơn, nhân viên, quản trị viên; người khác nhận 404)',
        params: stageParams,
        querystring: z.object({
          photo: z
            .string()
            .regex(PROOF_PHOTO_NAME, { error: 'Tên ảnh không hợp lệ' })
            .optional()
            .describe('Một ảnh cụ thể (như trong photoUrl); không có: ảnh hiện tại của lần ghi nhận'),
        }),
        produces: ['image/webp'],
        response: { 200: z.any().describe('Nội dung ảnh (nhị phân)'), ...errors },
      },
    },
    async (request, reply) => {
      const { bytes, contentType } = await getProofPhoto(
        db,
        app.config.dataDir,
        request.user,
        request.params.id,
        request.params.stage,
        request.query.photo,
      );
      return reply
        .header('content-type', contentType)
        .header('cache-control', PHOTO_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.post(
    '/:id/proofs/:stage/answer',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      schema: {
        tags,
        security,
        summary:
          'Sinh viên xác nhận (CONFIRMED) hoặc khiếu nại (DISPUTED, kèm lý do: mở yêu cầu hỗ trợ có bằng chứng) một lần ghi nhận, trong thời hạn cài đặt',
        params: stageParams,
        body: answerProofSchema,
        response: { 200: orderProofSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      answerProof(db, app.realtime, request.user, request.params.id, request.params.stage, request.body),
  );
};
