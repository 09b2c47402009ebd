import { authProvidersSchema, type AuthProviders } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const providersQueryKey = ['auth', 'providers'] as const;

const PASSWORD_ONLY: AuthProviders = { password: true, google: null };

/** GET /api/auth/providers: whether to offer Google. Anything unexpected means password only. */
export async function getProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const parsed = authProvidersSchema.safeParse(await apiRequest<unknown>('GET', '/auth/providers', { signal }));
  return parsed.success ? parsed.data : PASSWORD_ONLY;
}

export function useProviders() {
  return useQuery({ queryKey: providersQueryKey, queryFn: ({ signal }) => getProviders(signal), staleTime: Infinity });
}
