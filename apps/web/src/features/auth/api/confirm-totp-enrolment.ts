import type { RecoveryCodes, TotpConfirmInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/auth/get-profile';
import { useAuth } from '@/lib/auth/use-auth';
import { secondFactorQueryKey } from './get-second-factor';

/** POST /api/auth/second-factor/totp/confirm: the code proves the scan; answers 10 recovery codes. */
export const confirmTotpEnrolment = (input: TotpConfirmInput) =>
  apiRequest<RecoveryCodes>('POST', '/auth/second-factor/totp/confirm', { body: input });

export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    meta: { errorSnackbar: false },
    onSuccess: async () => {
      // The session's user now has a second factor: an admin is let past the enrolment.
      auth.updateProfile({ secondFactor: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: secondFactorQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
