import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey, orderListRoot } from '@/lib/query-keys';

/** POST /api/orders/{id}/transfer-claim: "Tôi đã chuyển khoản". */
export function claimTransfer(id: string): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', `/orders/${encodeURIComponent(id)}/transfer-claim`);
}

export function useClaimTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTransfer,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: orderListRoot });
    },
  });
}
