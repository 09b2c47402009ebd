import type { Passkey } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const passkeysQueryKey = ['auth', 'passkeys'] as const;

export const getPasskeys = () => apiRequest<Passkey[]>('GET', '/auth/passkeys');

export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: getPasskeys });
}
