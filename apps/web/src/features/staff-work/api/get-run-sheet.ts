import type { RunSheet } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under the deliveries root: a task assigned, moved or finished refreshes the run sheet too. */
export const runSheetQueryKey = (date: string) => [...queryRoots.deliveries, 'run-sheet', date] as const;

/** GET /api/run-sheets/me?date=…: my day by dormitory → building → floor, in walking order. */
export function getRunSheet(date: string, signal?: AbortSignal): Promise<RunSheet> {
  return apiRequest<RunSheet>('GET', '/run-sheets/me', { signal, query: { date } });
}

export function useRunSheet(date: string) {
  return useQuery({
    queryKey: runSheetQueryKey(date),
    queryFn: ({ signal }) => getRunSheet(date, signal),
    refetchInterval: 60_000,
  });
}
