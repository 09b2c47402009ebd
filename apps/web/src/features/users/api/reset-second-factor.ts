import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListRoot } from '@/lib/query-keys';

/**
 * DELETE /api/users/{id}/second-factor (admin, someone else's account): removes the
 * authenticator app, the recovery codes and the passkeys, and signs the user out everywhere.
 */
export async function resetSecondFactor(id: string): Promise<void> {
  await apiRequest<null>('DELETE', `/users/${encodeURIComponent(id)}/second-factor`);
}

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    // The confirmation dialog shows the server's reason itself.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListRoot }),
  });
}
