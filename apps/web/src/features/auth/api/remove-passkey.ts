import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { passkeysQueryKey } from './get-passkeys';

export const removePasskey = (id: string) => apiRequest<null>('DELETE', `/auth/passkeys/${encodeURIComponent(id)}`);

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
