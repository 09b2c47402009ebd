import type { IdentitySignupCompleteInput, PendingIdentity } from '@tsa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';
import { queryRoots } from '@/lib/query-keys';
import { requireToken, type SignInResponse } from './sign-in';

export const pendingIdentityQueryKey = (token: string) => [...queryRoots.auth, 'pending-identity', token] as const;

/** POST /api/auth/identity-signup/lookup: what the provider (or the phone) said about the person. */
export function lookupPendingIdentity(token: string): Promise<PendingIdentity> {
  return apiRequest<PendingIdentity>('POST', '/auth/identity-signup/lookup', { body: { token } });
}

/** The pending sign-up or link of `token`; none while there is no token. */
export function usePendingIdentity(token: string | null) {
  return useQuery({
    queryKey: pendingIdentityQueryKey(token ?? ''),
    queryFn: () => lookupPendingIdentity(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    meta: { errorSnackbar: false },
  });
}

/** POST /api/auth/identity-signup/email-code (202): a code to prove the e-mail typed on the form. */
export function sendIdentitySignupEmailCode(input: { token: string; email: string }): Promise<unknown> {
  return apiRequest<unknown>('POST', '/auth/identity-signup/email-code', { body: input });
}

export function useSendIdentitySignupEmailCode() {
  return useMutation({ mutationFn: sendIdentitySignupEmailCode, meta: { errorSnackbar: false } });
}

/** POST /api/auth/identity-signup/complete?mobile=false: creates the student and signs them in (201). */
export async function completeIdentitySignup(input: IdentitySignupCompleteInput): Promise<SignInResponse> {
  return requireToken(
    await apiRequest<SignInResponse>('POST', '/auth/identity-signup/complete', {
      query: { mobile: false },
      body: input,
    }),
  );
}

/** Completes the sign-up and starts the new student's session (SIGN_UP; <GuestOnly> moves on). */
export function useCompleteIdentitySignup() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeIdentitySignup,
    meta: { errorSnackbar: false },
    onSuccess: ({ accessToken, userInfo }) => {
      auth.signUp({ accessToken, user: userInfo });
      queryClient.setQueryData(profileQueryKey, userInfo);
    },
  });
}
