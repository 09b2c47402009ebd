import { runSheetSchema, startBuildingResultSchema, startBuildingSchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { getRunSheet, startBuilding } from './service';

const tags = ['run-sheets'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The staff member's run sheet and "Bắt đầu toà này" (decision 043). */
export const runSheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const staff = { onRequest: app.authenticate, preValidation: app.authorize('STAFF', 'ADMIN') };

  app.get(
    '/me',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary:
          'Lộ trình trong ngày của tôi (nhân viên): nhiệm vụ lấy và giao đồ theo ký túc xá → toà → tầng, theo thứ tự đi (tầng từ số phòng, phòng tăng dần), có số lượng từng nhóm',
        querystring: z.object({
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày không hợp lệ')
            .optional(),
        }),
        response: { 200: runSheetSchema, ...errors },
      },
    },
    async (request) => getRunSheet(db, request.user, request.query.date),
  );

  app.post(
    '/buildings/:id/start',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary:
          '"Bắt đầu toà này": ghi nhận một lần cho mỗi nhân viên, toà và ngày; lần đầu báo "Nhân viên đang đến" cho sinh viên của toà có nhiệm vụ của nhân viên trong ngày',
        params: idParamsOf('tòa nhà'),
        body: startBuildingSchema.nullish(),
        response: { 200: startBuildingResultSchema, ...errors },
      },
    },
    async (request) =>
      startBuilding(db, app.realtime, request.user, request.params.id, request.body?.date ?? undefined),
  );
};
