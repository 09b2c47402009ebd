import multipart from '@fastify/multipart';
import {
  createReportSchema,
  errorBodySchema,
  listReportsQuerySchema,
  reportPageSchema,
  reportSchema,
  updateReportSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/validation';
import { bearerSecurity as security, errorResponses, idParamsOf, uuidParam } from '../../lib/route-schemas';
import { photoExtension } from './photo-storage';
import { createReport, decideReport, getReport, getReportPhoto, listReportsPage } from './service';
import { MULTIPART_LIMITS, PHOTOS_FIELD, readReportForm } from './upload';

const tags = ['reports'];
const idParams = idParamsOf('báo cáo');
const photoParams = idParams.extend({ photoId: uuidParam('ảnh') });
const errors = errorResponses(400, 401, 403, 404);

/** Photos never change once stored, but only the signed-in browser may keep them. */
const PHOTO_CACHE = 'private, max-age=86400';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Only this scope accepts multipart/form-data, with limits sized for three photos.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT'),
      ...app.idempotent,
      schema: {
        tags,
        security,
        summary: 'Báo cáo sự cố về một đơn của mình (sinh viên)',
        description: [
          'Gửi `application/json` (không kèm ảnh) hoặc `multipart/form-data` với các trường văn bản',
          '`orderId`, `type` (LOST_ITEM, DAMAGED, LATE, WRONG_CHARGE, OTHER), `description` (tối đa 250 ký tự)',
          `và tối đa 3 tệp ở trường \`${PHOTOS_FIELD}\`: ảnh JPEG, PNG hoặc WebP, mỗi ảnh tối đa 5 MB.`,
          'Định dạng ảnh được kiểm tra theo nội dung tệp, không theo tên hay kiểu khai báo; ảnh được giải mã và lưu lại',
          'dưới dạng WebP (bỏ EXIF/GPS, cạnh dài nhất tối đa 1600 px).',
          'Lỗi: ảnh thứ 4 → 400 `reports/too-many-photos`; ảnh quá 5 MB → 413 `uploads/too-large`;',
          'tệp không phải ảnh hợp lệ → 415 `uploads/invalid-type`; ảnh hỏng hoặc kèm nội dung khác (polyglot) →',
          '400 `uploads/invalid-image`; đơn không phải của bạn → 404 `orders/not-found`.',
        ].join(' '),
        consumes: ['application/json', 'multipart/form-data'],
        // Validates JSON bodies; a multipart body is read and validated in the handler.
        body: createReportSchema.nullish(),
        response: { 201: reportSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      let input = request.body;
      let photos: Buffer[] = [];
      if (request.isMultipart()) {
        const form = await readReportForm(request);
        input = parseOrThrow(createReportSchema, form.fields);
        photos = form.photos;
      }
      if (!input) throw new AppError('request/invalid-input');
      return reply
        .status(201)
        .send(await createReport(db, app.realtime, app.config.dataDir, request.user, input, photos));
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT', 'ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Danh sách báo cáo sự cố, mới nhất trước (phân trang). Sinh viên chỉ thấy báo cáo của mình, quản trị viên thấy tất cả. Lọc theo trạng thái, loại (một hoặc nhiều), đơn hàng; tìm theo mã đơn hoặc tên sinh viên',
        querystring: listReportsQuerySchema,
        response: { 200: reportPageSchema, ...errors },
      },
    },
    async (request) => listReportsPage(db, request.user, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Chi tiết báo cáo sự cố (sinh viên gửi báo cáo và quản trị viên; người khác nhận 404)',
        params: idParams,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => getReport(db, request.user, request.params.id),
  );

  app.get(
    '/:id/photos/:photoId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Ảnh của báo cáo (chỉ sinh viên gửi báo cáo và quản trị viên; người khác nhận 404). Trả về nội dung ảnh với đúng Content-Type; tải bằng header Authorization',
        params: photoParams,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any().describe('Nội dung ảnh (nhị phân)'), ...errors },
      },
    },
    async (request, reply) => {
      const { photo, bytes } = await getReportPhoto(
        db,
        app.config.dataDir,
        request.user,
        request.params.id,
        request.params.photoId,
      );
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', PHOTO_CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${photo.id}.${photoExtension(photo.contentType)}"`)
        .send(bytes);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Xử lý báo cáo (quản trị viên): OPEN→IN_REVIEW→RESOLVED|REJECTED (từ OPEN có thể giải quyết/từ chối ngay). Bắt buộc có phản hồi (answer) khi giải quyết hoặc từ chối; refundAmount (VND) chỉ khi giải quyết. Sinh viên nhận thông báo',
        params: idParams,
        body: updateReportSchema,
        response: { 200: reportSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => decideReport(db, app.realtime, request.user, request.params.id, request.body),
  );
};
