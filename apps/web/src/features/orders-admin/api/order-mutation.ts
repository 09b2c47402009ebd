import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetailView } from '@/components/orders/types';
import { orderDetailKey } from './get-order';
import { ordersRootKey } from './get-orders';

/** Tasks change with their order (a cancel fails them, an assignment confirms the order). */
const deliveriesRootKey = ['deliveries'] as const;

/**
 * After any change of an order: the answer is the new detail, shown at once; every list of
 * orders and of tasks is refetched.
 */
export async function afterOrderChange(queryClient: QueryClient, order: OrderDetailView): Promise<void> {
  queryClient.setQueryData(orderDetailKey(order.id), order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersRootKey, predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== order.id }),
    queryClient.invalidateQueries({ queryKey: deliveriesRootKey }),
  ]);
}
