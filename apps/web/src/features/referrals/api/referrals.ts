import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReferral } from '@tsa/shared';
import { apiRequest } from '@/lib/api-client';

const referralKey = ['referrals', 'me'] as const;

/** GET /api/referrals/me: the student's code (made on the first look), friends and rewards. */
export function useMyReferral(enabled = true) {
  return useQuery({
    queryKey: referralKey,
    queryFn: ({ signal }) => apiRequest<MyReferral>('GET', '/referrals/me', { signal }),
    enabled,
  });
}

/** POST /api/referrals/claim: a friend's code, before the first order. */
export function useClaimReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<MyReferral>('POST', '/referrals/claim', { body: { code } }),
    // The card shows the refusal under the field.
    meta: { errorSnackbar: false },
    onSuccess: (data) => queryClient.setQueryData(referralKey, data),
  });
}
