import type { StaffFigures } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * Under the deliveries root on purpose: what changes my figures is a task of mine (assigned,
 * started, done, failed), and the live `delivery:updated` event and my own task actions
 * already refresh that whole root. My shop steps refresh it from `useChangeOrderStatus`.
 */
export const myFiguresQueryKey = [...queryRoots.deliveries, 'figures', 'me'] as const;

/** GET /api/stats/me: what I did today and this week (Monday to Sunday, Ho Chi Minh City days). */
export function getMyFigures(signal?: AbortSignal): Promise<StaffFigures> {
  return apiRequest<StaffFigures>('GET', '/stats/me', { signal });
}

export function useMyFigures() {
  return useQuery({
    queryKey: myFiguresQueryKey,
    queryFn: ({ signal }) => getMyFigures(signal),
    // A phone in a pocket misses live events, and "today" rolls over at midnight.
    refetchOnWindowFocus: true,
    refetchInterval: 5 * 60_000,
  });
}
