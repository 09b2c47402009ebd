import { publicFiguresSchema, type PublicFigures } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under `queryRoots.stats`, refreshed with the other figures when an order changes. */
export const publicFiguresQueryKey = [...queryRoots.stats, 'public'] as const;

const NONE: PublicFigures = { ordersCompleted: null, averageTurnaroundHours: null, studentsServed: null };

/**
 * GET /api/stats/public: the service's real figures, all null until enough orders are done.
 * Anything that is not that shape counts as "no figures": the public page would rather show
 * none than a wrong one.
 */
export async function getPublicFigures(signal?: AbortSignal): Promise<PublicFigures> {
  const body = await apiRequest<unknown>('GET', '/stats/public', { signal });
  const parsed = publicFiguresSchema.safeParse(body);
  return parsed.success ? parsed.data : NONE;
}

export function usePublicFigures() {
  return useQuery({
    queryKey: publicFiguresQueryKey,
    queryFn: ({ signal }) => getPublicFigures(signal),
    // Totals over months move slowly; a visitor need not ask twice.
    staleTime: 10 * 60_000,
  });
}
