import type { AuthProviders } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const providersQueryKey = [...queryRoots.auth, 'providers'] as const;

const PASSWORD_ONLY: AuthProviders = { password: true, google: null };

/**
 * GET /api/auth/providers: whether to offer Google. Anything unexpected means password only.
 * Read by hand rather than with `authProvidersSchema`: this runs as the sign-in page opens, and
 * that page paints without zod (see lib/lazy-zod-resolver).
 */
export async function getProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const body = await apiRequest<unknown>('GET', '/auth/providers', { signal });
  const google = (body as { google?: { clientId?: unknown } | null } | null)?.google;
  return typeof google?.clientId === 'string' && google.clientId
    ? { password: true, google: { clientId: google.clientId } }
    : PASSWORD_ONLY;
}

export function useProviders() {
  return useQuery({ queryKey: providersQueryKey, queryFn: ({ signal }) => getProviders(signal), staleTime: Infinity });
}
