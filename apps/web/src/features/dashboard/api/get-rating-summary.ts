import type { RatingSummary } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/ratings/summary: the students' ratings, overall, per service and per staff member. */
export function useRatingSummary() {
  return useQuery({
    queryKey: [...queryRoots.stats, 'ratings'],
    queryFn: ({ signal }) => apiRequest<RatingSummary>('GET', '/ratings/summary', { signal }),
  });
}
