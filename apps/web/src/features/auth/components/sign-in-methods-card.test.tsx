import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PASSWORD_POLICY, ERRORS } from '@tsa/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, type FakeHandler } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { storeSession, testUser } from '@/test/session';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const student = testUser('STUDENT');
const GITHUB = {
  provider: 'github',
  displayName: 'Nguyễn Văn An',
  email: 'an@github.test',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
};

function api(methods: unknown, routes: Record<string, FakeHandler> = {}) {
  storeSession(student);
  return fakeApi({
    'GET /users/profile': () => student,
    'GET /auth/providers': () => ({ password: true, google: null, oauth: ['github', 'zalo'], phone: true }),
    'GET /auth/sign-in-methods': () => methods,
    'GET /auth/passkeys': () => [],
    'GET /auth/password-policy': () => DEFAULT_PASSWORD_POLICY,
    'GET /auth/second-factor': () => ({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 }),
    'GET /outreach/preferences': () => DEFAULT_NOTIFICATION_PREFERENCES,
    ...routes,
  });
}

async function openCard() {
  return screen.findByRole('region', { name: 'Cách đăng nhập' });
}

describe('the account page’s ways of signing in', () => {
  it('lists every way in; the only one cannot be removed, and says why', async () => {
    api({ password: false, passkeys: 0, phone: null, identities: [GITHUB] });
    renderApp('/student/account');
    const card = await openCard();
    const unlink = await within(card).findByRole('button', { name: 'Gỡ liên kết GitHub' });
    expect(unlink).toHaveProperty('disabled', true);
    const reason = document.getElementById(unlink.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('Đây là cách đăng nhập duy nhất của bạn');
    expect(within(card).getByText('Nguyễn Văn An · an@github.test')).toBeTruthy();
    expect(within(card).getByText('Chưa đặt mật khẩu')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Liên kết Zalo' })).toBeTruthy();
  }, 30_000);

  it('says it could not load an answer of another shape, and the account page keeps working', async () => {
    api(student);
    renderApp('/student/account');
    const card = await openCard();
    expect((await within(card).findByRole('alert')).textContent).toBe('Đã có lỗi xảy ra. Vui lòng thử lại');
    expect(screen.getByRole('form', { name: 'Thông tin cá nhân' })).toBeTruthy();
  }, 30_000);

  it('unlinks after the confirmation; a 409 from the server is shown', async () => {
    const calls = api(
      { password: true, passkeys: 0, phone: null, identities: [GITHUB] },
      {
        'DELETE /auth/identities/:provider': () =>
          reply(409, {
            statusCode: 409,
            code: 'auth/last-sign-in-method',
            message: ERRORS['auth/last-sign-in-method'].message,
          }),
      },
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/student/account');
    const card = await openCard();
    const unlink = await within(card).findByRole('button', { name: 'Gỡ liên kết GitHub' });
    expect(unlink).toHaveProperty('disabled', false);
    await user.click(unlink);
    const dialog = await screen.findByRole('dialog', { name: 'Gỡ GitHub?' });
    const confirm = within(dialog).getByRole('button', { name: 'Gỡ liên kết' });
    // The confirmation wakes a moment after opening (a double tap never confirms).
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    await user.click(confirm);
    expect((await within(card).findByRole('alert')).textContent).toBe(ERRORS['auth/last-sign-in-method'].message);
    expect(calls.calls('DELETE', '/auth/identities/github')).toHaveLength(1);
  }, 30_000);

  it('links a provider by sending the browser to the address the server answers', async () => {
    const assign = vi.fn();
    const calls = api(
      { password: true, passkeys: 0, phone: null, identities: [] },
      { 'POST /auth/oauth/:provider/link': () => ({ url: 'http://127.0.0.1:9/v4/permission?app_id=1' }) },
    );
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup({ delay: null });
    renderApp('/student/account');
    const card = await openCard();
    await user.click(await within(card).findByRole('button', { name: 'Liên kết Zalo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/v4/permission?app_id=1'));
    expect(calls.calls('POST', '/auth/oauth/zalo/link')).toHaveLength(1);
  }, 30_000);

  it('says once that a provider was linked (?linked=) and cleans the address', async () => {
    api(
      {
        password: true,
        passkeys: 1,
        phone: { phoneNumber: '+84912345678', verifiedAt: '2026-01-01' },
        identities: [GITHUB],
      },
      {
        'GET /auth/passkeys': () => [
          { id: crypto.randomUUID(), name: 'Điện thoại', backedUp: true, createdAt: '2026-01-01', lastUsedAt: null },
        ],
      },
    );
    const { router } = renderApp('/student/account?linked=github');
    const card = await openCard();
    expect(await screen.findByText('Đã liên kết GitHub với tài khoản của bạn')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(card).getByText('0912 345 678')).toBeTruthy();
    expect(within(card).getByText('Đã xác minh')).toBeTruthy();
    expect(within(card).getByText('1 khóa truy cập')).toBeTruthy();
  }, 30_000);

  it('adds a phone number with the SMS code; the profile then shows it verified', async () => {
    let methods = { password: true, passkeys: 0, phone: null as unknown, identities: [] as unknown[] };
    let profile = student;
    api(methods, {
      'GET /auth/sign-in-methods': () => methods,
      'GET /users/profile': () => profile,
      'POST /auth/phone/link/start': () =>
        reply(202, { message: 'Đã gửi', phoneNumber: '+84987654321', resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /auth/phone/link/verify': () => {
        methods = { ...methods, phone: { phoneNumber: '+84987654321', verifiedAt: '2026-01-01' } };
        profile = { ...student, phoneNumber: '+84987654321', phoneVerified: true } as typeof student;
        return profile;
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/student/account');
    const card = await openCard();
    await user.click(await within(card).findByRole('button', { name: 'Thêm số' }));
    await user.type(within(card).getByLabelText('Số điện thoại'), '0987 654 321');
    await user.click(within(card).getByRole('button', { name: 'Gửi mã' }));
    await user.type(await within(card).findByLabelText('Mã xác thực SMS'), '135790');
    await user.click(within(card).getByRole('button', { name: 'Xác minh' }));
    expect(await within(card).findByText('0987 654 321')).toBeTruthy();
    expect(await screen.findByText('+84987654321')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Gỡ Số điện thoại' })).toBeTruthy();
  }, 30_000);
});
