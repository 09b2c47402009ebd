import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/signin/email-link: always 202. The server also sets an httpOnly cookie that
 * binds the e-mailed link to this browser.
 */
export function requestEmailLink(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/auth/signin/email-link', { body: { email } });
}

export function useRequestEmailLink() {
  return useMutation({ mutationFn: requestEmailLink, meta: { errorSnackbar: false } });
}
