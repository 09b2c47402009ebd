import { apiRequest } from '@/lib/api-client';
import { currentPushEndpoint, dropLocalSubscription } from '@/lib/web-push';

/**
 * POST /api/auth/signout: revokes the refresh token the server holds in its httpOnly cookie,
 * and this device's push subscription. Best effort: the local session ends whatever the answer.
 */
export async function signOutOnServer(): Promise<void> {
  try {
    const pushEndpoint = await currentPushEndpoint();
    await apiRequest<null>('POST', '/auth/signout', { body: pushEndpoint ? { pushEndpoint } : {} });
  } catch {
    // Already expired or unreachable: the refresh token cannot be used from here anyway.
  }
  await dropLocalSubscription();
}
