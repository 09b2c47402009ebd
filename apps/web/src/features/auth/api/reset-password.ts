import type { ResetPasswordInput } from '@tsa/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/reset-password with the e-mailed code (email + code) or the link's token;
 * 204, and every session of the account is revoked.
 */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return apiRequest<null>('POST', '/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorSnackbar: false } });
}
