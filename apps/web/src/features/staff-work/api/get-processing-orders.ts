import type { OrderStatus } from '@tsa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';

export const ordersQueryKey = ['orders'] as const;

export interface ProcessingQuery {
  status: OrderStatus;
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface ProcessingPage {
  items: OrderView[];
  total: number;
}

/** GET /api/orders?status=…: the shop's orders at one step, oldest pickup first (first in, first out). */
export async function getProcessingOrders(query: ProcessingQuery, signal?: AbortSignal): Promise<ProcessingPage> {
  const page = await apiRequest<{ items?: OrderView[]; total?: number } | null>('GET', '/orders', {
    signal,
    query: {
      status: query.status,
      search: query.search || undefined,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 20,
      sort: 'pickupDate:asc',
    },
  });
  return { items: Array.isArray(page?.items) ? page.items : [], total: page?.total ?? 0 };
}

export function useProcessingOrders(query: ProcessingQuery) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'staff', query] as const,
    queryFn: ({ signal }) => getProcessingOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many orders wait at `status` (tab badges, today at a glance). */
export function useOrderCount(status: OrderStatus) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'staff', 'count', status] as const,
    queryFn: ({ signal }) => getProcessingOrders({ status, pageSize: 1 }, signal).then((page) => page.total),
  });
}
