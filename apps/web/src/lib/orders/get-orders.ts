import type { ListOrdersQuery, OrderStatus } from '@tsa/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { asListPage, type ListPage } from '@/lib/list-page';
import { orderListRoot } from '@/lib/query-keys';

/** A query of the shop's orders (the admin's table and its CSV export, the staff's queues). */
export type OrdersQuery = Partial<Omit<ListOrdersQuery, 'status'>> & { status?: OrderStatus[] };

/** GET /api/orders as staff or admin: one page of every order matching the filters, search and sort. */
export async function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<ListPage<OrderView>> {
  const page = await apiRequest<Partial<ListPage<OrderView>> | null>('GET', '/orders', { query: { ...query }, signal });
  // A body that is not a page reads as an empty page.
  return asListPage(page, { page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
}

export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: [...orderListRoot, query] as const,
    queryFn: ({ signal }) => getOrders(query, signal),
    // Keep the current rows on screen while the next page, filter or sort loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQuery(query));
}
