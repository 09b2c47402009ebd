import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey, queryRoots } from '@/lib/query-keys';

/** POST /api/orders/{id}/confirm-pickup: "Xác nhận" after the night-before reminder. */
export function confirmPickup(id: string): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', `/orders/${encodeURIComponent(id)}/confirm-pickup`);
}

export function useConfirmPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPickup,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
    },
  });
}
