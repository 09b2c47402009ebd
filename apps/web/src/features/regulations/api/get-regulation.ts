import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { AppRegulation } from './types';

export const regulationQueryKey = (version: number | 'current') =>
  [...queryRoots.regulations, 'content', version] as const;

/** GET /api/regulations (the version in force) or GET /api/regulations/versions/{n}. */
export function getRegulation(version: number | 'current', signal?: AbortSignal): Promise<AppRegulation> {
  const path = version === 'current' ? '/regulations' : `/regulations/versions/${version}`;
  return apiRequest<AppRegulation>('GET', path, { signal });
}

export function useRegulation(version: number | 'current') {
  return useQuery({ queryKey: regulationQueryKey(version), queryFn: ({ signal }) => getRegulation(version, signal) });
}
