import type { ReportTable, ReportTableData, StatsRange } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under the figures' root, not the incident reports': they go stale when an order changes. */
export const reportTableRoot = [...queryRoots.stats, 'report'] as const;

export const reportTableKey = (table: ReportTable, range: StatsRange) =>
  [...reportTableRoot, table, range.from, range.to] as const;

/** GET /api/stats/report/{table}?from&to: one operations table over a range of HCM days. */
export async function getReportTable<T extends ReportTable>(
  table: T,
  range: StatsRange,
  signal?: AbortSignal,
): Promise<ReportTableData<T>> {
  const data = await apiRequest<Partial<ReportTableData<T>> | null>('GET', `/stats/report/${table}`, {
    signal,
    query: { from: range.from, to: range.to },
  });
  return { from: data?.from ?? range.from, to: data?.to ?? range.to, rows: Array.isArray(data?.rows) ? data.rows : [] };
}

export function useReportTable<T extends ReportTable>(table: T, range: StatsRange) {
  return useQuery({
    queryKey: reportTableKey(table, range),
    queryFn: ({ signal }) => getReportTable(table, range, signal),
    // A new range keeps the same table on screen until its figures arrive; another table
    // has other columns, so it starts from skeletons instead.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === table ? previous : undefined),
  });
}
