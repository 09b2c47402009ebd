import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { createUser } from '../../test/factories';
import { connect, disconnection, listen, refusal, socketFor, type ClientSocket } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { REFRESH_GRACE_SECONDS } from './session-refresh';

interface Pair {
  accessToken: string;
  refreshToken: string;
}

/** Refreshing a token twice: the same pair within the grace, the end of the session after it. */
describe('a refresh token presented again', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listen(app);
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => app.close());

  async function signIn(): Promise<Pair & { userId: string }> {
    const user = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=true',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return { ...(response.json() as Pair), userId: user.id };
  }
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh?mobile=true', payload: { refreshToken } });
  const profile = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${accessToken}` } });
  /** Only `Date` moves: sockets, the database thread and the test's own timeouts keep real time. */
  const clockAhead = (seconds: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });

  it('ends the session of a token replayed after the grace, and closes the socket opened with its successor', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json() as Pair;
    const socket = await connect(socketFor(baseUrl, { header: `Bearer ${second.accessToken}` }));
    open.push(socket);
    const closed = disconnection(socket);

    clockAhead(REFRESH_GRACE_SECONDS + 1);
    const replay = await refresh(first.refreshToken);
    vi.useRealTimers();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth/invalid-credential' });

    expect(await closed).toBe('io server disconnect');
    expect((await refusal(socketFor(baseUrl, { header: `Bearer ${second.accessToken}` }))).data).toMatchObject({
      statusCode: 401,
    });
    expect((await profile(second.accessToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const rows = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, first.userId));
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('gives ten refreshes of one token at the same moment the same pair, which then works', async () => {
    const session = await signIn();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const pairs = answers.map((answer) => answer.json() as Pair);
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    const [pair] = pairs as [Pair];
    expect(pair.refreshToken).not.toBe(session.refreshToken);

    expect((await profile(pair.accessToken)).statusCode).toBe(200);
    const next = await refresh(pair.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await profile(next.json().accessToken)).statusCode).toBe(200);
  });

  it('answers a repeat within the grace with the same pair, and one after it by ending the session', async () => {
    const session = await signIn();
    const pair = (await refresh(session.refreshToken)).json() as Pair;

    clockAhead(REFRESH_GRACE_SECONDS - 1);
    const repeat = await refresh(session.refreshToken);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(pair);

    clockAhead(REFRESH_GRACE_SECONDS + 1);
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    vi.useRealTimers();
    expect((await profile(pair.accessToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('keeps the cookie of a browser whose tabs refresh at the same moment', async () => {
    const session = await signIn();
    const fromCookie = () =>
      app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: session.refreshToken } });
    const [one, two] = await Promise.all([fromCookie(), fromCookie()]);
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
    const cookieOf = (response: typeof one) => String(response!.headers['set-cookie']).split(';')[0];
    expect(cookieOf(one)).toBe(`refreshToken=${one!.json().refreshToken}`);
    expect(cookieOf(two)).toBe(cookieOf(one));
  });
});
