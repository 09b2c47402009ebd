import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/signout: revokes the refresh token the server holds in its httpOnly cookie.
 * Best effort: the local session ends whatever the answer.
 */
export async function signOutOnServer(): Promise<void> {
  try {
    await apiRequest<null>('POST', '/auth/signout', { body: {} });
  } catch {
    // Already expired or unreachable: the refresh token cannot be used from here anyway.
  }
}
