import {
  ArcticFetchError,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';

/**
 * Why a provider call failed, as the person is told: `refused` when the provider turned the
 * code down (a wrong or reused code, a verifier that does not match: the flow must start again),
 * `unreachable` when it could not be reached or failed on its side (network error, 5xx).
 */
export class ProviderCallError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    detail: string,
  ) {
    super(detail);
    this.name = 'ProviderCallError';
  }
}

/** How long TSA waits for a provider before telling the person it is unreachable. */
const PROVIDER_TIMEOUT_MS = 8000;

/** Sorts arctic's errors into the two kinds above. */
export function fromArcticError(error: unknown): ProviderCallError {
  if (error instanceof ProviderCallError) return error;
  if (error instanceof OAuth2RequestError) return new ProviderCallError('refused', `token: ${error.code}`);
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return new ProviderCallError(error.status >= 500 ? 'unreachable' : 'refused', `token: HTTP ${error.status}`);
  }
  if (error instanceof ArcticFetchError) return new ProviderCallError('unreachable', `token: ${String(error.cause)}`);
  return new ProviderCallError('unreachable', `token: ${String(error)}`);
}

/**
 * A JSON call to a provider. 5xx and network failures are `unreachable`, other non-2xx answers
 * `refused` (an access token the provider does not accept).
 */
export async function providerJson(url: string | URL, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'user-agent': 'TSA', ...init.headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderCallError('unreachable', `${new URL(url).pathname}: ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 500) throw new ProviderCallError('unreachable', `HTTP ${response.status}`);
  if (!response.ok || body === undefined) throw new ProviderCallError('refused', `HTTP ${response.status}`);
  return body;
}

/** An access token from a token answer that may carry an error in a 200 (GitHub, Zalo do). */
export function accessTokenIn(body: unknown): string {
  const data = (body ?? {}) as { access_token?: unknown; error?: unknown };
  if (typeof data.access_token === 'string' && data.access_token) return data.access_token;
  throw new ProviderCallError('refused', `token: ${JSON.stringify(data.error ?? 'no access_token')}`);
}
