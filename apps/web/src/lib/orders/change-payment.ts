import type { ChangePaymentInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { afterOrderChange } from './order-mutation';

export interface ChangePaymentVariables extends ChangePaymentInput {
  id: string;
}

/** PATCH /api/orders/{id}/payment: paid or not, and how. */
export function changePayment({ id, ...body }: ChangePaymentVariables): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('PATCH', `/orders/${encodeURIComponent(id)}/payment`, { body });
}

export function useChangePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayment,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
