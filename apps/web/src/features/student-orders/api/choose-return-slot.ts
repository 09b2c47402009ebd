import type { ChooseReturnSlotInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey, queryRoots } from '@/lib/query-keys';

/** PUT /api/orders/{id}/return-slot: the window a ready order comes back in ("Chọn giờ trả đồ"). */
export function chooseReturnSlot({ id, ...input }: ChooseReturnSlotInput & { id: string }): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('PUT', `/orders/${encodeURIComponent(id)}/return-slot`, { body: input });
}

export function useChooseReturnSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseReturnSlot,
    // The dialog shows why next to the windows ("Hết chỗ…").
    meta: { errorSnackbar: false },
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
    },
  });
}
