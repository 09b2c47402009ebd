import { useQuery } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey } from '@/lib/query-keys';

/** GET /api/orders/{id}: the order with its history and its pickup/drop-off tasks (a student's own, or any for staff). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('GET', `/orders/${encodeURIComponent(id)}`, { signal });
}

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: orderDetailKey(id ?? ''),
    queryFn: ({ signal }) => getOrder(id!, signal),
    enabled: Boolean(id),
  });
}
