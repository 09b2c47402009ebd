import {
  hcmDateOf,
  publicFiguresSchema,
  resolveStatsRange,
  staffFiguresSchema,
  statsChartsSchema,
  statsOverviewSchema,
  statsRangeQuerySchema,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { getCharts } from './charts';
import { getOverview } from './overview';
import { publicFiguresCacheOf } from './public-figures-cache';
import { getStaffFigures } from './staff-figures';

const tags = ['stats'];
const errors = errorResponses(400, 401, 403);
/** The landing page's figures move slowly; five minutes of caching spares the database every visit. */
const PUBLIC_CACHE = 'public, max-age=300';

/** /stats/overview, /stats/charts, /stats/me, /stats/public */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publicFigures = publicFiguresCacheOf(app.database);
  // Roles are checked before the query is validated: a wrong role learns nothing from the rules.
  const adminOnly = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  app.get(
    '/overview',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Số liệu tổng quan cho trang quản trị (quản trị viên): đơn hôm nay, đang xử lý, chờ xác nhận, trễ hẹn, doanh thu tháng này/tháng trước/tháng trước cùng kỳ, sinh viên đặt đơn trong tháng, báo cáo sự cố chưa xử lý. Ngày theo giờ Việt Nam',
        response: { 200: statsOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => getOverview(db, new Date()),
  );

  app.get(
    '/charts',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Dữ liệu biểu đồ (quản trị viên) cho khoảng ngày from–to (mặc định 30 ngày gần nhất, tối đa 400 ngày): đơn mới mỗi ngày theo trạng thái, doanh thu theo dịch vụ, tỉ lệ trạng thái, khung giờ lấy đồ đông nhất theo tòa nhà',
        querystring: statsRangeQuerySchema,
        response: { 200: statsChartsSchema, ...errors },
      },
    },
    async (request) => getCharts(db, resolveStatsRange(request.query, hcmDateOf(new Date()))),
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      preValidation: app.authorize('STAFF'),
      schema: {
        tags,
        security,
        summary:
          'Số liệu của chính nhân viên hôm nay và tuần này (thứ Hai–Chủ nhật): nhiệm vụ được giao, lấy/giao đồ xong, thất bại, còn phải làm, số lần cập nhật đơn, thời gian trung bình mỗi nhiệm vụ',
        response: { 200: staffFiguresSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getStaffFigures(db, request.user.id, new Date()),
  );

  app.get(
    '/public',
    {
      schema: {
        tags,
        summary:
          'Số liệu công khai cho trang giới thiệu: đơn đã hoàn thành, sinh viên đã phục vụ, thời gian trung bình từ lúc lấy đến lúc trả đồ (90 ngày gần nhất). Để trống cho đến khi đủ đơn hoàn thành. Máy chủ tính lại mỗi phút; trình duyệt lưu đệm 5 phút',
        response: { 200: publicFiguresSchema },
      },
    },
    async (_request, reply) => {
      const figures = await publicFigures.get(new Date());
      // Set only on success: an error must not be cached for five minutes.
      return reply.header('cache-control', PUBLIC_CACHE).send(figures);
    },
  );
};
