import { generateKeyPair } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { startGoogleKeys } from '../../test/google-keys';
import { createTestApp } from '../../test/test-app';

const CLIENT_ID = 'tsa-test.apps.googleusercontent.com';

describe('sign-in with Google', () => {
  let app: FastifyInstance;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  beforeAll(async () => {
    google = await startGoogleKeys();
    app = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  const signin = (idToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin/google?mobile=false', payload: { idToken } });
  const claims = (email: string, sub: string) => ({
    sub,
    email,
    email_verified: true,
    given_name: 'Minh',
    family_name: 'Lê Hoàng',
    picture: 'https://lh3.googleusercontent.com/a/photo',
  });

  it('is offered to the web with the client id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ password: true, google: { clientId: CLIENT_ID }, oauth: [], phone: true });
  });

  it('creates a verified student on first sign-in, then finds the same account', async () => {
    const token = await google.idToken(claims('minh@gmail.com', 'g-1001'), { audience: CLIENT_ID });
    const first = await signin(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().userInfo).toMatchObject({
      email: 'minh@gmail.com',
      role: 'STUDENT',
      verified: true,
      firstName: 'Minh',
      lastName: 'Lê Hoàng',
      hasPassword: false,
    });
    expect(String(first.headers['set-cookie'])).toContain('refreshToken=');
    const again = await signin(await google.idToken(claims('minh@gmail.com', 'g-1001'), { audience: CLIENT_ID }));
    expect(again.json().userInfo.id).toBe(first.json().userInfo.id);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const user = await createUser(app, { email: 'lan@gmail.com' });
    const response = await signin(await google.idToken(claims('LAN@gmail.com', 'g-2002'), { audience: CLIENT_ID }));
    expect(response.statusCode).toBe(200);
    expect(response.json().userInfo.id).toBe(user.id);
  });

  it('refuses tokens for another audience, another issuer, expired, unsigned by Google or unverified e-mail', async () => {
    const wrongAudience = await google.idToken(claims('x1@gmail.com', 'g-3'), { audience: 'someone-else' });
    const wrongIssuer = await google.idToken(claims('x2@gmail.com', 'g-4'), {
      audience: CLIENT_ID,
      issuer: 'https://evil.example',
    });
    const expired = await google.idToken(claims('x3@gmail.com', 'g-5'), { audience: CLIENT_ID, expiresIn: '-1m' });
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await google.idToken(claims('x4@gmail.com', 'g-6'), { audience: CLIENT_ID, key: privateKey });
    for (const token of [wrongAudience, wrongIssuer, expired, forged]) {
      const response = await signin(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth/invalid-credential');
    }
    const unverified = await google.idToken(
      { ...claims('x5@gmail.com', 'g-7'), email_verified: false },
      { audience: CLIENT_ID },
    );
    expect((await signin(unverified)).json().code).toBe('auth/email-not-verified');
  });

  it('refuses a banned account', async () => {
    await createUser(app, { email: 'banned@gmail.com', status: 'BANNED' });
    const response = await signin(await google.idToken(claims('banned@gmail.com', 'g-8'), { audience: CLIENT_ID }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/user-disabled');
  });
});

describe('sign-in with Google when it is not configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('is not offered to the web', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ password: true, google: null, oauth: [], phone: true });
  });

  it('answers auth/operation-not-allowed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/google',
      payload: { idToken: 'a'.repeat(40) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth/operation-not-allowed');
  });
});
