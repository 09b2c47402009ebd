import { createRegulationSchema, errorBodySchema, regulationSchema, regulationSummarySchema } from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../lib/route-schemas';
import { presentRegulationSummary } from './presenter';
import { listRegulationVersions } from './repository';
import { getCurrentRegulation, getRegulationVersion, saveRegulation } from './service';

const tags = ['regulations'];
const versionParams = z.object({
  version: z.coerce
    .number({ error: 'Phiên bản phải là số' })
    .int('Phiên bản phải là số nguyên')
    .min(1, 'Phiên bản bắt đầu từ 1')
    .max(2_147_483_647, 'Phiên bản không hợp lệ')
    .describe('Số phiên bản nội quy'),
});

export const regulationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Nội quy dịch vụ hiện hành (công khai; nội dung markdown, phiên bản mới nhất)',
        response: { 200: regulationSchema, 404: errorBodySchema },
      },
    },
    async () => getCurrentRegulation(db),
  );

  app.get(
    '/versions',
    {
      schema: {
        tags,
        summary: 'Lịch sử các phiên bản nội quy, mới nhất trước (công khai; không kèm nội dung)',
        response: { 200: z.array(regulationSummarySchema) },
      },
    },
    async () => (await listRegulationVersions(db)).map(presentRegulationSummary),
  );

  app.get(
    '/versions/:version',
    {
      schema: {
        tags,
        summary: 'Một phiên bản nội quy cụ thể (công khai)',
        params: versionParams,
        response: { 200: regulationSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getRegulationVersion(db, request.params.version),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary:
          'Lưu nội quy mới (quản trị viên): mỗi lần lưu tạo một phiên bản mới, các phiên bản cũ được giữ lại. Nội dung markdown tối đa 20.000 ký tự, lưu nguyên văn; giao diện hiển thị không cho HTML thô',
        body: createRegulationSchema,
        response: {
          201: regulationSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await saveRegulation(db, request.user, request.body)),
  );
};
