import type { CreateOrderInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey } from '@/lib/orders/order-mutation';
import { ordersRootKey } from './get-orders';

/** POST /api/orders with `studentId`: an order placed at the counter for a student. */
export function createOrder(input: CreateOrderInput): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', '/orders', { body: input, idempotent: true });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The form shows the refusal next to the field it concerns.
    meta: { errorSnackbar: false },
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      // A new order is also a pickup waiting to be assigned.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...ordersRootKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['deliveries'] }),
      ]);
    },
  });
}
