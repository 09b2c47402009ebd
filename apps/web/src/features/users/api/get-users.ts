import type { ListUsersQuery } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { UserPage } from '../types';

/** Every list of users hangs under this key, so one invalidation refreshes all three pages. */
export const usersQueryKey = ['users', 'list'] as const;

export type UsersQuery = Partial<ListUsersQuery>;

/** GET /api/users (admin): one page of users matching the filters, search and sort. */
export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserPage> {
  const page = await apiRequest<UserPage | null>('GET', '/users', { query: { ...query }, signal });
  // A body that is not a page (an old proxy, an empty answer) reads as an empty page.
  return {
    items: Array.isArray(page?.items) ? page.items : [],
    total: typeof page?.total === 'number' ? page.total : 0,
    page: page?.page ?? query.page ?? 1,
    pageSize: page?.pageSize ?? query.pageSize ?? 20,
  };
}

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...usersQueryKey, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    // Keep the current rows on screen while the next page, sort or search loads.
    placeholderData: keepPreviousData,
  });
}
