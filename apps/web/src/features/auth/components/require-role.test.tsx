import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { json, storeSession, testUser } from '@/test/session';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(user: object | null) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/users/profile') return user ? json(user) : json({ code: 'auth/unauthenticated' }, 401);
    return json([]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('RequireRole', () => {
  it('sends a signed-out visitor to sign in, remembering the page', async () => {
    serve(null);
    const { router } = renderApp('/staff/order?status=WASHING');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/staff/order?status=WASHING')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeTruthy();
  });

  it('sends a user of another role to /401', async () => {
    const student = testUser('STUDENT');
    storeSession(student);
    serve(student);
    const { router } = renderApp('/dashboard/accounts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không có quyền truy cập' })).toBeTruthy();
  });

  it('lets any signed-in role open the shared pages', async () => {
    const staff = testUser('STAFF');
    storeSession(staff);
    serve(staff);
    const { router } = renderApp('/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hỗ trợ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tickets');
  });

  it('sends a banned user to /banned', async () => {
    // The server is unreachable, so start-up trusts the stored copy — which says BANNED.
    storeSession(testUser('STUDENT', { status: 'BANNED' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { router } = renderApp('/student/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/banned'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' })).toBeTruthy();
  });
});

describe('session ends and bans from the server', () => {
  it('shows /banned and signs out when start-up learns the account is disabled', async () => {
    storeSession(testUser('STUDENT'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }, 403),
      ),
    );
    const { router } = renderApp('/student/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/banned'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' })).toBeTruthy();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user_data')).toBeUndefined();
  });

  it('shows /banned when the access token has expired and the refresh learns of the ban', async () => {
    storeSession(testUser('STUDENT'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/refresh')
          return json({ statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }, 403);
        return json({ statusCode: 401, code: 'auth/user-token-expired', message: 'Phiên đăng nhập đã hết hạn' }, 401);
      }),
    );
    const { router } = renderApp('/student/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/banned'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' })).toBeTruthy();
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('shows /banned when a later call answers auth/user-disabled', async () => {
    const student = testUser('STUDENT');
    storeSession(student);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/users/profile') return json(student);
        if (url === '/api/auth/password-policy')
          return json({ statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }, 403);
        return json([]);
      }),
    );
    const { router } = renderApp('/student/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/banned'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Tài khoản:/ })).toBeNull());
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('signs out to /auth?returnTo=… when the session cannot be refreshed', async () => {
    const student = testUser('STUDENT');
    storeSession(student);
    let profileCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/users/profile') {
          profileCalls += 1;
          // Fine at start-up; expired (and not refreshable) when the account page asks again.
          return profileCalls === 1
            ? json(student)
            : json({ statusCode: 401, code: 'auth/user-token-expired', message: 'Phiên đăng nhập đã hết hạn' }, 401);
        }
        if (url === '/api/auth/refresh')
          return json({ statusCode: 401, code: 'auth/invalid-credential', message: '…' }, 401);
        return json([]);
      }),
    );
    const { router } = renderApp('/staff');
    // A student opening /staff first lands on /401; then a stale profile call ends the session.
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    await router.navigate('/student/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/student/account')}`);
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('guest-only pages', () => {
  it('send a signed-in user to their home', async () => {
    const staff = testUser('STAFF');
    storeSession(staff);
    serve(staff);
    const { router } = renderApp('/auth/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it('honour an allowed returnTo, and ignore one the role may not open', async () => {
    const admin = testUser('ADMIN');
    storeSession(admin);
    serve(admin);
    const first = renderApp('/auth?returnTo=%2Fdashboard%2Forder%3Fpage%3D2');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard/order'));
    expect(first.router.state.location.search).toBe('?page=2');
    first.unmount();

    const second = renderApp('/auth?returnTo=%2Fstudent%2Faccount');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard'));
  });
});
