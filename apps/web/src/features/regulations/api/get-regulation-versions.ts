import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { AppRegulationSummary } from './types';

/** GET /api/regulations/versions: every version, without its text. */
export async function getRegulationVersions(signal?: AbortSignal): Promise<AppRegulationSummary[]> {
  const versions = await apiRequest<AppRegulationSummary[] | null>('GET', '/regulations/versions', { signal });
  return Array.isArray(versions) ? versions : [];
}

export function useRegulationVersions() {
  return useQuery({
    queryKey: [...queryRoots.regulations, 'versions'] as const,
    queryFn: ({ signal }) => getRegulationVersions(signal),
    // Newest first, whatever order the server lists them in.
    select: (versions) => [...versions].sort((a, b) => b.version - a.version),
  });
}
