import Cookies from 'js-cookie';

/**
 * Where the browser keeps the session (the contract's cookie keys). The refresh token lives in an
 * httpOnly cookie the server sets on /api/auth, so page scripts never read it; `refreshToken`
 * is listed only so sign-out can clear a copy a non-web client may have left behind.
 */
export const SESSION_COOKIES = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user_data',
} as const;

// Long enough to outlive the short access token: on the next visit a stale token still tells
// us there was a session, so the API client refreshes it instead of treating the visitor as new.
const COOKIE_DAYS = 30;

function cookieOptions(): Cookies.CookieAttributes {
  return {
    path: '/',
    expires: COOKIE_DAYS,
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

export function getAccessToken(): string | undefined {
  return Cookies.get(SESSION_COOKIES.token) || undefined;
}

export function setAccessToken(token: string): void {
  Cookies.set(SESSION_COOKIES.token, token, cookieOptions());
}

/** The JSON copy of the signed-in user, or null when missing or unreadable. */
export function getStoredUser<T = unknown>(): T | null {
  const raw = Cookies.get(SESSION_COOKIES.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setStoredUser(user: unknown): void {
  Cookies.set(SESSION_COOKIES.user, JSON.stringify(user), cookieOptions());
}

/** True while the browser holds any trace of a signed-in session. */
export function hasSession(): boolean {
  return Boolean(getAccessToken() || Cookies.get(SESSION_COOKIES.user));
}

// The cookies are shared by every tab: a sign-out in one removes them under the others, which
// still show a signed-in user. The page's own word (kept in step by the auth provider) lets
// such a tab still try a refresh and, failing that, end its session where the user can see it.
let signedInOnScreen = false;

export function setSignedInOnScreen(signedIn: boolean): void {
  signedInOnScreen = signedIn;
}

/** True when the browser holds a session, or this page shows one whose cookies went away. */
export function hadSession(): boolean {
  return hasSession() || signedInOnScreen;
}

/** Where lib/offline-copy keeps a user's last answers: they leave with the session. */
export const OFFLINE_COPY_PREFIX = 'tsa-offline:';

export function clearSession(): void {
  for (const name of Object.values(SESSION_COOKIES)) Cookies.remove(name, { path: '/' });
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(OFFLINE_COPY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
