import { loginPath } from '@/config/paths';
import type { SigninChallenge } from '@tsa/shared';
import { ApiError, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error';
import { clearSession, getAccessToken, hadSession, setAccessToken } from './session';

/**
 * The one way the web app talks to the API (`/api…` on the same origin).
 *
 * - GET sends `query` as a query string; other methods send `body` as JSON (FormData as is).
 *   `query` also works on other methods, for calls like `POST /auth/signin?mobile=false`.
 * - The access token from the `token` cookie goes in `Authorization: Bearer …`.
 * - ISO-8601 date-time strings in a response become `Date` values (the contract's rule), so
 *   response types declare those fields as `Date`.
 * - A 401 that says the session is over (expired/invalid token, signed out, account gone)
 *   refreshes the session once and retries; a failed refresh ends the session. That holds too
 *   when the cookies went away under a page that still shows a signed-in user (another tab
 *   signed out). Other 401s (a wrong current password) are plain errors.
 * - A 403 `auth/user-disabled`, from any call or from the refresh, sends a banned user to
 *   /banned and ends their session.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface ApiRequestOptions {
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Set false for calls whose 401 means "wrong credentials", not "expired session". */
  refreshOnUnauthorized?: boolean;
  /**
   * What happens when the session cannot be refreshed: by default the user is signed out and
   * sent to the sign-in page; with false the call only throws (startup uses this to fall back
   * quietly to the signed-out state).
   */
  redirectOnSessionEnd?: boolean;
  /**
   * 'blob' for a file download: a success resolves to the body's raw bytes (text would lose a
   * BOM, and an XLSX is binary), as a `File` named after the server's Content-Disposition when it
   * gives one. Errors are still read as JSON.
   */
  responseType?: 'json' | 'blob';
  /**
   * A creating call a phone may repeat (an order, a ticket, a report): one `Idempotency-Key`
   * is made when the call starts and sent with every attempt of it — the retry after a
   * refreshed session and up to two retries after a network failure — so the server creates
   * once even when an answer was lost on the way back.
   */
  idempotent?: boolean;
}

/**
 * A response type whose date-time fields `K` arrive as `Date` (see above), e.g.
 * `apiRequest<Revived<User, 'createdAt'>>('GET', '/users/profile')`.
 */
export type Revived<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? Date | null : Date };

export const API_BASE = '/api';
const REFRESH_PATH = '/auth/refresh';

// Matches the server's `toISOString()` output and other full ISO-8601 date-times, never
// plain dates such as a pickup day ('2025-11-21').
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export function parseJsonWithDates(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' && ISO_DATE_TIME.test(value) ? new Date(value) : value,
  );
}

function queryValue(value: Exclude<QueryScalar, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryScalar[]) {
      if (value === undefined || value === null) continue;
      params.append(key, queryValue(value));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Delays before the retries of an idempotent call whose request failed on the network. */
const NETWORK_RETRY_DELAYS_MS = [500, 1500];

/** 128 random bits; `crypto.randomUUID` exists only on HTTPS, and a dormitory LAN may be plain HTTP. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function buildInit(method: HttpMethod, options: ApiRequestOptions, idempotencyKey?: string): RequestInit {
  const headers = new Headers({ Accept: options.responseType === 'blob' ? '*/*' : 'application/json' });
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (method !== 'GET' && options.body !== undefined) {
    if (options.body instanceof FormData) {
      // The browser writes the multipart boundary into the content type itself.
      body = options.body;
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
  }
  return { method, headers, body, credentials: 'same-origin', signal: options.signal };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network/request-failed', NETWORK_ERROR_MESSAGE);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get('content-length') === '0') return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return parseJsonWithDates(text);
  } catch {
    return text;
  }
}

/** The file name of `Content-Disposition: attachment; filename="x.csv"` (or `filename*=UTF-8''…`). */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

async function readBlob(response: Response): Promise<Blob> {
  // Through an ArrayBuffer rather than response.blob(): the page's own Blob/File classes then
  // hold the bytes, whatever implementation `fetch` came from.
  const bytes = await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  const name = dispositionFileName(response.headers.get('content-disposition'));
  return name ? new File([bytes], name, { type }) : new Blob([bytes], { type });
}

/**
 * The second-step challenge of a sign-in answered `auth/multi-factor-auth-required`. Read by hand:
 * its `expiresAt` has already been revived into a Date like every date-time of a response.
 */
function challengeOf(value: unknown): SigninChallenge | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { challenge, methods, expiresAt } = value as Record<string, unknown>;
  if (typeof challenge !== 'string' || !Array.isArray(methods)) return undefined;
  return {
    challenge,
    methods: methods.filter((m): m is SigninChallenge['methods'][number] => m === 'totp' || m === 'recovery-code'),
    expiresAt: expiresAt instanceof Date ? expiresAt.toISOString() : String(expiresAt),
  };
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => null);
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof fields.message === 'string' && fields.message ? fields.message : FALLBACK_ERROR_MESSAGE;
  const code = typeof fields.code === 'string' ? fields.code : `http/${response.status}`;
  const perField =
    fields.fields && typeof fields.fields === 'object' ? (fields.fields as Record<string, string>) : undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  const error = new ApiError(response.status, code, message, perField, retryAfterSeconds);
  const mfa = challengeOf(fields.mfa);
  if (mfa) error.mfa = mfa;
  return error;
}

/**
 * The 401 codes that mean "this session is over", worth one refresh. Any other 401 — above all
 * `auth/wrong-password` from a password change — is an answer about the request itself:
 * refreshing would only burn the rotation and the retry would fail the same way.
 */
const SESSION_ERROR_CODES: ReadonlySet<string> = new Set([
  'auth/user-token-expired',
  'auth/invalid-credential',
  'auth/unauthenticated',
  'auth/user-not-found',
]);

async function errorCodeOf(response: Response): Promise<string | undefined> {
  const body = await readBody(response.clone()).catch(() => null);
  return body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
    ? (body as { code: string }).code
    : undefined;
}

// ---------------------------------------------------------------------------------------------
// Refresh once on 401. Concurrent 401s share one refresh call: the server rotates refresh
// tokens and treats a reused one as theft once its 5-second grace is over (decision 039), so a
// tab sends one refresh rather than relying on the grace.

/** What a refresh came to. A ban is reported (→ /banned) before this resolves. */
export type RefreshOutcome = { kind: 'refreshed' } | { kind: 'ended' } | { kind: 'disabled'; error: ApiError };

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * Asks the server for a new access token. The refresh token travels as the httpOnly cookie
 * the server set at sign-in, hence the empty body.
 */
export function renewSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    try {
      const response = await fetch(`${API_BASE}${REFRESH_PATH}`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const error = await toApiError(response);
        if (!isAccountDisabledError(error)) return { kind: 'ended' };
        accountDisabled();
        return { kind: 'disabled', error };
      }
      const body = (await readBody(response)) as { accessToken?: unknown } | null;
      if (!body || typeof body.accessToken !== 'string' || !body.accessToken) return { kind: 'ended' };
      setAccessToken(body.accessToken);
      return { kind: 'refreshed' };
    } catch {
      return { kind: 'ended' };
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** Resolves true when a new access token is stored. */
export async function refreshAccessToken(): Promise<boolean> {
  return (await renewSession()).kind === 'refreshed';
}

type SessionEndHandler = () => void;

function goToLogin(): void {
  window.location.assign(loginPath(`${window.location.pathname}${window.location.search}`));
}

let onSessionEnd: SessionEndHandler = goToLogin;

/**
 * Replaces what happens after a session could not be refreshed (the cookies are already
 * cleared by then). The default is a full navigation to `/auth?returnTo=…`; returns a function
 * that restores the previous handler.
 */
export function setSessionEndHandler(handler: SessionEndHandler): () => void {
  const previous = onSessionEnd;
  onSessionEnd = handler;
  return () => {
    onSessionEnd = previous;
  };
}

// A banned account: every call answers 403 auth/user-disabled. The handler (registered by the
// router, which can navigate) shows /banned and signs out once it is on screen; the session is
// kept until then, so a reload while /banned is still loading asks the server again and lands
// on /banned, not on the sign-in page. An event raised before the handler is registered — the
// startup profile fetch runs before the router renders — ends the session at once and waits.
type AccountDisabledHandler = () => void;
let onAccountDisabled: AccountDisabledHandler | null = null;
let accountDisabledPending = false;

/** Registers what happens when the server says the account is disabled; returns the undo. */
export function setAccountDisabledHandler(handler: AccountDisabledHandler): () => void {
  const previous = onAccountDisabled;
  onAccountDisabled = handler;
  if (accountDisabledPending) {
    accountDisabledPending = false;
    handler();
  }
  return () => {
    if (onAccountDisabled === handler) onAccountDisabled = previous;
  };
}

/**
 * True while a ban reported before the router was up still waits for its handler: guards
 * rendering in that moment send the user to /banned rather than to the sign-in page.
 */
export function isAccountDisabledPending(): boolean {
  return accountDisabledPending;
}

function isAccountDisabledError(error: ApiError): boolean {
  return error.statusCode === 403 && error.code === 'auth/user-disabled';
}

function accountDisabled(): void {
  if (onAccountDisabled) return onAccountDisabled();
  clearSession();
  accountDisabledPending = true;
}

/**
 * Ends the session from outside an API call (the live connection was refused for good): the
 * cookies go and the registered session-end handler runs, as after a failed refresh.
 */
export function endSession(): void {
  clearSession();
  onSessionEnd();
}

/** The account was reported disabled by something other than an API call (the socket). */
export function reportAccountDisabled(): void {
  accountDisabled();
}

function isAuthCall(path: string): boolean {
  // Sign-in, sign-up, refresh… answer 401 for bad credentials; refreshing would not help.
  return path.startsWith('/auth/');
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, method === 'GET' || options.query ? options.query : undefined);
  const sessionBefore = hadSession();
  const idempotencyKey = options.idempotent ? newIdempotencyKey() : undefined;
  const attempt = async (): Promise<Response> => {
    for (const delay of idempotencyKey ? NETWORK_RETRY_DELAYS_MS : []) {
      try {
        return await send(url, buildInit(method, options, idempotencyKey));
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 0) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return send(url, buildInit(method, options, idempotencyKey));
  };
  let response = await attempt();

  // A visitor who never signed in has nothing to refresh: they just get the error.
  if (
    response.status === 401 &&
    sessionBefore &&
    options.refreshOnUnauthorized !== false &&
    !isAuthCall(path) &&
    SESSION_ERROR_CODES.has((await errorCodeOf(response)) ?? '')
  ) {
    const renewal = await renewSession();
    if (renewal.kind === 'refreshed') {
      response = await attempt();
    } else if (renewal.kind === 'disabled') {
      throw renewal.error;
    } else {
      const error = await toApiError(response);
      error.endedSession = true;
      clearSession();
      if (options.redirectOnSessionEnd !== false) onSessionEnd();
      throw error;
    }
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (isAccountDisabledError(error)) accountDisabled();
    throw error;
  }
  if (options.responseType === 'blob') return (await readBlob(response)) as T;
  return (await readBody(response)) as T;
}
