import {
  isIsoDate,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  PAYMENT_STATES,
  type OrderStatus,
  type PaymentState,
} from '@tsa/shared';
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
import type { OrdersQuery } from '@/lib/orders/get-orders';

export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type OrderSort = ListSort<OrderSortField>;

export interface OrderFilters {
  statuses: OrderStatus[];
  /** UNPAID, TRANSFER_CLAIMED ("Chờ kiểm tra chuyển khoản") or PAID. */
  paymentStatus?: PaymentState;
  /** Creation days (HCM), `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
}

export type OrdersTableState = ListState<OrderSortField, OrderFilters>;
export type OrdersTableUpdate = ListUpdate<OrderSortField, OrderFilters>;

function parseDay(value: string | null): string | undefined {
  return value && isIsoDate(value) ? value : undefined;
}

const ORDERS_LIST: ListUrlConfig<OrderSortField, OrderFilters> = {
  sortFields: ORDER_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  readFilters(params) {
    // `?status=PENDING&status=WASHING` (or `PENDING,WASHING`), in the order of the status machine.
    const given = new Set(params.getAll('status').flatMap((value) => value.split(',')));
    let from = parseDay(params.get('from'));
    let to = parseDay(params.get('to'));
    if (from && to && from > to) [from, to] = [to, from];
    return {
      statuses: ORDER_STATUSES.filter((status) => given.has(status)),
      paymentStatus: oneOf(PAYMENT_STATES, params.get('paymentStatus')),
      from,
      to,
    };
  },
  writeFilters(params, filters) {
    params.delete('status');
    for (const status of filters.statuses) params.append('status', status);
    setParam(params, 'paymentStatus', filters.paymentStatus);
    setParam(params, 'from', filters.from);
    setParam(params, 'to', filters.to);
  },
  isFiltered: (filters) => Boolean(filters.statuses.length || filters.paymentStatus || filters.from || filters.to),
  noFilters: { statuses: [], paymentStatus: null, from: null, to: null },
};

/** The API's query for a table state: the list and the CSV export send the same filters. */
function ordersQueryOf(state: OrdersTableState): OrdersQuery {
  return {
    status: state.statuses.length ? state.statuses : undefined,
    paymentStatus: state.paymentStatus,
    from: state.from,
    to: state.to,
    ...listQueryOf(state),
  };
}

/**
 * The orders table lives in the query string — `?status=&paymentStatus=&from=&to=&search=&page=
 * &pageSize=&sort=` — so a reload, a shared link or the back button shows the same rows; `id`
 * (the open order) is left to the drawer.
 */
export function useOrdersTableState() {
  const list = useUrlFilters(ORDERS_LIST, { searchDelayMs: 350 });
  const query = useMemo(() => ordersQueryOf(list.state), [list.state]);
  return { ...list, query };
}
