import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import type { OrdersQuery } from '../hooks/use-orders-table-state';

/**
 * Every cached order — lists and details, in any area — hangs under ['orders'], so a change
 * made here refreshes all of them.
 */
export const ordersRootKey = ['orders'] as const;
export const orderListKey = [...ordersRootKey, 'list'] as const;

export interface OrderPageView {
  items: OrderView[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/orders: one page of orders matching the filters, search and sort. */
export async function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrderPageView> {
  const page = await apiRequest<OrderPageView | null>('GET', '/orders', { query: { ...query }, signal });
  // A body that is not a page reads as an empty page.
  return {
    items: Array.isArray(page?.items) ? page.items : [],
    total: typeof page?.total === 'number' ? page.total : 0,
    page: page?.page ?? query.page ?? 1,
    pageSize: page?.pageSize ?? query.pageSize ?? 20,
  };
}

export function useOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: [...orderListKey, query],
    queryFn: ({ signal }) => getOrders(query, signal),
    // Keep the current rows on screen while the next page, filter or sort loads.
    placeholderData: keepPreviousData,
  });
}
