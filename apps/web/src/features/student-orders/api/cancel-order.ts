import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

export interface CancelOrderVariables {
  id: string;
  reason?: string;
}

/** POST /api/orders/{id}/cancel: a student cancels their order while it is not picked up yet. */
export function cancelOrder({ id, reason }: CancelOrderVariables): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', `/orders/${encodeURIComponent(id)}/cancel`, {
    body: reason?.trim() ? { reason: reason.trim() } : {},
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
    },
  });
}
