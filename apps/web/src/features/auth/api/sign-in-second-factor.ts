import type { SigninSecondFactorInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/auth/get-profile';
import { useAuth } from '@/lib/auth/use-auth';
import { requireToken, type SignInResponse } from './sign-in';

/** POST /api/auth/signin/second-factor?mobile=false: the challenge and a code give the session. */
export async function signInSecondFactor(input: SigninSecondFactorInput): Promise<SignInResponse> {
  return requireToken(
    await apiRequest<SignInResponse>('POST', '/auth/signin/second-factor', { query: { mobile: false }, body: input }),
  );
}

export function useSignInSecondFactor() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInSecondFactor,
    meta: { errorSnackbar: false },
    onSuccess: ({ accessToken, userInfo }) => {
      auth.signIn({ accessToken, user: userInfo });
      queryClient.setQueryData(profileQueryKey, userInfo);
    },
  });
}
