import type { BrowserContext } from 'playwright-core';
import path from 'node:path';
import { inject } from 'vitest';
import { baseUrl } from './browser';
import { freshTotpCode } from './second-factor';

export interface Credentials {
  email: string;
  password: string;
  /** The authenticator secret of an account with a second factor (the seeded admin's). */
  totpSecret?: string;
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
 * Signs a browser context in through the API, leaving exactly what the sign-in page leaves:
 * the server's httpOnly `refreshToken` cookie (the request runs in the context, so its
 * Set-Cookie lands there), and the `token` and `user_data` cookies the web app keeps.
 * Faster than the form, for journeys that are not about signing in.
 */
export async function signInViaApi(
  context: BrowserContext,
  credentials: Credentials,
  base = baseUrl(),
): Promise<Session> {
  const { email, password } = credentials;
  let response = await context.request.post(`${base}/api/auth/signin?mobile=false`, { data: { email, password } });
  if (response.status() === 401 && credentials.totpSecret) {
    const { mfa } = (await response.json()) as { mfa?: { challenge: string } };
    if (mfa) {
      const code = await freshTotpCode(dataDir(), credentials.totpSecret);
      response = await context.request.post(`${base}/api/auth/signin/second-factor?mobile=false`, {
        data: { challenge: mfa.challenge, code },
      });
    }
  }
  if (!response.ok())
    throw new Error(`Đăng nhập ${credentials.email} thất bại: ${response.status()} ${await response.text()}`);
  const { accessToken, userInfo } = (await response.json()) as { accessToken: string; userInfo: SignedInUser };
  const cookie = { url: base, sameSite: 'Strict' as const, expires: Math.floor(Date.now() / 1000) + 30 * 24 * 3600 };
  await context.addCookies([
    { ...cookie, name: 'token', value: accessToken },
    // js-cookie's encoding, which the app reads back.
    { ...cookie, name: 'user_data', value: encodeURIComponent(JSON.stringify(userInfo)) },
  ]);
  return { accessToken, user: userInfo };
}

/** The run's data folder (the mail catcher's parent), where shared test state is kept. */
const dataDir = () => path.dirname(inject('mailDir'));

/**
 * Signs in through the API outside any browser (with the second step when the account has
 * one) and answers the session; for journeys that only need a token.
 */
export async function apiSignIn(credentials: Credentials, base = baseUrl()): Promise<Session> {
  const post = (url: string, body: unknown) =>
    fetch(`${base}/api/auth/${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  let response = await post('signin?mobile=true', { email: credentials.email, password: credentials.password });
  if (response.status === 401 && credentials.totpSecret) {
    const { mfa } = (await response.json()) as { mfa?: { challenge: string } };
    if (mfa) {
      const code = await freshTotpCode(dataDir(), credentials.totpSecret);
      response = await post('signin/second-factor?mobile=true', { challenge: mfa.challenge, code });
    }
  }
  if (!response.ok) throw new Error(`sign-in ${credentials.email}: ${response.status} ${await response.text()}`);
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
