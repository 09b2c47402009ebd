import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWallet, WalletAdjustmentInput } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const userWalletKey = (userId: string) => [...queryRoots.wallet, 'user', userId] as const;

/** GET /api/users/{id}/wallet (admins): a student's balance and latest entries. */
export function useUserWallet(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userWalletKey(userId),
    queryFn: ({ signal }) => apiRequest<AdminWallet>('GET', `/users/${encodeURIComponent(userId)}/wallet`, { signal }),
    enabled,
  });
}

/** POST /api/users/{id}/wallet/adjustments: "Điều chỉnh số dư", signed, with a reason. */
export function useAdjustWallet(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletAdjustmentInput) =>
      apiRequest<AdminWallet>('POST', `/users/${encodeURIComponent(userId)}/wallet/adjustments`, { body: input }),
    onSuccess: async (wallet) => {
      queryClient.setQueryData(userWalletKey(userId), wallet);
      await queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
    },
  });
}
