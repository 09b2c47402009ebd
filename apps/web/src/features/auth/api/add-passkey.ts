import type { Passkey } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { passkeysQueryKey } from './get-passkeys';

/** Gets a registration challenge, lets the browser create the passkey, and saves it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const [{ startRegistration }, challenge] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest<{ challengeId: string; options: Record<string, unknown> }>('POST', '/auth/passkeys/options'),
  ]);
  const response = await startRegistration({ optionsJSON: challenge.options as never });
  return apiRequest<Passkey>('POST', '/auth/passkeys', {
    body: { challengeId: challenge.challengeId, name, response },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
