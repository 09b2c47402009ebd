import type { SignInMethods, SignInProvider, OAuthProvider } from '@tsa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey, type Profile } from '@/lib/auth/get-profile';
import { useAuth } from '@/lib/auth/use-auth';
import { queryRoots } from '@/lib/query-keys';

export const signInMethodsQueryKey = [...queryRoots.auth, 'sign-in-methods'] as const;

/**
 * GET /api/auth/sign-in-methods: password, passkeys, the verified phone, the linked providers.
 * An answer without the lists (a proxy's page, an older server) is an error the card shows,
 * not a crashed account page.
 */
export async function getSignInMethods(): Promise<SignInMethods> {
  const answer = await apiRequest<Partial<SignInMethods> | null>('GET', '/auth/sign-in-methods');
  if (!answer || !Array.isArray(answer.identities) || typeof answer.passkeys !== 'number') {
    throw new Error('unexpected sign-in methods answer');
  }
  return answer as SignInMethods;
}

export function useSignInMethods() {
  return useQuery({ queryKey: signInMethodsQueryKey, queryFn: getSignInMethods });
}

/** DELETE /api/auth/identities/{provider} (204); 409 auth/last-sign-in-method for the last way in. */
export function useUnlinkSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SignInProvider) =>
      apiRequest<null>('DELETE', `/auth/identities/${encodeURIComponent(provider)}`),
    meta: { errorSnackbar: false },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: signInMethodsQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}

/** POST /api/auth/oauth/{provider}/link: where to send the browser to link the provider. */
export function startProviderLink(provider: OAuthProvider): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('POST', `/auth/oauth/${encodeURIComponent(provider)}/link`);
}

export function useStartProviderLink() {
  return useMutation({ mutationFn: startProviderLink, meta: { errorSnackbar: false } });
}

/** POST /api/auth/identities/pending: links the identity a sign-in waited with to this account. */
export function useLinkPendingIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<SignInMethods>('POST', '/auth/identities/pending', { body: { token } }),
    meta: { errorSnackbar: false },
    onSuccess: (methods) => queryClient.setQueryData(signInMethodsQueryKey, methods),
  });
}

/** POST /api/auth/phone/link/start: texts a code to the number to add. */
export function startPhoneLink(phoneNumber: string) {
  return apiRequest<{ phoneNumber: string; resendAfterSeconds: number }>('POST', '/auth/phone/link/start', {
    body: { phoneNumber },
  });
}

export function useStartPhoneLink() {
  return useMutation({ mutationFn: startPhoneLink, meta: { errorSnackbar: false } });
}

/** POST /api/auth/phone/link/verify: the number becomes the account's verified phone. */
export function useVerifyPhoneLink() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: (input: { phoneNumber: string; code: string }) =>
      apiRequest<Profile>('POST', '/auth/phone/link/verify', { body: input }),
    meta: { errorSnackbar: false },
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user) {
        queryClient.setQueryData(profileQueryKey, user);
        auth.updateProfile({ phoneNumber: user.phoneNumber, phoneVerified: user.phoneVerified });
      }
      void queryClient.invalidateQueries({ queryKey: signInMethodsQueryKey });
    },
  });
}
