import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayFromWalletResult, Wallet } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';
import { myWalletKey, queryRoots } from '@/lib/query-keys';

/** GET /api/wallet: the student's balance, top-up code and where a top-up goes. */
function getMyWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiRequest<Wallet>('GET', '/wallet', { signal });
}

/** The student's wallet, for the wallet page and the parts of the order screens that pay with it. */
export function useMyWallet(enabled = true) {
  return useQuery({ queryKey: myWalletKey, queryFn: ({ signal }) => getMyWallet(signal), enabled });
}

/** POST /api/orders/{id}/pay-from-wallet: all that is due, from the wallet, with one tap. */
export function usePayFromWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<PayFromWalletResult>('POST', `/orders/${encodeURIComponent(orderId)}/pay-from-wallet`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.wallet }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]);
    },
  });
}
