import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { REFRESH_GRACE_SECONDS } from './session-refresh';

describe('sign-in, refresh and sign-out', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const signin = (email: string, password: string, mobile = false) =>
    app.inject({ method: 'POST', url: `/api/auth/signin?mobile=${mobile}`, payload: { email, password } });
  const refresh = (payload: Record<string, unknown> = {}, cookies?: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload, cookies });

  it('answers {accessToken, refreshToken, userInfo} and sets an httpOnly strict cookie on /api/auth', async () => {
    const user = await createUser(app);
    const response = await signin(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'userInfo']);
    expect(body.userInfo).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'STUDENT',
      status: 'ACTIVE',
      verified: true,
    });
    expect(JSON.stringify(body)).not.toContain('argon2');

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`refreshToken=${body.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toContain('Path=/api/auth');

    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(user.email);
  });

  it('sets no cookie for mobile clients', async () => {
    const user = await createUser(app);
    const response = await signin(user.email, user.password, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a wrong password, an unknown e-mail and a Google-only account alike, and a banned account with its code', async () => {
    const invalid = { statusCode: 401, code: 'auth/invalid-credential', message: 'Email hoặc mật khẩu không đúng' };
    const user = await createUser(app);
    const wrong = await signin(user.email, 'not-the-password');
    expect(wrong.json()).toEqual(invalid);
    const unknown = await signin('nobody@st.tsa.test', 'whatever-123');
    expect(unknown.json()).toEqual(invalid);
    const googleOnly = await createUser(app, { password: null });
    expect((await signin(googleOnly.email, 'anything-at-all')).json()).toEqual(invalid);

    const banned = await createUser(app, { status: 'BANNED' });
    const refused = await signin(banned.email, banned.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' });
  });

  it('takes as long for an unknown e-mail as for a wrong password (a hash is verified either way)', async () => {
    const user = await createUser(app);
    const timed = async (email: string) => {
      const started = performance.now();
      await signin(email, 'not-the-password');
      return performance.now() - started;
    };
    await timed('warm-up@st.tsa.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await timed(user.email));
      unknown.push(await timed(`nobody-${i}@st.tsa.test`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Without the dummy verification an unknown e-mail answers in ~1 ms against ~20+ ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('re-hashes a password stored with the old, costlier parameters at the next sign-in', async () => {
    const user = await createUser(app);
    const oldHash = await argon2.hash(user.password, {
      type: argon2.argon2id,
      memoryCost: 65536,
      timeCost: 3,
      parallelism: 4,
    });
    await app.database.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, user.id));
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
    const [stored] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
  });

  it('rotates refresh tokens, and reuse of an old one after the grace revokes the whole family', async () => {
    const user = await createUser(app);
    const first = (await signin(user.email, user.password, true)).json().refreshToken as string;

    const rotated = await refresh({ refreshToken: first });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().refreshToken as string;
    expect(second).not.toBe(first);
    expect(rotated.json().accessToken).toEqual(expect.any(String));

    // Within the grace the same token gets the same pair again (tabs refreshing at once, decision 039).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REFRESH_GRACE_SECONDS + 1) * 1000 });
    const reuse = await refresh({ refreshToken: first });
    vi.useRealTimers();
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('auth/invalid-credential');

    // the legitimate holder's newer token died with the family
    const afterReuse = await refresh({ refreshToken: second });
    expect(afterReuse.statusCode).toBe(401);

    const rows = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect(rows.every((row) => !row.tokenHash.includes(first) && row.tokenHash !== second)).toBe(true);
  });

  it('refreshes from the httpOnly cookie when the body has no token', async () => {
    const user = await createUser(app);
    const token = (await signin(user.email, user.password)).json().refreshToken as string;
    const response = await refresh({}, { refreshToken: token });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain(`refreshToken=${response.json().refreshToken}`);
  });

  it('refuses refresh for an expired token, a garbage token and a banned user', async () => {
    const user = await createUser(app);
    const token = (await signin(user.email, user.password, true)).json().refreshToken as string;
    await app.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh({ refreshToken: token })).json().code).toBe('auth/user-token-expired');
    expect((await refresh({ refreshToken: 'garbage-token-value' })).statusCode).toBe(401);
    expect((await refresh({})).json().code).toBe('auth/invalid-credential');

    const banned = await createUser(app);
    const bannedToken = (await signin(banned.email, banned.password, true)).json().refreshToken as string;
    await app.database.db.update(users).set({ status: 'BANNED' }).where(eq(users.id, banned.id));
    const refused = await refresh({ refreshToken: bannedToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth/user-disabled');
  });

  it('signs out: the refresh token no longer works and the cookie is cleared', async () => {
    const user = await createUser(app);
    const token = (await signin(user.email, user.password)).json().refreshToken as string;
    const out = await app.inject({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: token } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/refreshToken=;/);
    expect((await refresh({ refreshToken: token })).statusCode).toBe(401);
  });

  it('answers requests made at the same moment each with its own user, and a signed-out one with 401', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
    const sessions = await Promise.all(people.map(async (user) => (await signin(user.email, user.password)).json()));
    const gone = 5;
    await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: { refreshToken: sessions[gone].refreshToken },
    });

    // Requests at once share one lookup of their sessions' users (lib/coalesce.ts).
    const profiles = await Promise.all(
      sessions.map((session) =>
        app.inject({
          method: 'GET',
          url: '/api/users/profile',
          headers: { authorization: `Bearer ${session.accessToken}` },
        }),
      ),
    );
    profiles.forEach((profile, index) => {
      if (index === gone) expect(profile.json()).toMatchObject({ statusCode: 401, code: 'auth/user-token-expired' });
      else expect(profile.json()).toMatchObject({ id: people[index]!.id, email: people[index]!.email });
    });
  });

  it('refuses expired and forged access tokens', async () => {
    const forged = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('auth/invalid-credential');
    const none = await app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(none.json()).toMatchObject({ statusCode: 401, code: 'auth/unauthenticated' });
  });

  it('serves the password policy in the contract’s shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/password-policy' });
    expect(response.json()).toMatchObject({ enabled: true, minLength: 8, requireUppercase: false, refuseCommon: true });
  });
});

describe('throttling', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      rateRules: {
        signinPerAccount: { limit: 3, windowSeconds: 60 },
        emailPerAccount: { limit: 2, windowSeconds: 60 },
      },
    });
  });
  afterAll(async () => app.close());

  it('answers 429 auth/too-many-requests past the per-account sign-in limit, even with the right password', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 3; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password: 'wrong-one-1' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      code: 'auth/too-many-requests',
      message: 'Quá nhiều yêu cầu. Vui lòng thử lại sau',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets no more guesses than the limit through a parallel burst', async () => {
    const user = await createUser(app);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: user.email, password: 'wrong-one-1' },
        }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });

  it('never throttles successful sign-ins: only failures count', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 6; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password: user.password },
      });
      expect(r.statusCode).toBe(200);
    }
  });

  it('limits e-mails sent to one account', async () => {
    const user = await createUser(app);
    const ask = () => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
  });
});
