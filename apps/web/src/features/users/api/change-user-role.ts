import type { Role } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListRoot } from '@/lib/query-keys';
import type { AccountRecord } from '../types';

export interface ChangeUserRoleInput {
  id: string;
  role: Role;
}

/** PATCH /api/users/role/{id} (admin). The server refuses self-demotion and the last admin. */
export function changeUserRole({ id, role }: ChangeUserRoleInput): Promise<AccountRecord> {
  return apiRequest<AccountRecord>('PATCH', `/users/role/${encodeURIComponent(id)}`, { body: { role } });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    // The dialog shows the server's reason itself.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListRoot }),
  });
}
