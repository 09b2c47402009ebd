import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { json, testUser } from '@/test/session';
import type { GoogleIdApi } from '../lib/google-identity';

type Handler = (body: unknown) => Response;

function api(routes: Record<string, Handler>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, body });
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    if (handler) return handler(body);
    return json({ statusCode: 404, code: 'request/not-found', message: 'Không tìm thấy' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const student = testUser('STUDENT');
const PROVIDERS_PASSWORD_ONLY = { 'GET /api/auth/providers': () => json({ password: true, google: null }) };

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

describe('sign-in page', () => {
  it('explains what is wrong before sending anything', async () => {
    const calls = api(PROVIDERS_PASSWORD_ONLY);
    const user = userEvent.setup({ delay: null });
    renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Đăng nhập' });
    const email = within(form).getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(within(form).getByLabelText('Mật khẩu').getAttribute('autocomplete')).toBe('current-password');

    await user.click(within(form).getByRole('button', { name: 'Đăng nhập' }));
    // The form's schema (and zod) loads on this first validation, not with the page.
    expect(await within(form).findByText('Vui lòng nhập email')).toBeTruthy();
    expect(within(form).getByText('Vui lòng nhập mật khẩu')).toBeTruthy();

    await user.type(email, 'an@ktx');
    expect(await within(form).findByText('Email không hợp lệ')).toBeTruthy();
    await user.type(email, '.vn');
    await waitFor(() => expect(within(form).queryByText('Email không hợp lệ')).toBeNull());
    expect(calls.filter((c) => c.url.startsWith('/api/auth/signin'))).toEqual([]);
    // No Google button unless the server offers it.
    expect(screen.queryByRole('button', { name: 'Đăng nhập với Google' })).toBeNull();
  }, 30_000); // + the first import of the shared schemas (see lib/lazy-zod-resolver)

  it('shows and hides the password', async () => {
    api(PROVIDERS_PASSWORD_ONLY);
    const user = userEvent.setup({ delay: null });
    renderApp('/auth');
    const password = await screen.findByLabelText('Mật khẩu');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('puts a wrong e-mail or password on the password field', async () => {
    api({
      ...PROVIDERS_PASSWORD_ONLY,
      'POST /api/auth/signin?mobile=false': () =>
        json({ statusCode: 401, code: 'auth/invalid-credential', message: 'Email hoặc mật khẩu không đúng' }, 401),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'an@ktx.vn');
    await user.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const password = screen.getByLabelText('Mật khẩu');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Email hoặc mật khẩu không đúng')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('shows the server’s message when it is not about one field', async () => {
    api({
      ...PROVIDERS_PASSWORD_ONLY,
      'POST /api/auth/signin?mobile=false': () =>
        json(
          { statusCode: 429, code: 'auth/too-many-requests', message: 'Quá nhiều yêu cầu. Vui lòng thử lại sau' },
          429,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/auth?email=an%40ktx.vn');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('an@ktx.vn');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Giatsay@2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Quá nhiều yêu cầu. Vui lòng thử lại sau');
  });

  it('signs in and goes back to the page that asked for it', async () => {
    const calls = api({
      ...PROVIDERS_PASSWORD_ONLY,
      'POST /api/auth/signin?mobile=false': () =>
        json({ accessToken: 'access-1', refreshToken: 'r', userInfo: student }),
      'GET /api/users/profile': () => json(student),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/student/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));

    await user.type(await screen.findByLabelText('Email'), '  AN@ktx.vn ');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Giatsay@2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài khoản của tôi' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/signin?mobile=false')?.body).toEqual({
      email: 'an@ktx.vn',
      password: 'Giatsay@2026',
    });
    expect(Cookies.get('token')).toBe('access-1');
    expect(JSON.parse(Cookies.get('user_data')!)).toMatchObject({ id: student.id, role: 'STUDENT', authMethod: 'jwt' });
  }, 30_000); // + the first import of the shared schemas (see lib/lazy-zod-resolver)

  it('sends a banned account to /banned', async () => {
    api({
      ...PROVIDERS_PASSWORD_ONLY,
      'POST /api/auth/signin?mobile=false': () =>
        json({ statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }, 403),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email'), 'an@ktx.vn');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Giatsay@2026');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/banned'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' })).toBeTruthy();
  });
});

describe('Google sign-in', () => {
  function fakeGoogle(credential: string | undefined) {
    const id: GoogleIdApi = {
      initialize: vi.fn((config) => {
        id.prompt = vi.fn(() => config.callback({ credential }));
      }),
      prompt: vi.fn(),
      renderButton: vi.fn(),
      disableAutoSelect: vi.fn(),
    };
    // Google Identity Services as its script defines it: the loader finds it and adds no tag.
    window.google = { accounts: { id } };
    return id;
  }

  it('exchanges Google’s ID token for a session', async () => {
    const google = fakeGoogle('google-id-token-0123456789');
    const calls = api({
      'GET /api/auth/providers': () =>
        json({ password: true, google: { clientId: 'client-1.apps.googleusercontent.com' } }),
      'POST /api/auth/signin/google?mobile=false': () =>
        json({ accessToken: 'access-g', refreshToken: 'r', userInfo: student }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập với Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }),
    );
    expect(calls.find((c) => c.url === '/api/auth/signin/google?mobile=false')?.body).toEqual({
      idToken: 'google-id-token-0123456789',
    });
    expect(Cookies.get('token')).toBe('access-g');
  });

  it('says so when no access token comes back', async () => {
    const google = fakeGoogle('google-id-token-0123456789');
    api({
      'GET /api/auth/providers': () =>
        json({ password: true, google: { clientId: 'client-1.apps.googleusercontent.com' } }),
      'POST /api/auth/signin/google?mobile=false': () => json({ refreshToken: 'r', userInfo: student }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập với Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Không lấy được mã đăng nhập từ Google');
    expect(router.state.location.pathname).toBe('/auth');
    await waitFor(() => expect(google.disableAutoSelect).toHaveBeenCalled());
    expect(Cookies.get('token')).toBeUndefined();
  });
});
