import type { RecoveryCodes, TotpConfirmInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { secondFactorQueryKey } from './get-second-factor';

/** POST /api/auth/second-factor/recovery-codes: ten new codes; the old ones stop working. */
export const regenerateRecoveryCodes = (input: TotpConfirmInput) =>
  apiRequest<RecoveryCodes>('POST', '/auth/second-factor/recovery-codes', { body: input });

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey }),
  });
}
