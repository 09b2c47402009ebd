import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalStatus } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const withdrawalsKey = (status: WithdrawalStatus | 'ALL') => [...queryRoots.wallet, 'withdrawals', status] as const;

/** GET /api/wallet/withdrawals?status=: the admins' list, newest first. */
export function useWithdrawals(status: WithdrawalStatus | 'ALL') {
  return useQuery({
    queryKey: withdrawalsKey(status),
    queryFn: ({ signal }) =>
      apiRequest<Withdrawal[]>('GET', '/wallet/withdrawals', {
        query: { status: status === 'ALL' ? undefined : status },
        signal,
      }),
  });
}

/** "Đã chuyển" (POST …/paid) or "Từ chối" with a reason (POST …/reject). */
export function useHandleWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: { reason: string } }) =>
      apiRequest<Withdrawal>('POST', `/wallet/withdrawals/${encodeURIComponent(id)}/${reject ? 'reject' : 'paid'}`, {
        body: reject,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.wallet }),
  });
}
