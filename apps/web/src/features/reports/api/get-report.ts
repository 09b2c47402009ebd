import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { AppReport } from './types';

export const reportDetailKey = (id: string) => [...queryRoots.reports, 'detail', id] as const;

/** GET /api/reports/{id} (its student or an administrator). */
export function getReport(id: string, signal?: AbortSignal): Promise<AppReport> {
  return apiRequest<AppReport>('GET', `/reports/${encodeURIComponent(id)}`, { signal });
}

export function useReport(id: string | null) {
  return useQuery({
    queryKey: reportDetailKey(id ?? ''),
    queryFn: ({ signal }) => getReport(id ?? '', signal),
    enabled: Boolean(id),
  });
}
