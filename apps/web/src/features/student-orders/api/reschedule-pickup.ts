import type { ReschedulePickupInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey, queryRoots } from '@/lib/query-keys';

/** PATCH /api/orders/{id}/pickup: another pickup window, until the current one starts ("Đổi giờ lấy đồ"). */
export function reschedulePickup({ id, ...input }: ReschedulePickupInput & { id: string }): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('PATCH', `/orders/${encodeURIComponent(id)}/pickup`, { body: input });
}

export function useReschedulePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reschedulePickup,
    // The dialog shows why next to the windows ("Hết chỗ…", "Đã đến giờ…").
    meta: { errorSnackbar: false },
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: queryRoots.orders });
    },
  });
}
