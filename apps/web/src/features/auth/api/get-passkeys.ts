import type { Passkey } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const passkeysQueryKey = [...queryRoots.auth, 'passkeys'] as const;

export const getPasskeys = () => apiRequest<Passkey[]>('GET', '/auth/passkeys');

export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: getPasskeys });
}
