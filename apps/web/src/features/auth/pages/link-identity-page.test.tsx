import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { testUser } from '@/test/session';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const TOKEN = 'l'.repeat(43);
const student = testUser('STUDENT', { email: 'an@ktx.vn' });
const LINK = {
  purpose: 'link',
  provider: 'github',
  displayName: 'Nguyễn Văn An',
  verifiedEmail: 'an@ktx.vn',
  firstName: 'An',
  lastName: 'Nguyễn Văn',
  phoneNumber: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const METHODS = {
  password: true,
  passkeys: 0,
  phone: null,
  identities: [
    { provider: 'github', displayName: 'Nguyễn Văn An', email: 'an@ktx.vn', createdAt: '2026-01-01', lastUsedAt: null },
  ],
};

describe('/auth/link: the provider’s e-mail has an account', () => {
  it('signs in to that account with the password, links the provider, and opens the account page', async () => {
    const api = fakeApi({
      'GET /auth/providers': () => ({ password: true, google: null, oauth: ['github'], phone: true }),
      'POST /auth/identity-signup/lookup': () => LINK,
      'POST /auth/signin': () => ({ accessToken: 'a', refreshToken: 'r', userInfo: student }),
      'POST /auth/identities/pending': () => METHODS,
      'GET /auth/sign-in-methods': () => METHODS,
      'GET /users/profile': () => student,
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/auth/link#token=${TOKEN}&provider=github`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Liên kết GitHub' })).toBeTruthy();
    expect(screen.getByText(/đã có tài khoản TSA\. Đăng nhập vào tài khoản đó để liên kết GitHub\./)).toBeTruthy();
    expect(screen.getByText('an@ktx.vn')).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    // No other way in is offered: a provider or a new account would not prove this account.
    expect(screen.queryByRole('link', { name: 'Đăng nhập với GitHub' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Đăng ký ngay' })).toBeNull();
    const password = screen.getByLabelText('Mật khẩu');
    expect(document.activeElement).toBe(password);

    await user.type(password, 'Giatsay@2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/account'));
    expect(await screen.findByText('Đã liên kết GitHub với tài khoản của bạn')).toBeTruthy();
    expect(api.calls('POST', '/auth/signin')[0]!.body).toEqual({ email: 'an@ktx.vn', password: 'Giatsay@2026' });
    expect(api.calls('POST', '/auth/identities/pending')).toHaveLength(1);
    expect(api.calls('POST', '/auth/identities/pending')[0]!.body).toEqual({ token: TOKEN });
    expect(sessionStorage.getItem('tsa-identity-link')).toBeNull();
  }, 30_000);

  it('says so when the link has expired', async () => {
    fakeApi({
      'POST /auth/identity-signup/lookup': () =>
        reply(400, { statusCode: 400, code: 'auth/session-expired', message: 'Phiên đăng ký đã hết hạn' }),
    });
    renderApp(`/auth/link#token=${TOKEN}&provider=github`);
    expect((await screen.findByRole('alert')).textContent).toContain('Yêu cầu liên kết đã hết hạn');
    expect(screen.getByRole('link', { name: 'Về trang đăng nhập' })).toBeTruthy();
  });
});
