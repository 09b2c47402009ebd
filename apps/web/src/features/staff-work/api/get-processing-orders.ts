import type { OrderStatus } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery, type OrdersQuery } from '@/lib/orders/get-orders';

export interface ProcessingQuery {
  status: OrderStatus;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** The shop's orders at one step, oldest pickup first (first in, first out): GET /api/orders (lib/orders). */
function processingQuery({ status, search, page, pageSize }: ProcessingQuery): OrdersQuery {
  return {
    status: [status],
    search: search || undefined,
    page: page ?? 1,
    pageSize: pageSize ?? 20,
    sort: 'pickupDate:asc',
  };
}

export function useProcessingOrders(query: ProcessingQuery) {
  return useQuery(ordersQuery(processingQuery(query)));
}

/** How many orders wait at `status` (tab badges, today at a glance). */
export function useOrderCount(status: OrderStatus) {
  return useQuery({ ...ordersQuery(processingQuery({ status, pageSize: 1 })), select: (page) => page.total });
}
