import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories';
import { fragmentOf, OAuthBrowser } from '../../test/oauth-browser';
import { totpCode } from '../../test/second-factor';
import { startOAuthStandIns, type OAuthStandIns, type StandInProvider } from '../../test/oauth-stand-in';
import { createTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://giatsay.example.vn';
let counter = 5000;
const nextId = () => String((counter += 1));

describe('sign-in with GitHub, Facebook, X and Zalo', () => {
  let app: FastifyInstance;
  let providers: OAuthStandIns;
  beforeAll(async () => {
    providers = await startOAuthStandIns({ publicUrl: PUBLIC_URL });
    app = await createTestApp({ env: { PUBLIC_URL, ...providers.env } });
  });
  afterAll(async () => {
    await app.close();
    await providers.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const auditLines = async (action: string, actorId: string) => {
    const { rows } = await app.database.executeSql(
      `select details from audit_events where action = $1 and actor_id = $2 order by occurred_at`,
      [action, actorId],
    );
    return rows.map((row) => (row as { details: Record<string, unknown> }).details);
  };

  it('lists exactly the configured providers, in display order', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json().oauth).toEqual(['github', 'facebook', 'x', 'zalo']);

    const onlyZalo = await createTestApp({
      env: { ZALO_CLIENT_ID: 'z', ZALO_CLIENT_SECRET: 's', GITHUB_CLIENT_ID: 'id-without-secret' },
    });
    try {
      expect((await onlyZalo.inject({ method: 'GET', url: '/api/auth/providers' })).json().oauth).toEqual(['zalo']);
      const github = await onlyZalo.inject({ method: 'GET', url: '/api/auth/oauth/github' });
      expect(github.statusCode).toBe(302);
      expect(github.headers.location).toMatch(/\/auth\/sign-in\?error=auth%2Foperation-not-allowed$/);
    } finally {
      await onlyZalo.close();
    }
  });

  it('answers a browser that asks for an unknown provider, or sends a mangled answer, with the sign-in page', async () => {
    const browser = new OAuthBrowser(app, providers);
    for (const url of [
      '/api/auth/oauth/google',
      '/api/auth/oauth/myspace/callback?code=c&state=s',
      '/api/auth/oauth/github/callback?code=a&code=b&state=s',
      '/api/auth/oauth/github/callback',
    ]) {
      const landing = OAuthBrowser.landing(await browser.visit(url));
      expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/auth/sign-in`);
      expect(landing.searchParams.get('error')).toMatch(/^auth\/(operation-not-allowed|invalid-oauth-state)$/);
    }
  });

  it('sends the browser to the provider with PKCE S256 and a state, remembered in a short-lived cookie', async () => {
    const browser = new OAuthBrowser(app, providers);
    const start = await browser.visit('/api/auth/oauth/github');
    const authorize = OAuthBrowser.landing(start);
    expect(authorize.origin).toBe(new URL(providers.env.GITHUB_AUTHORIZE_URL!).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oauth/github/callback`);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/tsaOAuth=.+; Max-Age=600; Path=\/api\/auth\/oauth; HttpOnly; Secure; SameSite=Lax/);
    // The client secret never reaches the browser.
    expect(authorize.toString()).not.toContain(providers.env.GITHUB_CLIENT_SECRET);
  });

  it.each<[StandInProvider, string | null]>([
    ['github', 'minh.github@gmail.com'],
    ['facebook', 'lan.facebook@gmail.com'],
    ['x', null],
    ['zalo', null],
  ])('%s: a new person is sent to complete the sign-up; a linked one signs straight in', async (provider, email) => {
    const person = { id: nextId(), name: 'Trần Thị Mai', email };
    const browser = new OAuthBrowser(app, providers);
    const landing = await browser.signInWith(provider, person);
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/auth/complete`);
    const token = fragmentOf(landing).get('token')!;
    expect(browser.cookies.tsaOAuth).toBeUndefined();

    const pending = await app.inject({ method: 'POST', url: '/api/auth/identity-signup/lookup', payload: { token } });
    expect(pending.json()).toMatchObject({
      purpose: 'signup',
      provider,
      displayName: 'Trần Thị Mai',
      firstName: 'Mai',
      lastName: 'Trần Thị',
      verifiedEmail: email,
    });

    // The account exists once the profile is complete; here it is made directly to sign in again.
    const user = await createUser(app, { email: `${provider}-${person.id}@st.tsa.test` });
    await app.database.executeSql(`insert into user_identities (user_id, provider, subject) values ($1, $2, $3)`, [
      user.id,
      provider,
      person.id,
    ]);
    const again = new OAuthBrowser(app, providers);
    const home = await again.signInWith(provider, person);
    expect(home.toString()).toBe(`${PUBLIC_URL}/`);
    expect((await again.profile()).id).toBe(user.id);
    expect(await auditLines('auth.signin', user.id)).toEqual([{ method: provider }]);
  });

  it('refuses an answer whose state does not match the cookie, or with no cookie at all', async () => {
    const browser = new OAuthBrowser(app, providers);
    const start = await browser.visit('/api/auth/oauth/facebook');
    const back = await browser.atProvider(OAuthBrowser.landing(start).toString());

    const forged = new URL(back);
    forged.searchParams.set('state', 'a-state-of-someone-else');
    const wrong = OAuthBrowser.landing(await browser.visit(forged.pathname + forged.search));
    expect(wrong.toString()).toBe(`${PUBLIC_URL}/auth/sign-in?error=auth%2Finvalid-oauth-state`);

    // The cookie went with the first answer: the genuine one arriving later finds none.
    const late = OAuthBrowser.landing(await browser.visit(back.pathname + back.search));
    expect(late.searchParams.get('error')).toBe('auth/invalid-oauth-state');

    const elsewhere = new OAuthBrowser(app, providers);
    const noCookie = OAuthBrowser.landing(await elsewhere.visit(back.pathname + back.search));
    expect(noCookie.searchParams.get('error')).toBe('auth/invalid-oauth-state');
  });

  it('refuses a flow cookie altered in the browser', async () => {
    const browser = new OAuthBrowser(app, providers);
    const start = await browser.visit('/api/auth/oauth/github');
    const back = await browser.atProvider(OAuthBrowser.landing(start).toString());
    const [payload, mac] = browser.cookies.tsaOAuth!.split('.');
    const flow = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...flow, intent: 'link', userId: 'someone' })).toString('base64url');
    browser.cookies.tsaOAuth = `${altered}.${mac}`;
    const landing = OAuthBrowser.landing(await browser.visit(back.pathname + back.search));
    expect(landing.searchParams.get('error')).toBe('auth/invalid-oauth-state');
  });

  it('counts failed callbacks per address like the other sign-ins', async () => {
    const limited = await createTestApp({
      env: { PUBLIC_URL, ...providers.env },
      rateRules: { signinPerIp: { limit: 2, windowSeconds: 300 } },
    });
    try {
      const outcomes = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // The third is refused before TSA calls the provider at all.
        if (attempt < 2) providers.failNext('x', 'token', 503);
        const landing = await new OAuthBrowser(limited, providers).signInWith('x', { id: nextId(), name: 'Đỗ Quân' });
        outcomes.push(landing.searchParams.get('error'));
      }
      expect(outcomes).toEqual(['auth/provider-unreachable', 'auth/provider-unreachable', 'auth/too-many-requests']);
    } finally {
      await limited.close();
    }
  });

  it('refuses a flow older than ten minutes', async () => {
    const browser = new OAuthBrowser(app, providers);
    const start = await browser.visit('/api/auth/oauth/x');
    const back = await browser.atProvider(OAuthBrowser.landing(start).toString());
    vi.useFakeTimers({ now: Date.now() + 11 * 60_000, toFake: ['Date'] });
    const landing = OAuthBrowser.landing(await browser.visit(back.pathname + back.search));
    expect(landing.searchParams.get('error')).toBe('auth/invalid-oauth-state');
  });

  it('refuses a code obtained with another verifier (an injected code): the provider checks PKCE', async () => {
    const victim = new OAuthBrowser(app, providers);
    const victimStart = OAuthBrowser.landing(await victim.visit('/api/auth/oauth/zalo'));
    const attacker = new OAuthBrowser(app, providers);
    const attackerBack = await attacker.atProvider(
      OAuthBrowser.landing(await attacker.visit('/api/auth/oauth/zalo')).toString(),
    );
    // The attacker's code, slipped into the victim's callback with the victim's own state.
    const injected = new URL(attackerBack);
    injected.searchParams.set('state', victimStart.searchParams.get('state')!);
    const landing = OAuthBrowser.landing(await victim.visit(injected.pathname + injected.search));
    expect(landing.searchParams.get('error')).toBe('auth/invalid-oauth-state');
  });

  it.each<StandInProvider>(['github', 'facebook', 'x', 'zalo'])(
    '%s: the stand-in refuses a token request without the verifier or with a wrong one',
    async (provider) => {
      const browser = new OAuthBrowser(app, providers);
      const back = await browser.atProvider(
        OAuthBrowser.landing(await browser.visit(`/api/auth/oauth/${provider}`)).toString(),
      );
      const P = provider.toUpperCase();
      const body = (verifier?: string) =>
        new URLSearchParams({
          grant_type: 'authorization_code',
          code: back.searchParams.get('code')!,
          redirect_uri: `${PUBLIC_URL}/api/auth/oauth/${provider}/callback`,
          client_id: providers.env[`${P}_CLIENT_ID`]!,
          ...(provider === 'zalo' ? { app_id: providers.env.ZALO_CLIENT_ID! } : {}),
          ...(provider === 'x' ? {} : { client_secret: providers.env[`${P}_CLIENT_SECRET`]! }),
          ...(verifier ? { code_verifier: verifier } : {}),
        });
      const headers: Record<string, string> =
        provider === 'zalo'
          ? { secret_key: providers.env.ZALO_CLIENT_SECRET! }
          : provider === 'x'
            ? {
                authorization: `Basic ${Buffer.from(`${providers.env.X_CLIENT_ID}:${providers.env.X_CLIENT_SECRET}`).toString('base64')}`,
              }
            : {};
      const answer = await fetch(providers.env[`${P}_TOKEN_URL`]!, { method: 'POST', headers, body: body() });
      const refused = (await answer.json()) as { access_token?: string; error?: unknown };
      expect(refused.access_token).toBeUndefined();
      expect(provider === 'github' ? refused.error : answer.status).toBe(
        provider === 'github' ? 'bad_verification_code' : 400,
      );
    },
  );

  it('tells a person who cancelled at the provider', async () => {
    providers.cancelNext('github');
    const landing = await new OAuthBrowser(app, providers).signInWith('github', { id: nextId(), name: 'Lê Văn Cường' });
    expect(landing.toString()).toBe(`${PUBLIC_URL}/auth/sign-in?error=auth%2Fuser-cancelled`);
  });

  it.each<[StandInProvider, 'token' | 'userinfo', 'drop' | 503]>([
    ['github', 'token', 'drop'],
    ['facebook', 'userinfo', 503],
    ['x', 'token', 503],
    ['zalo', 'userinfo', 'drop'],
  ])('%s: a provider unreachable at %s (%s) is said so', async (provider, stage, how) => {
    providers.failNext(provider, stage, how);
    const landing = await new OAuthBrowser(app, providers).signInWith(provider, { id: nextId(), name: 'Phạm Hùng' });
    expect(landing.searchParams.get('error')).toBe('auth/provider-unreachable');
  });

  it('refuses a banned account at every provider and logs the attempt', async () => {
    const banned = await createUser(app, { status: 'BANNED' });
    for (const provider of ['github', 'facebook', 'x', 'zalo'] as const) {
      const subject = nextId();
      await app.database.executeSql(`insert into user_identities (user_id, provider, subject) values ($1, $2, $3)`, [
        banned.id,
        provider,
        subject,
      ]);
      const browser = new OAuthBrowser(app, providers);
      const landing = await browser.signInWith(provider, { id: subject, name: 'Bị Khóa' });
      expect(landing.searchParams.get('error')).toBe('auth/user-disabled');
      expect(browser.cookies.refreshToken).toBeUndefined();
    }
    expect(await auditLines('auth.signin-failed', banned.id)).toHaveLength(4);
    expect(await auditLines('auth.signin', banned.id)).toEqual([]);
  });

  it('asks for the second factor of an account that has one', async () => {
    const user = await createUser(app, { secondFactor: true });
    const subject = nextId();
    await app.database.executeSql(
      `insert into user_identities (user_id, provider, subject) values ($1, 'github', $2)`,
      [user.id, subject],
    );
    const browser = new OAuthBrowser(app, providers);
    const landing = await browser.signInWith('github', { id: subject, name: 'Hai Bước' });
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/auth/sign-in`);
    const challenge = fragmentOf(landing).get('mfa');
    expect(challenge).toBeTruthy();
    expect(browser.cookies.refreshToken).toBeUndefined();
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload: { challenge, code: await totpCode(user.totpSecret!) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().userInfo.id).toBe(user.id);
  });

  it('never links silently to the account of the same e-mail: the owner proves it first', async () => {
    const owner = await createUser(app, { email: 'chu.tai.khoan@gmail.com' });
    const person = { id: nextId(), name: 'Chủ Tài Khoản', email: 'Chu.Tai.Khoan@gmail.com' };
    const landing = await new OAuthBrowser(app, providers).signInWith('github', person);
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/auth/link`);
    expect(fragmentOf(landing).get('provider')).toBe('github');
    const token = fragmentOf(landing).get('token')!;

    // Signing in with the password proves the account; the token then links GitHub to it.
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=true',
      payload: { email: owner.email, password: owner.password },
    });
    const authorization = `Bearer ${signin.json().accessToken}`;
    const linked = await app.inject({
      method: 'POST',
      url: '/api/auth/identities/pending',
      headers: { authorization },
      payload: { token },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().identities).toMatchObject([{ provider: 'github', email: 'chu.tai.khoan@gmail.com' }]);
    expect(await auditLines('auth.identity-linked', owner.id)).toEqual([{ provider: 'github', via: 'signed-in' }]);

    // The token is spent; the next GitHub sign-in lands in the owner's account.
    const reused = await app.inject({
      method: 'POST',
      url: '/api/auth/identities/pending',
      headers: { authorization },
      payload: { token },
    });
    expect(reused.json().code).toBe('auth/session-expired');
    const browser = new OAuthBrowser(app, providers);
    expect((await browser.signInWith('github', person)).toString()).toBe(`${PUBLIC_URL}/`);
    expect((await browser.profile()).id).toBe(owner.id);
  });

  it('does not take an unverified GitHub e-mail as proof of anything', async () => {
    await createUser(app, { email: 'chua.xac.minh@gmail.com' });
    const landing = await new OAuthBrowser(app, providers).signInWith('github', {
      id: nextId(),
      name: 'Chưa Xác Minh',
      email: 'chua.xac.minh@gmail.com',
      emailVerified: false,
    });
    expect(landing.pathname).toBe('/auth/complete');
    const token = fragmentOf(landing).get('token')!;
    const pending = await app.inject({ method: 'POST', url: '/api/auth/identity-signup/lookup', payload: { token } });
    expect(pending.json().verifiedEmail).toBeNull();
  });

  it('links a provider from the account page, and refuses one that belongs to another account', async () => {
    const user = await createUser(app);
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=true',
      payload: { email: user.email, password: user.password },
    });
    const authorization = `Bearer ${signin.json().accessToken}`;
    const browser = new OAuthBrowser(app, providers);
    const start = await browser.visit('/api/auth/oauth/zalo/link', { method: 'POST', headers: { authorization } });
    expect(start.statusCode).toBe(200);
    providers.signInAs('zalo', { id: nextId(), name: 'Liên Kết' });
    const back = await browser.atProvider(start.json().url);
    const landing = OAuthBrowser.landing(await browser.visit(back.pathname + back.search));
    expect(landing.toString()).toBe(`${PUBLIC_URL}/student/account?linked=zalo`);
    expect(await auditLines('auth.identity-linked', user.id)).toEqual([{ provider: 'zalo', via: 'account-page' }]);

    const other = await createUser(app);
    const otherSignin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=true',
      payload: { email: other.email, password: other.password },
    });
    const otherBrowser = new OAuthBrowser(app, providers);
    const otherStart = await otherBrowser.visit('/api/auth/oauth/zalo/link', {
      method: 'POST',
      headers: { authorization: `Bearer ${otherSignin.json().accessToken}` },
    });
    const otherBack = await otherBrowser.atProvider(otherStart.json().url);
    const refused = OAuthBrowser.landing(await otherBrowser.visit(otherBack.pathname + otherBack.search));
    expect(refused.searchParams.get('error')).toBe('auth/credential-already-in-use');
  });
});
