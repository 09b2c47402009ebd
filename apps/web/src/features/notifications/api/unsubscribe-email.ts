import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/outreach/unsubscribe?token=…: turns every notification e-mail of the link's owner
 * off, without signing in. Nothing of the visitor's own is cached, so nothing is invalidated.
 */
export function unsubscribeEmail(token: string): Promise<null> {
  return apiRequest<null>('POST', '/outreach/unsubscribe', { query: { token }, refreshOnUnauthorized: false });
}

export function useUnsubscribeEmail() {
  // The page shows the refusal in place; a snackbar would say it twice.
  return useMutation({ mutationFn: unsubscribeEmail, meta: { errorSnackbar: false } });
}
