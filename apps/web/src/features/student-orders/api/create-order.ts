import type { CreateOrderData } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

/** POST /api/orders: places an order for the signed-in student. */
export function createOrder(input: CreateOrderData): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', '/orders', { body: input, idempotent: true });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'list'] });
    },
  });
}
