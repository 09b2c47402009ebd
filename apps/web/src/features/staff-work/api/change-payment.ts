import type { ChangePaymentInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './get-processing-orders';

export interface ChangePaymentVariables extends ChangePaymentInput {
  id: string;
}

/** PATCH /api/orders/{id}/payment: the student has paid (or not). */
export function changePayment({ id, ...body }: ChangePaymentVariables): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('PATCH', `/orders/${encodeURIComponent(id)}/payment`, { body });
}

export function useChangePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['deliveries'] }),
      ]),
  });
}
