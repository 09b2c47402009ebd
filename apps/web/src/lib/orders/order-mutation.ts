import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { orderDetailKey, queryRoots } from '@/lib/query-keys';

/**
 * After any change of an order, whoever made it (admin or staff): the answer is the new detail,
 * shown at once; every list of orders and of tasks is refetched (tasks change with their order:
 * a cancel fails them, an assignment confirms the order), and so are the figures counted from
 * orders (the staff member's own results among them).
 */
export async function afterOrderChange(queryClient: QueryClient, order: OrderDetailView): Promise<void> {
  queryClient.setQueryData(orderDetailKey(order.id), order);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: queryRoots.orders,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== order.id,
    }),
    queryClient.invalidateQueries({ queryKey: queryRoots.deliveries }),
    queryClient.invalidateQueries({ queryKey: queryRoots.stats }),
  ]);
}
