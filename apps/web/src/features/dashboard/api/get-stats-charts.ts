import type { StatsCharts, StatsRange } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { isStatsCharts, parseStats } from './parse-stats';

export const statsChartsKey = (range: StatsRange) => [...queryRoots.stats, 'charts', range] as const;

/** GET /api/stats/charts?from&to: orders per day, revenue per service, status mix, busiest pickup windows. */
export async function getStatsCharts(range: StatsRange, signal?: AbortSignal): Promise<StatsCharts> {
  const body = await apiRequest<unknown>('GET', '/stats/charts', { query: { from: range.from, to: range.to }, signal });
  return parseStats<StatsCharts>(isStatsCharts, body);
}

export function useStatsCharts(range: StatsRange) {
  return useQuery({
    queryKey: statsChartsKey({ from: range.from, to: range.to }),
    queryFn: ({ signal }) => getStatsCharts(range, signal),
    // The last range stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
  });
}
