import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/signup/resend: a new code, at most once a minute (else 429 + Retry-After). */
export function resendSignupCode(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/auth/signup/resend', { body: { email } });
}

export function useResendSignupCode() {
  return useMutation({ mutationFn: resendSignupCode, meta: { errorSnackbar: false } });
}
