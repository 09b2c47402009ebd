import { ROLES, USER_SORT_FIELDS, USER_STATUSES, type Role, type UserStatus } from '@tsa/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UsersQuery } from '../api/get-users';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SORT: UserSort = { field: 'createdAt', direction: 'desc' };

export interface UserSort {
  field: UserSortField;
  direction: SortDirection;
}

export interface UsersTableState {
  search: string;
  role?: Role;
  status?: UserStatus;
  page: number;
  pageSize: number;
  sort: UserSort;
}

export interface UsersTableChange {
  search?: string;
  role?: Role | null;
  status?: UserStatus | null;
  page?: number;
  pageSize?: number;
  sort?: UserSort;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function parseSort(value: string | null): UserSort {
  const [field, direction] = (value ?? '').split(':');
  const known = oneOf(USER_SORT_FIELDS, field ?? null);
  if (!known) return DEFAULT_SORT;
  return { field: known, direction: direction === 'asc' ? 'asc' : 'desc' };
}

/** Reads the table state from a query string; anything unknown or out of range falls back. */
export function parseTableState(params: URLSearchParams): UsersTableState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    role: oneOf(ROLES, params.get('role')),
    status: oneOf(USER_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: parseSort(params.get('sort')),
  };
}

/** Writes the state back, leaving defaults out so a plain list keeps a plain URL. */
function writeTableState(params: URLSearchParams, state: UsersTableState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('search', state.search.trim() || undefined);
  set('role', state.role);
  set('status', state.status);
  set('page', state.page > 1 ? String(state.page) : undefined);
  set('pageSize', state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : undefined);
  const isDefaultSort = state.sort.field === DEFAULT_SORT.field && state.sort.direction === DEFAULT_SORT.direction;
  set('sort', isDefaultSort ? undefined : `${state.sort.field}:${state.sort.direction}`);
  return next;
}

/**
 * The users table's state lives in the query string (`?search=&role=&status=&page=&pageSize=&sort=`)
 * so a reload, a shared link or the back button shows the same rows. Any change other than
 * the page itself goes back to page 1. Typing in the search box replaces the history entry
 * instead of adding one per pause.
 */
export function useUsersTableState(fixedRole?: Role) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const parsed = parseTableState(params);
    return fixedRole ? { ...parsed, role: fixedRole } : parsed;
  }, [params, fixedRole]);

  const update = useCallback(
    (change: UsersTableChange, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const base = parseTableState(current);
          const next: UsersTableState = {
            search: change.search ?? base.search,
            role: change.role === null ? undefined : (change.role ?? base.role),
            status: change.status === null ? undefined : (change.status ?? base.status),
            pageSize: change.pageSize ?? base.pageSize,
            sort: change.sort ?? base.sort,
            page: change.page ?? 1,
          };
          if (fixedRole) next.role = undefined;
          return writeTableState(current, next);
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams, fixedRole],
  );

  const query: UsersQuery = useMemo(
    () => ({
      role: state.role,
      status: state.status,
      search: state.search.trim() || undefined,
      page: state.page,
      pageSize: state.pageSize,
      sort: `${state.sort.field}:${state.sort.direction}`,
    }),
    [state],
  );

  const hasFilters = Boolean(state.search.trim() || state.status || (!fixedRole && state.role));
  return { state, query, update, hasFilters };
}
