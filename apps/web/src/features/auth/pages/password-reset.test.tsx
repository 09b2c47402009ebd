import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PASSWORD_POLICY } from '@tsa/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { json } from '@/test/session';

type Handler = (body: Record<string, unknown>) => Response;

function api(routes: Record<string, Handler>) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ url, body });
      const handler = routes[`${init?.method ?? 'GET'} ${url}`];
      if (handler) return handler(body);
      return json({ statusCode: 404, code: 'request/not-found', message: 'Không tìm thấy' }, 404);
    }),
  );
  return calls;
}

const SENT = 'Nếu email thuộc một tài khoản TSA, chúng tôi đã gửi mã đặt lại mật khẩu tới email đó';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot and reset password', () => {
  it('sends the code, then sets the new password with it and asks to sign in', { timeout: 40_000 }, async () => {
    const calls = api({
      'POST /api/auth/forgot-password': () => json({ message: SENT }, 202),
      'GET /api/auth/password-policy': () => json(DEFAULT_PASSWORD_POLICY),
      'GET /api/auth/providers': () => json({ password: true, google: null }),
      'POST /api/auth/reset-password': (body) =>
        body.code === '123456'
          ? new Response(null, { status: 204 })
          : json({ statusCode: 400, code: 'auth/invalid-verification-code', message: 'Mã xác thực không đúng' }, 400),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'an@ktx.vn');
    await user.click(screen.getByRole('link', { name: 'Quên mật khẩu?' }));

    // The e-mail typed on the sign-in page comes along.
    const forgot = await screen.findByRole('form', { name: 'Quên mật khẩu' });
    expect((within(forgot).getByLabelText('Email') as HTMLInputElement).value).toBe('an@ktx.vn');
    await user.click(within(forgot).getByRole('button', { name: 'Gửi mã đặt lại mật khẩu' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(router.state.location.search).toBe('?email=an%40ktx.vn');
    const reset = await screen.findByRole('form', { name: 'Đặt lại mật khẩu' });
    expect(within(reset).getByText(SENT)).toBeTruthy();
    expect(document.activeElement).toBe(within(reset).getByLabelText('Mã xác thực'));

    await user.type(within(reset).getByLabelText('Mã xác thực'), '654321');
    await user.type(within(reset).getByLabelText('Mật khẩu mới'), 'Giatsay@2027');
    await user.type(within(reset).getByLabelText('Nhập lại mật khẩu mới'), 'Giatsay@2028');
    await user.click(within(reset).getByRole('button', { name: 'Đặt mật khẩu mới' }));
    expect(await within(reset).findByText('Nhập lại mật khẩu không khớp')).toBeTruthy();

    await user.clear(within(reset).getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(within(reset).getByLabelText('Nhập lại mật khẩu mới'), 'Giatsay@2027');
    await user.click(within(reset).getByRole('button', { name: 'Đặt mật khẩu mới' }));
    expect(await within(reset).findByText('Mã xác thực không đúng')).toBeTruthy();

    await user.clear(within(reset).getByLabelText('Mã xác thực'));
    await user.type(within(reset).getByLabelText('Mã xác thực'), '123456');
    await user.click(within(reset).getByRole('button', { name: 'Đặt mật khẩu mới' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Đã đặt mật khẩu mới. Vui lòng đăng nhập bằng mật khẩu mới')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/auth/forgot-password').map((c) => c.body)).toEqual([
      { email: 'an@ktx.vn' },
    ]);
    expect(calls.filter((c) => c.url === '/api/auth/reset-password').at(-1)?.body).toEqual({
      email: 'an@ktx.vn',
      code: '123456',
      newPassword: 'Giatsay@2027',
      confirmPassword: 'Giatsay@2027',
    });
  });

  it('from the e-mailed link asks only for the new password', async () => {
    const token = 'a'.repeat(43);
    const calls = api({
      'GET /api/auth/password-policy': () => json(DEFAULT_PASSWORD_POLICY),
      'POST /api/auth/reset-password': () => new Response(null, { status: 204 }),
      'GET /api/auth/providers': () => json({ password: true, google: null }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/auth/reset-password?token=${token}&email=an%40ktx.vn`);
    const reset = await screen.findByRole('form', { name: 'Đặt lại mật khẩu' });
    expect(within(reset).queryByLabelText('Mã xác thực')).toBeNull();
    expect(within(reset).queryByLabelText('Email')).toBeNull();
    expect(screen.getByText('an@ktx.vn')).toBeTruthy();
    const newPassword = within(reset).getByLabelText('Mật khẩu mới');
    expect(document.activeElement).toBe(newPassword);
    await user.type(newPassword, '12345678');
    await user.type(within(reset).getByLabelText('Nhập lại mật khẩu mới'), '12345678');
    await user.click(within(reset).getByRole('button', { name: 'Đặt mật khẩu mới' }));
    // A common password is refused before it is sent.
    expect(await within(reset).findByText('Mật khẩu chưa đáp ứng các yêu cầu bên dưới')).toBeTruthy();
    await user.clear(newPassword);
    await user.type(newPassword, 'Phong 203 sạch');
    await user.clear(within(reset).getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(within(reset).getByLabelText('Nhập lại mật khẩu mới'), 'Phong 203 sạch');
    await user.click(within(reset).getByRole('button', { name: 'Đặt mật khẩu mới' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls.find((c) => c.url === '/api/auth/reset-password')?.body).toEqual({
      token,
      newPassword: 'Phong 203 sạch',
      confirmPassword: 'Phong 203 sạch',
    });
  });

  it('offers a new e-mail when the link has expired', async () => {
    api({
      'GET /api/auth/password-policy': () => json(DEFAULT_PASSWORD_POLICY),
      'POST /api/auth/reset-password': () =>
        json(
          {
            statusCode: 400,
            code: 'auth/code-expired',
            message: 'Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã được dùng',
          },
          400,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/auth/reset-password?token=${'b'.repeat(43)}&email=an%40ktx.vn`);
    const reset = await screen.findByRole('form', { name: 'Đặt lại mật khẩu' });
    await user.type(within(reset).getByLabelText('Mật khẩu mới'), 'Phong 203 sạch');
    await user.type(within(reset).getByLabelText('Nhập lại mật khẩu mới'), 'Phong 203 sạch');
    await user.click(within(reset).getByRole('button', { name: 'Đặt mật khẩu mới' }));
    const alert = await within(reset).findByRole('alert');
    expect(alert.textContent).toContain('Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã được dùng');
    expect(within(alert).getByRole('link', { name: 'Gửi lại email' }).getAttribute('href')).toBe(
      '/auth/forgot-password?email=an%40ktx.vn',
    );
  });
});
