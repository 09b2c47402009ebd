import { ROLES, USER_SORT_FIELDS, USER_STATUSES, type Role, type UserStatus } from '@tsa/shared';
import { useMemo } from 'react';
import {
  listQueryOf,
  oneOf,
  setParam,
  type ListSort,
  type ListState,
  type ListUpdate,
  type ListUrlConfig,
  useUrlFilters,
} from '@/lib/use-url-filters';
import type { UsersQuery } from '../api/get-users';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type UserSort = ListSort<UserSortField>;

export interface UserFilters {
  role?: Role;
  status?: UserStatus;
}

export type UsersTableState = ListState<UserSortField, UserFilters>;
export type UsersTableUpdate = ListUpdate<UserSortField, UserFilters>;

/** A list of one role (students, staff) shows that role whatever the URL says, and writes none. */
function usersListConfig(fixedRole: Role | undefined): ListUrlConfig<UserSortField, UserFilters> {
  return {
    sortFields: USER_SORT_FIELDS,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    readFilters: (params) => ({
      role: fixedRole ?? oneOf(ROLES, params.get('role')),
      status: oneOf(USER_STATUSES, params.get('status')),
    }),
    writeFilters(params, filters) {
      setParam(params, 'role', fixedRole ? undefined : filters.role);
      setParam(params, 'status', filters.status);
    },
    isFiltered: (filters) => Boolean(filters.status || (!fixedRole && filters.role)),
    noFilters: { role: null, status: null },
  };
}

/**
 * The users table's state lives in the query string (`?role=&status=&search=&page=&pageSize=&sort=`)
 * so a reload, a shared link or the back button shows the same rows.
 */
export function useUsersTableState(fixedRole?: Role) {
  const config = useMemo(() => usersListConfig(fixedRole), [fixedRole]);
  const list = useUrlFilters(config);
  const query: UsersQuery = useMemo(
    () => ({ role: list.state.role, status: list.state.status, ...listQueryOf(list.state) }),
    [list.state],
  );
  return { ...list, query };
}
