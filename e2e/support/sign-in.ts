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
  const response = await context.request.post(`${base}/api/auth/signin?mobile=false`, { data: credentials });
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
