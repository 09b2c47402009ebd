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

const PROVIDERS = { 'GET /auth/providers': () => ({ password: true, google: null, oauth: [], phone: true }) };
const SENT = {
  message: 'Mã xác thực đã được gửi qua SMS',
  phoneNumber: '+84912345678',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

async function openPhoneStep() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Đăng nhập bằng số điện thoại' }));
  await screen.findByRole('heading', { level: 1, name: 'Đăng nhập bằng số điện thoại' });
  return user;
}

describe('signing in with a phone number', () => {
  it('says what is wrong with the number before sending it, and what the server refused', async () => {
    const api = fakeApi({
      ...PROVIDERS,
      'POST /auth/phone/start': () =>
        reply(400, {
          statusCode: 400,
          code: 'auth/invalid-phone-number',
          message: 'Số điện thoại không hợp lệ. Vui lòng nhập số di động Việt Nam (ví dụ 0912 345 678)',
        }),
    });
    renderApp('/auth');
    const user = await openPhoneStep();
    const field = screen.getByLabelText('Số điện thoại');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByText('Vui lòng nhập số điện thoại')).toBeTruthy();
    expect(api.calls('POST', '/auth/phone/start')).toEqual([]);

    // Letters never get into the field; a landline passes the page and the server says no.
    await user.type(field, 'abc024 3826 1234');
    expect((field as HTMLInputElement).value).toBe('024 3826 1234');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(
      await screen.findByText('Số điện thoại không hợp lệ. Vui lòng nhập số di động Việt Nam (ví dụ 0912 345 678)'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST', '/auth/phone/start')[0]!.body).toEqual({ phoneNumber: '024 3826 1234' });
  });

  it('sends the code, then signs a known number in and goes to the student area', async () => {
    const student = testUser('STUDENT', { phoneNumber: '+84912345678', phoneVerified: true });
    const api = fakeApi({
      ...PROVIDERS,
      'POST /auth/phone/start': () => reply(202, SENT),
      'POST /auth/phone/verify': (request) =>
        (request.body as { code: string }).code === '246810'
          ? { accessToken: 'access-phone', refreshToken: 'r', userInfo: student }
          : reply(400, {
              statusCode: 400,
              code: 'auth/invalid-verification-code',
              message: 'Mã xác thực không đúng',
            }),
      'GET /users/profile': () => student,
    });
    const { router } = renderApp('/auth');
    const user = await openPhoneStep();
    await user.type(screen.getByLabelText('Số điện thoại'), '0912 345 678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Nhập mã xác thực' })).toBeTruthy();
    expect(screen.getByText('0912 345 678')).toBeTruthy();
    // The server's cooldown, counted down on the resend button.
    expect(screen.getByRole('button', { name: /^Gửi lại mã sau (60|59) giây$/ })).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Mã xác thực'), '111111');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mã xác thực không đúng')).toBeTruthy();
    await user.type(screen.getByLabelText('Mã xác thực'), '246810');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(api.calls('POST', '/auth/phone/verify').at(-1)!.body).toEqual({
      phoneNumber: '+84912345678',
      code: '246810',
    });
    expect(api.calls('POST', '/auth/phone/verify').at(-1)!.query.get('mobile')).toBe('false');
  });

  it('takes a new number on to complete the profile, the token in the fragment', async () => {
    fakeApi({
      ...PROVIDERS,
      'POST /auth/phone/start': () => reply(202, SENT),
      'POST /auth/phone/verify': () => ({ next: 'complete-signup', token: 't'.repeat(43) }),
      'POST /auth/identity-signup/lookup': () => ({
        purpose: 'signup',
        provider: 'phone',
        displayName: null,
        verifiedEmail: null,
        firstName: null,
        lastName: null,
        phoneNumber: '+84912345678',
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    });
    const { router } = renderApp('/auth');
    const user = await openPhoneStep();
    await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    await user.type(await screen.findByLabelText('Mã xác thực'), '246810');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/complete'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoàn tất đăng ký' })).toBeTruthy();
    // The verified number is prefilled and locked.
    const phone = await screen.findByLabelText('Số điện thoại');
    expect((phone as HTMLInputElement).value).toBe('0912 345 678');
    expect((phone as HTMLInputElement).readOnly).toBe(true);
    expect(router.state.location.hash).toBe('');
  });

  it('counts down when the server says to wait (429), instead of letting the button be pressed', async () => {
    fakeApi({
      ...PROVIDERS,
      'POST /auth/phone/start': () =>
        reply(
          429,
          { statusCode: 429, code: 'auth/too-many-requests', message: 'Quá nhiều yêu cầu. Vui lòng thử lại sau' },
          { 'retry-after': '45' },
        ),
    });
    renderApp('/auth');
    const user = await openPhoneStep();
    await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Quá nhiều yêu cầu. Vui lòng thử lại sau');
    // The server's 45 s, counting down (a loaded machine may have let a few seconds pass), not the default 60.
    const wait = screen.getByRole('button', { name: /^Gửi mã sau \d+ giây$/ });
    const seconds = Number(/(\d+) giây/.exec(wait.textContent ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(45);
    expect(wait).toHaveProperty('disabled', true);
  });

  it('asks for the authenticator after the SMS code when the account has one', async () => {
    fakeApi({
      ...PROVIDERS,
      'POST /auth/phone/start': () => reply(202, SENT),
      'POST /auth/phone/verify': () =>
        reply(401, {
          statusCode: 401,
          code: 'auth/multi-factor-auth-required',
          message: 'Tài khoản này bật xác thực hai bước',
          mfa: { challenge: 'c', methods: ['totp', 'recovery-code'], expiresAt: '2030-01-01T00:00:00.000Z' },
        }),
    });
    renderApp('/auth');
    const user = await openPhoneStep();
    await user.type(screen.getByLabelText('Số điện thoại'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    await user.type(await screen.findByLabelText('Mã xác thực'), '246810');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Xác thực hai bước' })).toBeTruthy();
  });
});
