import type { ChangePasswordInput } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';
import { signInWithPassword } from './sign-in';

/** PATCH /api/users/password: 204; the server then revokes every session, this one included. */
export function changePassword(input: ChangePasswordInput): Promise<null> {
  return apiRequest<null>('PATCH', '/users/password', { body: input });
}

export type ChangePasswordResult = 'signed-in' | 'signed-out';

/**
 * Changes the password and, since that ended this session too, signs in again at once with
 * the new one so the user stays where they are. If that sign-in fails the user is signed out.
 */
export function useChangePassword() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorSnackbar: false },
    mutationFn: async (input: ChangePasswordInput & { email: string }): Promise<ChangePasswordResult> => {
      const { email, ...body } = input;
      await changePassword(body);
      try {
        const { accessToken, userInfo } = await signInWithPassword({ email, password: body.newPassword });
        auth.signIn({ accessToken, user: userInfo });
        queryClient.setQueryData(profileQueryKey, userInfo);
        return 'signed-in';
      } catch {
        await auth.signOut();
        return 'signed-out';
      }
    },
  });
}
