import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWithdrawalInput, WalletEntryPage, WalletTopUp, Withdrawal } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { myWalletKey, queryRoots } from '@/lib/query-keys';

export const topUpKey = (amount: number) => [...myWalletKey, 'top-up', amount] as const;
export const entriesKey = (page: number, pageSize: number) => [...myWalletKey, 'entries', { page, pageSize }] as const;

/** GET /api/wallet/top-up?amount=: the VietQR for that amount, with the wallet's content. */
export function useTopUpQr(amount: number | null) {
  return useQuery({
    queryKey: topUpKey(amount ?? 0),
    queryFn: ({ signal }) => apiRequest<WalletTopUp>('GET', '/wallet/top-up', { query: { amount }, signal }),
    enabled: amount !== null,
    staleTime: Infinity,
  });
}

/** GET /api/wallet/entries: the statement, newest first. */
export function useWalletEntries(page: number, pageSize: number) {
  return useQuery({
    queryKey: entriesKey(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<WalletEntryPage>('GET', '/wallet/entries', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/wallet/withdrawals: "Rút về tài khoản ngân hàng". */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWithdrawalInput) =>
      apiRequest<Withdrawal>('POST', '/wallet/withdrawals', { body: input, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.wallet }),
  });
}
