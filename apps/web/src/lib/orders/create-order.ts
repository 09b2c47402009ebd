import type { CreateOrderInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { apiRequest } from '@/lib/api-client';
import { orderDetailKey, orderListRoot, queryRoots } from '@/lib/query-keys';

/** POST /api/orders: a student places their own order; an admin at the counter names the student (`studentId`). */
export function createOrder(input: CreateOrderInput): Promise<OrderDetailView> {
  return apiRequest<OrderDetailView>('POST', '/orders', { body: input, idempotent: true });
}

/** A student's own order: shown at once, and my lists refetched. */
export function useCreateMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      await queryClient.invalidateQueries({ queryKey: orderListRoot });
    },
  });
}

/** An order placed at the counter for a student (admin). */
export function useCreateOrderForStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // The form shows the refusal next to the field it concerns.
    meta: { errorSnackbar: false },
    onSuccess: async (order) => {
      queryClient.setQueryData(orderDetailKey(order.id), order);
      // A new order is also a pickup waiting to be assigned.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderListRoot }),
        queryClient.invalidateQueries({ queryKey: queryRoots.deliveries }),
      ]);
    },
  });
}
