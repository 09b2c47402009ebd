import { getStoredUser } from '@/lib/session';

/**
 * The signed-in admin's id, to mark their own row and keep them from banning, demoting or
 * deleting themselves. Features do not import one another, so this reads the session's
 * `user_data` copy (kept current by the auth provider) rather than the auth feature's hook.
 */
export function useCurrentUserId(): string | undefined {
  const user = getStoredUser<{ id?: unknown }>();
  return typeof user?.id === 'string' ? user.id : undefined;
}
