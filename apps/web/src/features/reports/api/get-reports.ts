import type { ReportStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStatusListPage, type StatusListQuery } from '@/lib/list-page';
import { queryRoots } from '@/lib/query-keys';
import type { AppReport, AppReportPage } from './types';

export const reportListRoot = [...queryRoots.reports, 'list'] as const;

/** GET /api/reports: a student's own reports, or every report for administrators; newest first. */
export function useReports(query: StatusListQuery<ReportStatus>) {
  return useQuery({
    queryKey: [...reportListRoot, query] as const,
    queryFn: ({ signal }): Promise<AppReportPage> =>
      getStatusListPage<AppReport, ReportStatus>('/reports', query, signal),
    placeholderData: keepPreviousData,
  });
}
