import type { ListUsersQuery } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { asListPage } from '@/lib/list-page';
import { userListRoot } from '@/lib/query-keys';
import type { UserPage } from '../types';

export type UsersQuery = Partial<ListUsersQuery>;

/** GET /api/users (admin): one page of users matching the filters, search and sort. */
export async function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserPage> {
  const page = await apiRequest<UserPage | null>('GET', '/users', { query: { ...query }, signal });
  return asListPage(page, { page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
}

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...userListRoot, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    // Keep the current rows on screen while the next page, sort or search loads.
    placeholderData: keepPreviousData,
  });
}
