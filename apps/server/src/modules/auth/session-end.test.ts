import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testAdmin, authHeader } from '../../test/factories';
import { connect, disconnection, listen, refusal, socketFor, type ClientSocket } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';

/** Sessions end at once: the access token of an ended session is refused and its sockets close. */
describe('sessions that really end', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: { authorization: string };
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listen(app);
    admin = await authHeader(app, await testAdmin(app));
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => app.close());

  async function signIn(email: string, password: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=true',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { accessToken: string; refreshToken: string };
  }
  const profile = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${accessToken}` } });
  async function socketWith(accessToken: string) {
    const socket = socketFor(baseUrl, { header: `Bearer ${accessToken}` });
    open.push(socket);
    return connect(socket);
  }

  it('signing out refuses that session’s access token at once and closes its socket, other sessions go on', async () => {
    const user = await createUser(app);
    const phone = await signIn(user.email, user.password);
    const laptop = await signIn(user.email, user.password);
    const phoneSocket = await socketWith(phone.accessToken);
    const laptopSocket = await socketWith(laptop.accessToken);
    const closed = disconnection(phoneSocket);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: phone.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');

    const refused = await profile(phone.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'auth/user-token-expired' });
    expect((await refusal(phoneSocket)).data).toMatchObject({ statusCode: 401 });

    expect((await profile(laptop.accessToken)).statusCode).toBe(200);
    expect(laptopSocket.connected).toBe(true);
  });

  it('signing out with only the bearer token (no refresh token at hand) ends that session too', async () => {
    const user = await createUser(app);
    const session = await signIn(user.email, user.password);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect((await profile(session.accessToken)).statusCode).toBe(401);
  });

  it('signs out with the bearer token alone and no body at all (no Content-Type), closing that session’s socket', async () => {
    const user = await createUser(app);
    const session = await signIn(user.email, user.password);
    const closed = disconnection(await socketWith(session.accessToken));
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(out.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect((await profile(session.accessToken)).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh?mobile=true',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('changing the password ends every session of the account and closes all its sockets', async () => {
    const user = await createUser(app);
    const other = await signIn(user.email, user.password);
    const current = await signIn(user.email, user.password);
    const closed = disconnection(await socketWith(other.accessToken));
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      headers: { authorization: `Bearer ${current.accessToken}` },
      payload: {
        currentPassword: user.password,
        newPassword: 'Mat-khau-moi-2026',
        confirmPassword: 'Mat-khau-moi-2026',
      },
    });
    expect(changed.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect((await profile(other.accessToken)).statusCode).toBe(401);
    expect((await profile(current.accessToken)).statusCode).toBe(401);
  });

  it('banning and deleting refuse the access token at once', async () => {
    const banned = await createUser(app);
    const bannedSession = await signIn(banned.email, banned.password);
    await app.inject({
      method: 'PATCH',
      url: `/api/users/${banned.id}/status`,
      headers: admin,
      payload: { status: 'BANNED' },
    });
    expect((await profile(bannedSession.accessToken)).json()).toMatchObject({
      statusCode: 403,
      code: 'auth/user-disabled',
    });

    const deleted = await createUser(app);
    const deletedSession = await signIn(deleted.email, deleted.password);
    await app.inject({ method: 'DELETE', url: `/api/users/${deleted.id}`, headers: admin });
    expect((await profile(deletedSession.accessToken)).statusCode).toBe(401);
  });

  /** A token of a live session, signed like the server's but with the given expiry and audience. */
  async function tokenOf(userId: string, sessionId: string, options: { expiresInSeconds: number; audience: string }) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: 'STUDENT', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('tsa')
      .setAudience(options.audience)
      .setIssuedAt(now)
      .setExpirationTime(now + options.expiresInSeconds)
      .sign(new TextEncoder().encode(app.tokens.secret));
  }

  it('closes a socket when its access token expires', async () => {
    const user = await createUser(app);
    const { accessToken } = await signIn(user.email, user.password);
    const { sessionId } = await app.tokens.verify(accessToken);
    const socket = await socketWith(await tokenOf(user.id, sessionId, { expiresInSeconds: 2, audience: 'tsa-api' }));
    const started = Date.now();
    expect(await disconnection(socket, 5_000)).toBe('io server disconnect');
    expect(Date.now() - started).toBeGreaterThan(500);
    expect((await refusal(socket)).data).toMatchObject({ statusCode: 401, code: 'auth/user-token-expired' });
  });

  it('refuses a token minted for another audience', async () => {
    const user = await createUser(app);
    const { accessToken } = await signIn(user.email, user.password);
    const { sessionId } = await app.tokens.verify(accessToken);
    const foreign = await tokenOf(user.id, sessionId, { expiresInSeconds: 60, audience: 'another-app' });
    expect((await profile(foreign)).json()).toMatchObject({ statusCode: 401, code: 'auth/invalid-credential' });
  });
});
