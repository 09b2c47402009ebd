import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLinks } from '../../db/schema';
import { createUser } from '../../test/factories';
import { type CaughtMail } from '../../test/mail-catcher';
import { startMailedApp, type MailCatcher } from '../../test/mailed-app';

describe('sign-in by e-mailed link', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, mail, close } = await startMailedApp()));
  afterAll(() => close());

  const ask = (email: string, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/signin/email-link', payload: { email }, remoteAddress: ip });
  const nonceOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === 'signinLinkNonce');
  const tokenIn = (message: CaughtMail) => {
    const match = message.text.match(/https:\/\/giatsay\.example\.vn\/auth\/email-link\?token=([\w-]+)/);
    expect(match).not.toBeNull();
    return match![1]!;
  };
  const open = (token: string, nonce: string | undefined) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin/email-link/complete',
      payload: { token },
      cookies: nonce ? { signinLinkNonce: nonce } : {},
    });

  it('answers 202 alike for known and unknown e-mails, mails only the account, with a browser-binding cookie', async () => {
    const user = await createUser(app);
    const known = await ask(user.email);
    const unknown = await ask('nguoi-la@st.tsa.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    for (const response of [known, unknown]) {
      expect(nonceOf(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 900 });
    }
    const message = await mail.waitFor(user.email);
    expect(message.subject).toBe('Liên kết đăng nhập TSA của bạn');
    expect(message.text).toContain('15 phút');
    expect(mail.to('nguoi-la@st.tsa.test')).toHaveLength(0);
  });

  it('signs in the browser that asked, once; the refresh cookie is set and the nonce cleared', async () => {
    const user = await createUser(app);
    const nonce = nonceOf(await ask(user.email))!.value;
    const token = tokenIn(await mail.waitFor(user.email));

    const done = await open(token, nonce);
    expect(done.statusCode).toBe(200);
    expect(done.json().userInfo.email).toBe(user.email);
    expect(done.cookies.find((c) => c.name === 'refreshToken')?.value).toBeTruthy();
    expect(nonceOf(done)?.value).toBe('');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${done.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(200);

    const again = await open(token, nonce);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Liên kết đăng nhập không hợp lệ, đã hết hạn hoặc đã được dùng. Vui lòng yêu cầu liên kết mới',
    );
  });

  it('refuses the link in another browser with a clear message, and it still works in the right one', async () => {
    const user = await createUser(app);
    const nonce = nonceOf(await ask(user.email))!.value;
    const token = tokenIn(await mail.waitFor(user.email));
    const otherBrowserNonce = nonceOf(await ask('nguoi-khac@st.tsa.test'))!.value;

    for (const wrong of [undefined, otherBrowserNonce]) {
      const refused = await open(token, wrong);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'auth/link-other-browser' });
      expect(refused.json().message).toContain('trên chính trình duyệt đã yêu cầu');
    }
    expect((await open(token, nonce)).statusCode).toBe(200);
  });

  it('refuses an expired link and an older one once a newer was sent', async () => {
    const user = await createUser(app);
    const firstNonce = nonceOf(await ask(user.email))!.value;
    const first = tokenIn(await mail.waitFor(user.email));
    await app.database.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.userId, user.id));
    const expired = await open(first, firstNonce);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('auth/code-expired');

    const nonce = nonceOf(await ask(user.email))!.value;
    const second = tokenIn(await mail.waitFor(user.email, 2));
    const nonce3 = nonceOf(await ask(user.email))!.value;
    const third = tokenIn(await mail.waitFor(user.email, 3));
    expect((await open(second, nonce)).statusCode).toBe(400);
    expect((await open(third, nonce3)).statusCode).toBe(200);
  });

  it('throttles requests per e-mail', async () => {
    const user = await createUser(app);
    const limit = app.rateLimiter.rules.emailPerAccount.limit;
    for (let i = 0; i < limit; i += 1) expect((await ask(user.email, `10.1.0.${i}`)).statusCode).toBe(202);
    const refused = await ask(user.email, '10.1.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth/too-many-requests');
  });
});
