import type { SigninInput, User } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';

export interface SignInResponse {
  accessToken: string;
  refreshToken: string;
  userInfo: Revived<User, 'createdAt'>;
}

export const MISSING_TOKEN_MESSAGE = 'Không lấy được mã đăng nhập. Vui lòng thử lại';

/** A sign-in answer without an access token is a failed sign-in (the contract's rule). */
export function requireToken(response: SignInResponse | null, message = MISSING_TOKEN_MESSAGE): SignInResponse {
  if (!response?.accessToken || !response.userInfo) throw new ApiError(0, 'auth/missing-token', message);
  return response;
}

/**
 * POST /api/auth/signin?mobile=false. With mobile=false the server also sets the refresh
 * token as an httpOnly cookie, so only the access token is kept by the page.
 */
export async function signInWithPassword(input: SigninInput): Promise<SignInResponse> {
  return requireToken(
    await apiRequest<SignInResponse>('POST', '/auth/signin', { query: { mobile: false }, body: input }),
  );
}

/**
 * Signs in and starts the session (SIGN_IN, or SIGN_UP right after a completed sign-up). The
 * form shows the error itself, next to the field it is about.
 */
export function useSignIn(kind: 'signIn' | 'signUp' = 'signIn') {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPassword,
    meta: { errorSnackbar: false },
    onSuccess: ({ accessToken, userInfo }) => {
      auth[kind]({ accessToken, user: userInfo });
      queryClient.setQueryData(profileQueryKey, userInfo);
    },
  });
}
