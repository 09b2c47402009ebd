import type { UserStatus } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListRoot } from '@/lib/query-keys';
import type { AccountRecord } from '../types';

export interface ChangeUserStatusInput {
  id: string;
  status: UserStatus;
}

/** PATCH /api/users/{id}/status (admin): BANNED also ends every session of the user at once. */
export function changeUserStatus({ id, status }: ChangeUserStatusInput): Promise<AccountRecord> {
  return apiRequest<AccountRecord>('PATCH', `/users/${encodeURIComponent(id)}/status`, { body: { status } });
}

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    // The confirmation dialog shows the server's reason itself.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListRoot }),
  });
}
