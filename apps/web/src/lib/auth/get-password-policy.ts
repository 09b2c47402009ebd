import { DEFAULT_PASSWORD_POLICY, passwordPolicySchema, type PasswordPolicy } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const passwordPolicyQueryKey = [...queryRoots.auth, 'password-policy'] as const;

/**
 * GET /api/auth/password-policy: the rules a new password must meet, shown live in the forms
 * (sign-up, password reset and change, the admin's new account). An answer that is not that
 * shape counts as the product's default rules.
 */
export async function getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy> {
  const parsed = passwordPolicySchema.safeParse(await apiRequest<unknown>('GET', '/auth/password-policy', { signal }));
  return parsed.success ? parsed.data : DEFAULT_PASSWORD_POLICY;
}

/** The policy; until it arrives (or if it cannot), the product's default rules. */
export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery({
    queryKey: passwordPolicyQueryKey,
    queryFn: ({ signal }) => getPasswordPolicy(signal),
    staleTime: Infinity,
  });
  return data ?? DEFAULT_PASSWORD_POLICY;
}
