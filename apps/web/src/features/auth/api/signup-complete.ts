import type { SignupCompleteInput, SignupCompleteResponse } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';
import type { SignInResponse } from './sign-in';

/** The new student in the contract's shape, and the session a sign-in answers. */
export type SignupCompleteAnswer = Revived<Omit<SignupCompleteResponse, keyof SignInResponse>, 'createdAt'> &
  Partial<SignInResponse>;

/**
 * POST /api/auth/signup/complete?mobile=false: checks the code, creates the verified student
 * (201) and starts their session as a sign-in does (the refresh token in the httpOnly cookie).
 */
export function completeSignup(input: SignupCompleteInput): Promise<SignupCompleteAnswer> {
  return apiRequest<SignupCompleteAnswer>('POST', '/auth/signup/complete', { query: { mobile: false }, body: input });
}

/**
 * Completes the sign-up and signs the new student in (SIGN_UP) with the session it answers: the
 * password is not asked again. `signedIn` is false only for an answer without a session (the
 * account exists, the student then signs in by hand).
 */
export function useCompleteSignup() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupCompleteInput) => {
      const answer = await completeSignup(input);
      return { answer, signedIn: Boolean(answer.accessToken && answer.userInfo) };
    },
    meta: { errorSnackbar: false },
    onSuccess: ({ answer: { accessToken, userInfo } }) => {
      if (!accessToken || !userInfo) return;
      auth.signUp({ accessToken, user: userInfo });
      queryClient.setQueryData(profileQueryKey, userInfo);
    },
  });
}
