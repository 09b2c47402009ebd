import type { ReportStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { asListPage, listParam } from '@/lib/list-page';
import { queryRoots } from '@/lib/query-keys';
import type { AppReportPage } from './types';

export interface ReportsQuery {
  status?: readonly ReportStatus[];
  search?: string;
  page: number;
  pageSize: number;
}

export const reportListRoot = [...queryRoots.reports, 'list'] as const;

/** GET /api/reports: a student's own reports, or every report for administrators; newest first. */
export async function getReports(query: ReportsQuery, signal?: AbortSignal): Promise<AppReportPage> {
  const page = await apiRequest<Partial<AppReportPage> | null>('GET', '/reports', {
    signal,
    query: {
      status: listParam(query.status),
      search: query.search || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
  return asListPage(page, query);
}

export function useReports(query: ReportsQuery) {
  return useQuery({
    queryKey: [...reportListRoot, query] as const,
    queryFn: ({ signal }) => getReports(query, signal),
    placeholderData: keepPreviousData,
  });
}
