import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiRequestOptions } from '@/lib/api-client';

export const profileQueryKey = ['users', 'profile'] as const;

/** GET /api/users/profile: the signed-in user, unchecked (see `isCompleteUser`). */
export function getProfile(options: Pick<ApiRequestOptions, 'redirectOnSessionEnd' | 'signal'> = {}): Promise<unknown> {
  return apiRequest<unknown>('GET', '/users/profile', options);
}

export function useProfileQuery(enabled = true) {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile({ signal }), enabled });
}
