import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { createTestApp } from '../../test/test-app';

const ORIGIN = 'https://giat.ktx.test';

describe('passkeys (WebAuthn) with a software authenticator', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  }, 240_000);
  afterAll(async () => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object, headers });

  /** Adds a passkey to `headers`' account the way the account page does; answers the response. */
  async function register(headers: Record<string, string>, key: SoftwareAuthenticator, origin = ORIGIN) {
    const started = await post('/passkeys/options', undefined, headers);
    expect(started.statusCode).toBe(200);
    const { challengeId, options } = started.json();
    return post('/passkeys', { challengeId, name: 'Điện thoại', response: key.register(options, origin) }, headers);
  }

  async function signInWith(key: SoftwareAuthenticator, options: Parameters<SoftwareAuthenticator['signIn']>[1] = {}) {
    const started = await post('/signin/passkey/options', undefined);
    expect(started.statusCode).toBe(200);
    const { challengeId, options: requestOptions } = started.json();
    const response = key.signIn(requestOptions, options);
    return { challengeId, response, answer: await post('/signin/passkey?mobile=true', { challengeId, response }) };
  }

  it('registers a passkey and signs in with it, as two factors', async () => {
    const student = await createUser(app);
    const headers = await authHeader(app, student);
    const key = new SoftwareAuthenticator(ORIGIN);

    const added = await register(headers, key);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Điện thoại', lastUsedAt: null });
    // The same authenticator cannot be added twice.
    expect((await register(headers, key)).json()).toMatchObject({ code: 'auth/passkey-failed' });

    const { answer } = await signInWith(key);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().userInfo).toMatchObject({ id: student.id, email: student.email });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${answer.json().accessToken}` },
    });
    expect(profile.json()).toMatchObject({ id: student.id });
    const listed = await app.inject({ method: 'GET', url: '/api/auth/passkeys', headers });
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'Điện thoại', lastUsedAt: expect.any(String) })]);

    // The admin's list counts it.
    const page = await app.inject({
      method: 'GET',
      url: '/api/users',
      query: { search: student.email },
      headers: await authHeader(app, await testAdmin(app)),
    });
    expect(page.json().items[0]).toMatchObject({ email: student.email, passkeys: 1, secondFactor: false });
  });

  it('signs an admin in without asking the authenticator’s code: the passkey is both factors', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const key = new SoftwareAuthenticator(ORIGIN);
    expect((await register(await authHeader(app, admin), key)).statusCode).toBe(201);
    const { answer } = await signInWith(key);
    expect(answer.statusCode).toBe(200);
    const orders = await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${answer.json().accessToken}` },
    });
    expect(orders.statusCode).toBe(200);
  });

  it('refuses a replayed assertion and a counter that did not move (a cloned key)', async () => {
    const key = new SoftwareAuthenticator(ORIGIN);
    expect((await register(await authHeader(app, await createUser(app)), key)).statusCode).toBe(201);
    const first = await signInWith(key);
    expect(first.answer.statusCode).toBe(200);

    // The very same answer again: its challenge was used.
    const replay = await post('/signin/passkey?mobile=true', {
      challengeId: first.challengeId,
      response: first.response,
    });
    expect(replay.json()).toMatchObject({ statusCode: 401, code: 'auth/passkey-failed' });

    // A fresh challenge, signed with the counter the server already saw.
    const clone = await signInWith(key, { sameCounter: true });
    expect(clone.answer.json()).toMatchObject({ statusCode: 401, code: 'auth/passkey-failed' });
    expect(clone.answer.json().message).toMatch(/khóa truy cập/);

    // The real key, moving on, still works.
    expect((await signInWith(key)).answer.statusCode).toBe(200);
  });

  it('refuses answers made for another site', async () => {
    const student = await createUser(app);
    const headers = await authHeader(app, student);
    const key = new SoftwareAuthenticator(ORIGIN);
    expect((await register(headers, key, 'https://giat-ktx.example')).json()).toMatchObject({
      statusCode: 401,
      code: 'auth/passkey-failed',
    });
    expect((await app.inject({ method: 'GET', url: '/api/auth/passkeys', headers })).json()).toEqual([]);

    expect((await register(headers, key)).statusCode).toBe(201);
    const phished = await signInWith(key, { origin: 'https://giat-ktx.example' });
    expect(phished.answer.json()).toMatchObject({ statusCode: 401, code: 'auth/passkey-failed' });
    // An unknown key is refused the same way.
    const stranger = await signInWith(new SoftwareAuthenticator(ORIGIN));
    expect(stranger.answer.json()).toMatchObject({ statusCode: 401, code: 'auth/passkey-failed' });
  });
});
