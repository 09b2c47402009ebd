import type { SetHandoffInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey, queryRoots } from '@/lib/query-keys';

/** PUT /api/orders/{id}/handoff: where the bag is handed over at pickup and/or drop-off ("Nơi giao nhận"). */
export function setHandoff({ id, ...input }: SetHandoffInput & { id: string }): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('PUT', `/orders/${encodeURIComponent(id)}/handoff`, { body: input });
}

export function useSetHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHandoff,
    meta: { errorSnackbar: false },
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
    },
  });
}
