import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey, orderListRoot } from '@/lib/query-keys';
import { afterOrderChange } from './order-mutation';

export interface CancelOrderVariables {
  id: string;
  /** Required of an admin; a student may leave it out. The student sees it in the timeline. */
  reason?: string;
}

/**
 * POST /api/orders/{id}/cancel: a student cancels their order while it is not picked up yet; an
 * admin any order not completed yet, with a reason.
 */
export function cancelOrder({ id, reason }: CancelOrderVariables): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', `/orders/${encodeURIComponent(id)}/cancel`, {
    body: reason?.trim() ? { reason: reason.trim() } : {},
  });
}

/** A student cancels one of their orders: the new detail at once, my lists refetched. */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: orderListRoot });
    },
  });
}

/** An admin cancels an order: everything that follows an order's change (see afterOrderChange). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Required<CancelOrderVariables>) => cancelOrder(variables),
    // The dialog shows the refusal next to the reason.
    meta: { errorSnackbar: false },
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
