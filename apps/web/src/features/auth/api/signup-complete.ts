import type { SignupCompleteInput } from '@tsa/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SignupCompleteResponse {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  createdAt: Date;
  email: string;
}

/** POST /api/auth/signup/complete: checks the code and creates the verified student (201). */
export function completeSignup(input: SignupCompleteInput): Promise<SignupCompleteResponse> {
  return apiRequest<SignupCompleteResponse>('POST', '/auth/signup/complete', { body: input });
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup, meta: { errorSnackbar: false } });
}
