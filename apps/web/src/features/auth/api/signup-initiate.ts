import type { SignupInitiateInput } from '@tsa/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/signup/initiate: step 1; the server e-mails a 6-digit code (202). */
export function initiateSignup(input: SignupInitiateInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/auth/signup/initiate', { body: input });
}

export function useInitiateSignup() {
  return useMutation({ mutationFn: initiateSignup, meta: { errorSnackbar: false } });
}
