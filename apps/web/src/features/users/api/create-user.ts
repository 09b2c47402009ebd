import type { CreateUserInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userListRoot } from '@/lib/query-keys';
import type { AccountRecord } from '../types';

/** POST /api/users (admin): a verified account, STAFF unless another role is given. */
export function createUser(input: CreateUserInput): Promise<AccountRecord> {
  return apiRequest<AccountRecord>('POST', '/users', { body: input });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The form shows the error next to the field (or above the buttons) itself.
    meta: { errorSnackbar: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userListRoot }),
  });
}
