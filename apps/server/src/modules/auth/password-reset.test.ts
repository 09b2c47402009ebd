import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { createUser } from '../../test/factories';
import { codeIn } from '../../test/mail-catcher';
import { startMailedApp, type MailCatcher } from '../../test/mailed-app';

describe('forgot and reset password', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, mail, close } = await startMailedApp()));
  afterAll(() => close());

  const forgot = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
  const signin = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin?mobile=true', payload: { email, password } });

  it('answers the same for known and unknown e-mails and only mails real accounts', async () => {
    const user = await createUser(app);
    const known = await forgot(user.email);
    const unknown = await forgot('ghost@st.tsa.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await mail.waitFor(user.email);
    expect(mail.to('ghost@st.tsa.test')).toHaveLength(0);
  });

  it('resets with the e-mailed code, revokes every session, and the new password signs in', async () => {
    const user = await createUser(app);
    const session = (await signin(user.email, user.password)).json();
    await forgot(user.email);
    const code = codeIn(await mail.waitFor(user.email));

    const wrongCode = await reset({
      email: user.email,
      code: code === '999999' ? '000000' : '999999',
      newPassword: 'ao-so-mi-trang-9',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('auth/invalid-verification-code');

    const weak = await reset({ email: user.email, code, newPassword: '12345678' });
    expect(weak.json().code).toBe('auth/weak-password');

    const mismatch = await reset({ email: user.email, code, newPassword: 'ao-so-mi-trang-9', confirmPassword: 'khac' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'auth/password-mismatch' });
    expect(mismatch.json().message).toContain('Nhập lại mật khẩu không khớp');

    const done = await reset({
      email: user.email,
      code,
      newPassword: 'ao-so-mi-trang-9',
      confirmPassword: 'ao-so-mi-trang-9',
    });
    expect(done.statusCode).toBe(204);

    expect((await signin(user.email, user.password)).statusCode).toBe(401);
    expect((await signin(user.email, 'ao-so-mi-trang-9')).statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refused.statusCode).toBe(401);

    // a used code cannot be replayed
    expect((await reset({ email: user.email, code, newPassword: 'mot-mat-khau-khac-1' })).statusCode).toBe(400);
  });

  it('resets through the e-mailed link built on PUBLIC_URL', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const message = await mail.waitFor(user.email);
    const link = message.text.match(/https:\/\/giatsay\.example\.vn\/auth\/reset-password\?token=([^&\s]+)&email=\S+/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect(message.html).toContain('https://giatsay.example.vn/auth/reset-password?token=');

    expect((await reset({ token, newPassword: 'chan-men-sach-se' })).statusCode).toBe(204);
    expect((await signin(user.email, 'chan-men-sach-se')).statusCode).toBe(200);
    const again = await reset({ token, newPassword: 'chan-men-sach-se-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth/code-expired');
  });

  it('refuses an expired reset code', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const code = codeIn(await mail.waitFor(user.email));
    const { passwordResets } = await import('../../db/schema');
    await app.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const response = await reset({ email: user.email, code, newPassword: 'giay-the-thao-sach' });
    expect(response.json().code).toBe('auth/code-expired');
    const tokens = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens).toHaveLength(0);
  });

  it('asks for the code or the link', async () => {
    const response = await reset({ newPassword: 'giay-the-thao-sach' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Vui lòng nhập email và mã xác thực');
  });
});
