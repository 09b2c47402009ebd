import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListRoot } from '@/lib/query-keys';

/** DELETE /api/users/{id} (admin): the account can no longer sign in; its orders are kept. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest<null>('DELETE', `/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The confirmation dialog shows the server's reason itself.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListRoot }),
  });
}
