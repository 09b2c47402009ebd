import {
  setSlotCapacitySchema,
  slotAvailabilityQuerySchema,
  slotAvailabilitySchema,
  slotCapacitySchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { listSlotCapacities, setSlotCapacity, slotAvailability } from './service';

const tags = ['slots'];
const errors = errorResponses(400, 401, 403, 404);

export const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STUDENT', 'ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Số chỗ còn lại của từng khung giờ trong một ngày, theo tòa nhà (sinh viên: tòa nhà trong hồ sơ nếu không chỉ rõ). Mỗi lượt lấy hoặc trả đồ chiếm một chỗ',
        querystring: slotAvailabilityQuerySchema,
        response: { 200: z.array(slotAvailabilitySchema), ...errors },
      },
    },
    async (request) => {
      const buildingId =
        request.query.buildingId?.toLowerCase() ?? (request.user.role === 'STUDENT' ? request.user.buildingId : null);
      if (!buildingId) {
        const message = 'Vui lòng chọn tòa nhà (hoặc cập nhật tòa nhà trong hồ sơ)';
        throw new AppError('request/invalid-input', { message, fields: { buildingId: message } });
      }
      const exceptOrderId =
        request.query.orderId && /^[0-9a-f-]{36}$/i.test(request.query.orderId) ? request.query.orderId : undefined;
      return slotAvailability(db, buildingId, request.query.date, exceptOrderId);
    },
  );

  app.get(
    '/capacity',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Số chỗ mỗi khung giờ: mặc định và riêng từng tòa nhà (quản trị viên)',
        response: { 200: z.array(slotCapacitySchema), ...errors },
      },
    },
    async () => listSlotCapacities(db),
  );

  app.put(
    '/capacity',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Đặt số chỗ của một khung giờ mỗi ngày: buildingId null là mức mặc định cho mọi tòa nhà, một tòa nhà có thể có mức riêng; capacity null là bỏ giới hạn',
        body: setSlotCapacitySchema,
        response: { 200: z.array(slotCapacitySchema), ...errors },
      },
    },
    async (request) => setSlotCapacity(db, request.body),
  );
};
