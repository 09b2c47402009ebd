import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { BankTransactionView } from './get-transactions';
import { paymentsQueryKey } from './keys';

/** POST /api/payments/transactions/{id}/match: pays the order this transfer was meant for. */
export function matchTransaction({ id, orderCode }: { id: string; orderCode: string }): Promise<BankTransactionView> {
  return apiRequest<BankTransactionView>('POST', `/payments/transactions/${encodeURIComponent(id)}/match`, {
    body: { orderCode },
  });
}

export function useMatchTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchTransaction,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  });
}
