import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';
import { requireToken, type SignInResponse } from './sign-in';

/** The contract's 'Get token failed!', in the user's language. */
export const GOOGLE_TOKEN_FAILED_MESSAGE = 'Không lấy được mã đăng nhập từ Google';

/** POST /api/auth/signin/google?mobile=false with the ID token Google handed the page. */
export async function signInWithGoogle(idToken: string): Promise<SignInResponse> {
  const response = await apiRequest<SignInResponse>('POST', '/auth/signin/google', {
    query: { mobile: false },
    body: { idToken },
  });
  return requireToken(response, GOOGLE_TOKEN_FAILED_MESSAGE);
}

export function useGoogleSignIn() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithGoogle,
    meta: { errorSnackbar: false },
    onSuccess: ({ accessToken, userInfo }) => {
      auth.signIn({ accessToken, user: userInfo });
      queryClient.setQueryData(profileQueryKey, userInfo);
    },
  });
}
