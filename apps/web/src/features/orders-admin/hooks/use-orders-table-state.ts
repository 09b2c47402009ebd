import {
  isIsoDate,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type ListOrdersQuery,
  type OrderStatus,
  type PaymentStatus,
} from '@tsa/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
export interface OrderSort {
  field: OrderSortField;
  direction: SortDirection;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SORT: OrderSort = { field: 'createdAt', direction: 'desc' };

export interface OrdersTableState {
  statuses: OrderStatus[];
  paymentStatus?: PaymentStatus;
  /** Creation days (HCM), `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
  search: string;
  page: number;
  pageSize: number;
  sort: OrderSort;
}

/** A change to the table; `null` clears a filter. Anything but the page goes back to page 1. */
export interface OrdersTableChange {
  statuses?: OrderStatus[];
  paymentStatus?: PaymentStatus | null;
  from?: string | null;
  to?: string | null;
  search?: string;
  page?: number;
  pageSize?: number;
  sort?: OrderSort;
}

/** The API's query for a table state: the list and the CSV export send the same filters. */
export type OrdersQuery = Partial<Omit<ListOrdersQuery, 'status'>> & { status?: OrderStatus[] };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function parseSort(value: string | null): OrderSort {
  const [field, direction] = (value ?? '').split(':');
  const known = oneOf(ORDER_SORT_FIELDS, field ?? null);
  if (!known) return DEFAULT_SORT;
  return { field: known, direction: direction === 'asc' ? 'asc' : 'desc' };
}

function parseDay(value: string | null): string | undefined {
  return value && isIsoDate(value) ? value : undefined;
}

/** `?status=PENDING&status=WASHING` (or `PENDING,WASHING`), in the order of the status machine. */
function parseStatuses(params: URLSearchParams): OrderStatus[] {
  const given = new Set(params.getAll('status').flatMap((value) => value.split(',')));
  return ORDER_STATUSES.filter((status) => given.has(status));
}

/** Reads the table state from a query string; anything unknown or out of range falls back. */
export function parseOrdersTableState(params: URLSearchParams): OrdersTableState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  let from = parseDay(params.get('from'));
  let to = parseDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    statuses: parseStatuses(params),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    from,
    to,
    search: (params.get('search') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: parseSort(params.get('sort')),
  };
}

/** Writes the state back, defaults left out; other parameters (the open order `id`) stay. */
function writeOrdersTableState(params: URLSearchParams, state: OrdersTableState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  next.delete('status');
  for (const status of state.statuses) next.append('status', status);
  set('paymentStatus', state.paymentStatus);
  set('from', state.from);
  set('to', state.to);
  set('search', state.search.trim() || undefined);
  set('page', state.page > 1 ? String(state.page) : undefined);
  set('pageSize', state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : undefined);
  const isDefaultSort = state.sort.field === DEFAULT_SORT.field && state.sort.direction === DEFAULT_SORT.direction;
  set('sort', isDefaultSort ? undefined : `${state.sort.field}:${state.sort.direction}`);
  return next;
}

export function ordersQueryOf(state: OrdersTableState): OrdersQuery {
  return {
    status: state.statuses.length ? state.statuses : undefined,
    paymentStatus: state.paymentStatus,
    from: state.from,
    to: state.to,
    search: state.search.trim() || undefined,
    page: state.page,
    pageSize: state.pageSize,
    sort: `${state.sort.field}:${state.sort.direction}`,
  };
}

/**
 * The orders table lives in the query string — `?status=&paymentStatus=&from=&to=&search=&page=
 * &pageSize=&sort=` — so a reload, a shared link or the back button shows the same rows; `id`
 * (the open order) is left to the drawer. Typing in the search box replaces the history entry.
 */
export function useOrdersTableState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseOrdersTableState(params), [params]);

  const update = useCallback(
    (change: OrdersTableChange, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const base = parseOrdersTableState(current);
          const pick = <T,>(value: T | null | undefined, fallback: T | undefined) => (value === null ? undefined : (value ?? fallback));
          const next: OrdersTableState = {
            statuses: change.statuses ?? base.statuses,
            paymentStatus: pick(change.paymentStatus, base.paymentStatus),
            from: pick(change.from, base.from),
            to: pick(change.to, base.to),
            search: change.search ?? base.search,
            pageSize: change.pageSize ?? base.pageSize,
            sort: change.sort ?? base.sort,
            page: change.page ?? 1,
          };
          return writeOrdersTableState(current, next);
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const query = useMemo(() => ordersQueryOf(state), [state]);
  const hasFilters = Boolean(state.statuses.length || state.paymentStatus || state.from || state.to || state.search.trim());
  return { state, query, update, hasFilters };
}
