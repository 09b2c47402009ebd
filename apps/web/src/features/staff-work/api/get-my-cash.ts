import type { MyCash } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * Under the deliveries root on purpose: what adds cash is completing one of my drop-offs, and
 * my task actions and the live `delivery:updated` event already refresh that whole root.
 */
export const myCashQueryKey = [...queryRoots.deliveries, 'cash', 'me'] as const;

/** GET /api/payments/cash/me: the cash I collected today (Ho Chi Minh City day) and must hand over. */
export function getMyCash(signal?: AbortSignal): Promise<MyCash> {
  return apiRequest<MyCash>('GET', '/payments/cash/me', { signal });
}

export function useMyCash() {
  return useQuery({
    queryKey: myCashQueryKey,
    queryFn: ({ signal }) => getMyCash(signal),
    // "Today" rolls over at midnight; a phone in a pocket misses live events.
    refetchOnWindowFocus: true,
    refetchInterval: 5 * 60_000,
  });
}
