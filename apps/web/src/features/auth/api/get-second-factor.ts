import type { SecondFactorStatus } from '@tsa/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const secondFactorQueryKey = [...queryRoots.auth, 'second-factor'] as const;

/** GET /api/auth/second-factor: whether the signed-in user has one, and recovery codes left. */
export const getSecondFactor = () => apiRequest<SecondFactorStatus>('GET', '/auth/second-factor');

export const secondFactorQuery = () => queryOptions({ queryKey: secondFactorQueryKey, queryFn: getSecondFactor });

export function useSecondFactorQuery() {
  return useQuery(secondFactorQuery());
}
