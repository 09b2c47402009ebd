import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { afterOrderChange } from '@/lib/orders/order-mutation';

export interface CancelOrderVariables {
  id: string;
  /** Required of an admin; the student sees it in the timeline. */
  reason: string;
}

/** POST /api/orders/{id}/cancel (admin: any order not completed yet, with a reason). */
export function cancelOrder({ id, reason }: CancelOrderVariables): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', `/orders/${encodeURIComponent(id)}/cancel`, { body: { reason } });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // The dialog shows the refusal next to the reason.
    meta: { errorSnackbar: false },
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
