import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Under `queryRoots.regulations`: saving a new version refreshes what sign-up asks to accept. */
export const currentRegulationQueryKey = [...queryRoots.regulations, 'current', 'version'] as const;

/**
 * GET /api/regulations: the version of the rules in force, which sign-up must accept
 * (`acceptedRegulationVersion`). Null when the service has no rules yet.
 */
export async function getCurrentRegulationVersion(signal?: AbortSignal): Promise<number | null> {
  const regulation = await apiRequest<{ version?: unknown } | null>('GET', '/regulations', { signal });
  const version = regulation?.version;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : null;
}

export function useCurrentRegulationVersion() {
  return useQuery({
    queryKey: currentRegulationQueryKey,
    queryFn: ({ signal }) => getCurrentRegulationVersion(signal),
    staleTime: 5 * 60_000,
  });
}
