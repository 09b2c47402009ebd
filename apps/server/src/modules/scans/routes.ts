import {
  bagLookupSchema,
  bagScanSchema,
  createRackSchema,
  rackCodeSchema,
  rackContentsSchema,
  rackSchema,
  recordScanSchema,
  scanResultSchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOf } from '../../lib/request-origin';
import { bearerSecurity as security, errorResponses, idParamsOf } from '../../lib/route-schemas';
import { createRack, findBag, orderScans, rackContents, racks, recordScan, retireRack } from './service';

const codeParams = z.object({ code: z.string().trim().min(1).max(40).describe('Mã túi (mã đơn in trên nhãn)') });
const rackParams = z.object({ code: rackCodeSchema.describe('Mã kệ') });

/** `/api/scans`: the staff's scanner and the admin's bag finder (decision 043). */
export const scansRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STAFF', 'ADMIN'),
      schema: {
        tags: ['scans'],
        security,
        summary:
          'Quét túi đồ ở một khâu (nhân viên, quản trị viên): ghi ai quét, lúc nào; khâu "Lên kệ" cần mã kệ. Quét sai thứ tự vẫn được ghi và trả về cảnh báo; đơn đã hủy hoặc đã hoàn thành bị từ chối. Không đổi trạng thái đơn',
        body: recordScanSchema,
        response: { 201: scanResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await recordScan(db, app.realtime, request.user, request.body)),
  );

  app.get(
    '/bags/:code',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags: ['scans'],
        security,
        summary: 'Tìm túi đồ theo mã (quản trị viên): đơn hàng và mọi lần quét',
        params: codeParams,
        response: { 200: bagLookupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => findBag(db, request.params.code.toUpperCase()),
  );
};

/** `/api/racks`: the shelves bags wait on (admins keep the list; staff read it to pick one). */
export const racksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['racks'];

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STAFF', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Danh sách kệ (nhân viên, quản trị viên)',
        response: { 200: z.array(rackSchema), ...errorResponses(401, 403) },
      },
    },
    async () => racks(db),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Tạo kệ (quản trị viên): mã in trên nhãn QR của kệ và tên',
        body: createRackSchema,
        response: { 201: rackSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRack(db, request.user, request.body, originOf(request))),
  );

  app.post(
    '/:code/deactivate',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Ngừng dùng một kệ (quản trị viên): không quét lên kệ này được nữa; lịch sử quét giữ nguyên',
        params: rackParams,
        response: { 200: rackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => retireRack(db, request.user, request.params.code, originOf(request)),
  );

  app.get(
    '/:code/bags',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STAFF', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Những túi đồ đang ở trên kệ (nhân viên, quản trị viên)',
        params: rackParams,
        response: { 200: rackContentsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => rackContents(db, request.params.code),
  );
};

/** `GET /api/orders/{id}/scans`: the order's student, staff and admins. */
export const orderScansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/scans',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        security,
        summary: 'Các lần quét túi đồ của đơn (sinh viên chủ đơn, nhân viên, quản trị viên), cũ nhất trước',
        params: idParamsOf('đơn hàng'),
        response: { 200: z.array(bagScanSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => orderScans(app.database.db, request.user, request.params.id),
  );
};
