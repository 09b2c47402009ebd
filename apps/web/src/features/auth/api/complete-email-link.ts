import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';
import { requireToken, type SignInResponse } from './sign-in';

/** POST /api/auth/signin/email-link/complete with the token from the e-mailed link. */
export async function completeEmailLink(token: string): Promise<SignInResponse> {
  return requireToken(
    await apiRequest<SignInResponse>('POST', '/auth/signin/email-link/complete', {
      query: { mobile: false },
      body: { token },
    }),
  );
}

export function useCompleteEmailLink() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeEmailLink,
    meta: { errorSnackbar: false },
    onSuccess: ({ accessToken, userInfo }) => {
      auth.signIn({ accessToken, user: userInfo });
      queryClient.setQueryData(profileQueryKey, userInfo);
    },
  });
}
