import type { StatsOverview } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { isStatsOverview, parseStats } from './parse-stats';

export const statsOverviewKey = [...queryRoots.stats, 'overview'] as const;

/** The dashboard's cards stay current on an open screen: a minute is fresh enough for these counts. */
export const OVERVIEW_REFRESH_MS = 60_000;

/** GET /api/stats/overview: today's counts, this month's revenue and the open incidents. */
export async function getStatsOverview(signal?: AbortSignal): Promise<StatsOverview> {
  return parseStats<StatsOverview>(isStatsOverview, await apiRequest<unknown>('GET', '/stats/overview', { signal }));
}

export function useStatsOverview() {
  return useQuery({
    queryKey: statsOverviewKey,
    queryFn: ({ signal }) => getStatsOverview(signal),
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
