import { useQuery } from '@tanstack/react-query';
import type { BankTransaction } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { paymentsQueryKey } from './keys';

export type BankTransactionView = Omit<BankTransaction, 'receivedAt' | 'matchedAt'> & {
  receivedAt: Date;
  matchedAt: Date | null;
};

/** GET /api/payments/transactions?status=UNMATCHED: "Giao dịch chưa khớp". */
export function useUnmatchedTransactions() {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'transactions', 'UNMATCHED'],
    queryFn: ({ signal }) =>
      apiRequest<BankTransactionView[]>('GET', '/payments/transactions', { signal, query: { status: 'UNMATCHED' } }),
  });
}
