import type { UpdateProfileInput, User } from '@tsa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Revived } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { profileQueryKey } from '@/lib/auth/get-profile';

/** PATCH /api/users/profile: only the given fields change; '' clears photo and room fields. */
export function updateProfile(input: UpdateProfileInput): Promise<Revived<User, 'createdAt'>> {
  return apiRequest<Revived<User, 'createdAt'>>('PATCH', '/users/profile', { body: input });
}

/** Saves the profile, then merges the saved user into the session (UPDATE_PROFILE). */
export function useUpdateProfile() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorSnackbar: false },
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey, user);
      auth.updateProfile(user);
    },
  });
}
