import type { AuthProviders, OAuthProvider } from '@tsa/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const providersQueryKey = [...queryRoots.auth, 'providers'] as const;

// Written out rather than imported: @tsa/shared's values would bring zod into the first paint.
const KNOWN_OAUTH: readonly OAuthProvider[] = ['github', 'facebook', 'x', 'zalo'];

/**
 * GET /api/auth/providers: whether to offer Google, which redirect providers and the phone
 * number. Anything unexpected means password only. Read by hand rather than with
 * `authProvidersSchema`: this runs as the sign-in page opens, and that page paints without zod
 * (see lib/lazy-zod-resolver).
 */
export async function getProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const body = (await apiRequest<unknown>('GET', '/auth/providers', { signal })) as {
    google?: { clientId?: unknown } | null;
    oauth?: unknown;
    phone?: unknown;
  } | null;
  const google = body?.google;
  const oauth = Array.isArray(body?.oauth)
    ? KNOWN_OAUTH.filter((provider) => (body.oauth as unknown[]).includes(provider))
    : [];
  return {
    password: true,
    google: typeof google?.clientId === 'string' && google.clientId ? { clientId: google.clientId } : null,
    oauth,
    phone: body?.phone === true,
  };
}

export function useProviders() {
  return useQuery({ queryKey: providersQueryKey, queryFn: ({ signal }) => getProviders(signal), staleTime: Infinity });
}
