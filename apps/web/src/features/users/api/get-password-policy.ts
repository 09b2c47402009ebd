import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const passwordPolicyQueryKey = ['auth', 'password-policy'] as const;

/** GET /api/auth/password-policy: the rules a new password must meet, shown live in the form. */
export function getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy> {
  return apiRequest<PasswordPolicy>('GET', '/auth/password-policy', { signal });
}

export function usePasswordPolicy() {
  return useQuery({
    queryKey: passwordPolicyQueryKey,
    queryFn: ({ signal }) => getPasswordPolicy(signal),
    staleTime: 10 * 60_000,
    // Until the server answers, the checklist shows the product's default rules.
    placeholderData: DEFAULT_PASSWORD_POLICY,
  });
}
