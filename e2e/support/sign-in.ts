import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignedInUser {
  id: string;
  firstName: string;
  lastName: string;
  role: 'STUDENT' | 'STAFF' | 'ADMIN';
  status: 'ACTIVE' | 'BANNED';
  email: string;
}

export interface Session {
  accessToken: string;
  user: SignedInUser;
}

/**
 * An account already signed in for the whole run: the admin, whom global setup signs in once
 * with the second factor (`inject('admin')`). Its session is shared by every file, so nothing
 * may end it: a journey that signs an admin out, changes an admin's password or resets an
 * admin's second factor creates its own admin.
 */
export type RunSession = Credentials & Session;

const isRunSession = (who: Credentials | RunSession): who is RunSession => 'accessToken' in who;

/** The session cookies' common attributes, as the web app writes them (js-cookie, 30 days). */
const cookieFor = (base: string) => ({
  url: base,
  sameSite: 'Strict' as const,
  expires: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
});

/**
 * Signs a browser context in through the API, leaving exactly what the sign-in page leaves:
 * the server's httpOnly `refreshToken` cookie (the request runs in the context, so its
 * Set-Cookie lands there), and the `token` and `user_data` cookies the web app keeps.
 * Faster than the form, for journeys that are not about signing in.
 *
 * A run-wide session (the admin's) gets only `token` and `user_data`: many contexts hold it at
 * once, and the refresh token rotates (a reused one revokes the session), so none of them may
 * refresh it. Its access token outlives the run (ACCESS_TOKEN_TTL_SECONDS in global setup).
 */
export async function signInViaApi(
  context: BrowserContext,
  who: Credentials | RunSession,
  base = baseUrl(),
): Promise<Session> {
  let session: Session;
  if (isRunSession(who)) {
    session = { accessToken: who.accessToken, user: who.user };
  } else {
    const response = await context.request.post(`${base}/api/auth/signin?mobile=false`, {
      data: { email: who.email, password: who.password },
    });
    if (!response.ok())
      throw new Error(`Đăng nhập ${who.email} thất bại: ${response.status()} ${await response.text()}`);
    const { accessToken, userInfo } = (await response.json()) as { accessToken: string; userInfo: SignedInUser };
    session = { accessToken, user: userInfo };
  }
  await context.addCookies([
    { ...cookieFor(base), name: 'token', value: session.accessToken },
    // js-cookie's encoding, which the app reads back.
    { ...cookieFor(base), name: 'user_data', value: encodeURIComponent(JSON.stringify(session.user)) },
  ]);
  return session;
}

/**
 * Signs in through the API outside any browser and answers the session, for journeys that
 * only need a token; a run-wide session is answered as it is. An account with a second factor
 * is refused here (its code takes the clock): use the run's admin, or drive the code in the test.
 */
export async function apiSignIn(who: Credentials | RunSession, base = baseUrl()): Promise<Session> {
  if (isRunSession(who)) return { accessToken: who.accessToken, user: who.user };
  const response = await fetch(`${base}/api/auth/signin?mobile=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!response.ok) throw new Error(`sign-in ${who.email}: ${response.status} ${await response.text()}`);
  const { accessToken, userInfo } = (await response.json()) as { accessToken: string; userInfo: SignedInUser };
  return { accessToken, user: userInfo };
}

/** Calls the API directly (outside any browser) with a bearer token; throws on a failure. */
export async function apiAs<T>(
  accessToken: string,
  method: string,
  path: string,
  body?: unknown,
  base = baseUrl(),
): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A new student with a password and a room, made by the run's admin through the API; the e-mail
 * is `<emailName>.<unique>@tsa.test`, so journeys never share an account.
 */
export async function newStudentViaApi(
  admin: RunSession,
  emailName: string,
  name: { firstName: string; lastName: string } = { firstName: 'Hà', lastName: 'Đinh Thu' },
): Promise<Credentials> {
  const email = `${emailName}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@tsa.test`;
  const password = 'Sinh-vien-2026';
  await apiAs<SignedInUser>((await apiSignIn(admin)).accessToken, 'POST', '/users', {
    email,
    password,
    ...name,
    role: 'STUDENT',
    phoneNumber: '0923456789',
    dormitory: 'KTX Khu A',
    building: 'A4',
    room: '215',
  });
  return { email, password };
}
