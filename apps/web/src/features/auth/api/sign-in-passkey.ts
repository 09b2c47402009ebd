import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';
import { requireToken, type SignInResponse } from './sign-in';

interface PasskeyChallenge {
  challengeId: string;
  options: Record<string, unknown>;
}

/**
 * Asks the server for a challenge, lets the browser pick one of this site's passkeys (no e-mail
 * needed: they are discoverable) and signs in with its answer. The WebAuthn helper loads only
 * when used, so the sign-in screen stays light.
 */
export async function signInWithPasskey(): Promise<SignInResponse> {
  const [{ startAuthentication }, challenge] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest<PasskeyChallenge>('POST', '/auth/signin/passkey/options'),
  ]);
  const response = await startAuthentication({ optionsJSON: challenge.options as never });
  return requireToken(
    await apiRequest<SignInResponse>('POST', '/auth/signin/passkey', {
      query: { mobile: false },
      body: { challengeId: challenge.challengeId, response },
    }),
  );
}

export function usePasskeySignIn() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    meta: { errorSnackbar: false },
    onSuccess: ({ accessToken, userInfo }) => {
      auth.signIn({ accessToken, user: userInfo });
      queryClient.setQueryData(profileQueryKey, userInfo);
    },
  });
}
