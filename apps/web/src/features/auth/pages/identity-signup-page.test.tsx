import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILDING_A1, pickPlace } from '@/test/dormitory-fixtures';
import { fakeApi, reply, type FakeHandler } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { testUser } from '@/test/session';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const TOKEN = 'z'.repeat(43);
const pending = (overrides: Record<string, unknown> = {}) => ({
  purpose: 'signup',
  provider: 'zalo',
  displayName: 'Trần Thị Mai',
  verifiedEmail: null,
  firstName: 'Mai',
  lastName: 'Trần Thị',
  phoneNumber: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

function api(lookup: unknown, routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST /auth/identity-signup/lookup': () => lookup,
    'GET /regulations': () => ({ version: 3 }),
    ...routes,
  });
}

describe('/auth/complete: a new person from a provider completes the profile', () => {
  it('locks the e-mail the provider vouched for and asks no code for it', async () => {
    const student = testUser('STUDENT');
    const calls = api(pending({ provider: 'github', verifiedEmail: 'mai@github.test' }), {
      'POST /auth/identity-signup/complete': () =>
        reply(201, { accessToken: 'a', refreshToken: 'r', userInfo: student }),
      'GET /users/profile': () => student,
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/auth/complete#token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Hoàn tất đăng ký' });
    const email = within(form).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('mai@github.test');
    expect(email.readOnly).toBe(true);
    expect(within(form).getByText('Đã xác minh')).toBeTruthy();
    expect(within(form).queryByLabelText('Mã xác thực email')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Gửi mã' })).toBeNull();
    expect((within(form).getByLabelText('Họ') as HTMLInputElement).value).toBe('Trần Thị');
    // The token left the address bar as soon as it was read.
    expect(router.state.location.hash).toBe('');

    await user.type(within(form).getByLabelText('Số điện thoại'), '0934567890');
    await pickPlace(user, 'KTX Khu A', 'A1');
    await user.type(within(form).getByLabelText('Phòng'), '203');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Hoàn tất đăng ký' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(calls.calls('POST', '/auth/identity-signup/complete')[0]!.body).toEqual({
      token: TOKEN,
      firstName: 'Mai',
      lastName: 'Trần Thị',
      phoneNumber: '0934567890',
      buildingId: BUILDING_A1.id,
      room: '203',
      acceptedRegulationVersion: 3,
    });
    expect(sessionStorage.getItem('tsa-identity-signup')).toBeNull();
  }, 30_000);

  it('without an e-mail from the provider: e-mail, "Gửi mã", code; and nothing typed is lost on an error', async () => {
    const calls = api(pending(), {
      'POST /auth/identity-signup/email-code': () => reply(202, { message: 'Đã gửi' }),
      'POST /auth/identity-signup/complete': () =>
        reply(400, {
          statusCode: 400,
          code: 'auth/invalid-verification-code',
          message: 'Mã xác thực không đúng. Vui lòng kiểm tra lại',
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/auth/complete#token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Hoàn tất đăng ký' });
    const email = within(form).getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(false);

    // "Gửi mã" checks the e-mail first.
    await user.click(within(form).getByRole('button', { name: 'Gửi mã' }));
    expect(await within(form).findByText('Vui lòng nhập email')).toBeTruthy();
    expect(calls.calls('POST', '/auth/identity-signup/email-code')).toEqual([]);
    await user.type(email, 'mai.tran@ktx.vn');
    await user.click(within(form).getByRole('button', { name: 'Gửi mã' }));
    expect(await within(form).findByText(/Đã gửi mã 6 chữ số tới mai\.tran@ktx\.vn/)).toBeTruthy();
    expect(calls.calls('POST', '/auth/identity-signup/email-code')[0]!.body).toEqual({
      token: TOKEN,
      email: 'mai.tran@ktx.vn',
    });
    expect(within(form).getByRole('button', { name: /^(60|59) giây$/ })).toHaveProperty('disabled', true);

    await user.type(within(form).getByLabelText('Mã xác thực email'), '123456');
    await user.type(within(form).getByLabelText('Số điện thoại'), '0934567890');
    await pickPlace(user, 'KTX Khu A', 'A1');
    await user.type(within(form).getByLabelText('Phòng'), '203');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Hoàn tất đăng ký' }));

    const code = within(form).getByLabelText('Mã xác thực email');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Mã xác thực không đúng. Vui lòng kiểm tra lại')).toBeTruthy();
    expect(calls.calls('POST', '/auth/identity-signup/complete')[0]!.body).toMatchObject({
      email: 'mai.tran@ktx.vn',
      code: '123456',
    });
    // Everything typed is still there.
    expect(email.value).toBe('mai.tran@ktx.vn');
    expect((within(form).getByLabelText('Số điện thoại') as HTMLInputElement).value).toBe('0934567890');
    expect((within(form).getByLabelText('Phòng') as HTMLInputElement).value).toBe('203');
    expect((within(form).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Tòa nhà' }).textContent).toContain('A1');
  }, 30_000);

  it('says clearly when the sign-up has expired, with the way back to sign-in', async () => {
    api(
      reply(400, {
        statusCode: 400,
        code: 'auth/session-expired',
        message: 'Phiên đăng ký đã hết hạn. Vui lòng đăng nhập lại từ đầu',
      }),
    );
    renderApp(`/auth/complete#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Phiên đăng ký đã hết hạn hoặc không hợp lệ. Vui lòng đăng nhập lại từ đầu',
    );
    expect(screen.getByRole('link', { name: 'Về trang đăng nhập' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('form', { name: 'Hoàn tất đăng ký' })).toBeNull();
  });

  it('without any token (opened by hand), says the same', async () => {
    const calls = api(pending());
    renderApp('/auth/complete');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.calls('POST', '/auth/identity-signup/lookup')).toEqual([]);
  });
});
