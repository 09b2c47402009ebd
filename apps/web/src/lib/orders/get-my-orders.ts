import type { OrderStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { asListPage, listParam, type ListPage } from '@/lib/list-page';
import { orderListRoot, queryRoots } from '@/lib/query-keys';

export interface MyOrdersQuery {
  status?: readonly OrderStatus[];
  search?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/orders as a student: only my own orders, newest first. */
export async function getMyOrders(query: MyOrdersQuery, signal?: AbortSignal): Promise<ListPage<OrderView>> {
  const page = await apiRequest<Partial<ListPage<OrderView>> | null>('GET', '/orders', {
    signal,
    query: {
      status: listParam(query.status),
      search: query.search || undefined,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 10,
      sort: 'createdAt:desc',
    },
  });
  return asListPage(page, { page: 1, pageSize: query.pageSize ?? 10 });
}

export function useMyOrders(query: MyOrdersQuery) {
  return useQuery({
    queryKey: [...orderListRoot, query] as const,
    queryFn: ({ signal }) => getMyOrders(query, signal),
    // Typing in the search box or changing a filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** An order to pick in a form (a ticket's or an incident report's subject). */
export interface OrderOption {
  id: string;
  code: string;
  status: OrderStatus;
  createdAt: Date;
}

const OPTION_COUNT = 100;

/** My latest orders, for a picker (tickets and reports share it). */
export function useMyOrderOptions(enabled = true) {
  return useQuery({
    queryKey: [...queryRoots.orders, 'options'] as const,
    queryFn: async ({ signal }): Promise<OrderOption[]> => {
      const page = await getMyOrders({ pageSize: OPTION_COUNT }, signal);
      return page.items.map(({ id, code, status, createdAt }) => ({ id, code, status, createdAt }));
    },
    enabled,
  });
}
