import type { User } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiRequestOptions, type Revived } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const profileQueryKey = [...queryRoots.users, 'profile'] as const;

export type Profile = Revived<User, 'createdAt'>;

/** GET /api/users/profile: the signed-in user, unchecked (see `isCompleteUser`). */
export function getProfile(options: Pick<ApiRequestOptions, 'redirectOnSessionEnd' | 'signal'> = {}): Promise<unknown> {
  return apiRequest<unknown>('GET', '/users/profile', options);
}

/** The signed-in user's full profile (the account page); primed at start-up and sign-in. */
export function useProfileQuery(enabled = true) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile({ signal }) as Promise<Profile>,
    enabled,
  });
}
