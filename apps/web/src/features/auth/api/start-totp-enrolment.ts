import type { TotpEnrolment } from '@tsa/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/second-factor/totp: a new secret to scan (the only time it is shown). */
export const startTotpEnrolment = () => apiRequest<TotpEnrolment>('POST', '/auth/second-factor/totp');

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: startTotpEnrolment });
}
