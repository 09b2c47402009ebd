import {
  hcmDateOf,
  reportExportQuerySchema,
  reportTableParamsSchema,
  reportTableSchemas,
  resolveStatsRange,
  statsRangeQuerySchema,
  type ReportTable,
  type ReportTableData,
  type StatsRangeQuery,
} from '@tsa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bearerSecurity as security, errorResponses } from '../../lib/route-schemas';
import { reportFile } from './report-export';
import { reportRows } from './report-queries';

const tags = ['stats'];
const errors = errorResponses(400, 401, 403);
const RANGE = 'Khoảng ngày from–to (YYYY-MM-DD, giờ Việt Nam, tối đa 400 ngày); mặc định 30 ngày gần nhất';

const SUMMARIES: Record<ReportTable, string> = {
  days: `Báo cáo theo ngày (quản trị viên): mỗi ngày trong khoảng, kể cả ngày không có đơn — đơn mới, hoàn thành, đã hủy, doanh thu (giá trị đơn hoàn thành trong ngày, theo cân thực tế nếu đã cân) và phần đã thu. ${RANGE}`,
  money: `Báo cáo tiền và ưu đãi (quản trị viên): mỗi ngày trong khoảng — doanh thu thuần (sau gói và giảm giá) của đơn hoàn thành, phần giảm bởi mã giảm giá, ưu đãi giới thiệu và gói; tiền thu theo cách trả (tiền mặt, chuyển khoản, trừ ví); nạp ví, bán gói, thưởng giới thiệu, hoàn vào ví, rút khỏi ví, điều chỉnh; tổng số dư ví cuối ngày. ${RANGE}`,
  services: `Báo cáo theo dịch vụ (quản trị viên): với các đơn hoàn thành trong khoảng — số đơn, số lượng (theo cân thực tế nếu đã cân) và doanh thu của từng dịch vụ, doanh thu cao nhất trước. ${RANGE}`,
  buildings: `Báo cáo theo tòa nhà (quản trị viên): theo ký túc xá và tòa nhà ghi trên đơn — đơn mới, hoàn thành, đã hủy, số sinh viên đặt đơn và doanh thu trong khoảng. ${RANGE}`,
  staff: `Báo cáo theo nhân viên (quản trị viên): nhiệm vụ lấy/giao đồ hoàn thành và thất bại trong khoảng, thời gian trung bình từ lấy đến giao đồ (phút); mọi nhân viên đang làm việc đều có mặt, nhiều nhiệm vụ nhất trước. ${RANGE}`,
};

async function reportData<T extends ReportTable>(
  db: Db,
  table: T,
  query: StatsRangeQuery,
): Promise<ReportTableData<T>> {
  const range = resolveStatsRange(query, hcmDateOf(new Date()));
  return { ...range, rows: await reportRows(db, table, range) };
}

/** /stats/report/{table} and its CSV/XLSX exports (admin only). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Roles are checked before the query is validated: a wrong role learns nothing from the rules.
  const adminOnly = { onRequest: app.authenticate, preValidation: app.authorize('ADMIN') };

  // One route per table, so each is documented with its own rows.
  for (const table of Object.keys(SUMMARIES) as ReportTable[]) {
    app.get(
      `/${table}`,
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: SUMMARIES[table],
          querystring: statsRangeQuerySchema,
          // The loop's union of four schemas, seen as the one of this table.
          response: { 200: reportTableSchemas[table] as z.ZodType<ReportTableData<ReportTable>>, ...errors },
        },
      },
      async (request) => reportData(db, table, request.query),
    );
  }

  app.get(
    '/:table/export',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: `Tải một bảng báo cáo (days, money, services, buildings, staff; quản trị viên): format=csv (UTF-8 có BOM) hoặc xlsx (Excel), cùng các cột và dòng như bảng trên màn hình; tên tệp bao-cao-<bảng>-<từ ngày>-<đến ngày>. ${RANGE}`,
        params: reportTableParamsSchema,
        querystring: reportExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.union([z.string(), z.instanceof(Buffer)]).describe('Tệp CSV hoặc XLSX'), ...errors },
      },
    },
    async (request, reply) => {
      const { table } = request.params;
      const { format, ...range } = request.query;
      const file = await reportFile(table, await reportData(db, table, range), format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
