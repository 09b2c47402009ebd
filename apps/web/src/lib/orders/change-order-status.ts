import type { ChangeOrderStatusInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { afterOrderChange } from './order-mutation';

export interface ChangeOrderStatusVariables extends ChangeOrderStatusInput {
  id: string;
}

/** PATCH /api/orders/{id}/status: the next step of the status machine (weights with WASHING). */
export function changeOrderStatus({ id, ...body }: ChangeOrderStatusVariables): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('PATCH', `/orders/${encodeURIComponent(id)}/status`, { body });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
