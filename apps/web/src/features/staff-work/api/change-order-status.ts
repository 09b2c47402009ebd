import type { ChangeOrderStatusInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { myFiguresQueryKey } from './get-my-figures';
import { ordersQueryKey } from './get-processing-orders';

export interface ChangeOrderStatusVariables extends ChangeOrderStatusInput {
  id: string;
}

/** PATCH /api/orders/{id}/status: the next step, with the real weights when it goes to WASHING. */
export function changeOrderStatus({ id, ...body }: ChangeOrderStatusVariables): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('PATCH', `/orders/${encodeURIComponent(id)}/status`, { body });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    // A shop step I take counts in my own figures ("Đơn đã xử lý tại xưởng").
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        queryClient.invalidateQueries({ queryKey: myFiguresQueryKey }),
      ]),
  });
}
