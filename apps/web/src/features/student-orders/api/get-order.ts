import { useQuery } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export const orderQueryKey = (id: string) => [...ordersQueryKey, 'detail', id] as const;

/** GET /api/orders/{id}: one of my orders with its history and tasks. */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('GET', `/orders/${encodeURIComponent(id)}`, { signal });
}

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: orderQueryKey(id ?? ''),
    queryFn: ({ signal }) => getOrder(id!, signal),
    enabled: Boolean(id),
  });
}
