import type { OrderStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { asListPage, listParam } from '@/lib/list-page';

export interface MyOrdersQuery {
  status?: readonly OrderStatus[];
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface OrderListPage {
  items: OrderView[];
  total: number;
  page: number;
  pageSize: number;
}

export const ordersQueryKey = ['orders'] as const;
export const myOrdersQueryKey = (query: MyOrdersQuery) => [...ordersQueryKey, 'list', query] as const;

/** GET /api/orders: a student gets only their own orders, newest first. */
export async function getMyOrders(query: MyOrdersQuery, signal?: AbortSignal): Promise<OrderListPage> {
  const page = await apiRequest<OrderListPage | null>('GET', '/orders', {
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
    queryKey: myOrdersQueryKey(query),
    queryFn: ({ signal }) => getMyOrders(query, signal),
    // Typing in the search box or changing a filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
