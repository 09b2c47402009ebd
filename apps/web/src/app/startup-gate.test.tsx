import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

const student = {
  id: 'u1',
  firstName: 'An',
  lastName: 'Nguyễn Văn',
  role: 'STUDENT',
  status: 'ACTIVE',
  email: 'an@ktx.vn',
};

function deferredFetch() {
  let resolve!: (response: Response) => void;
  const pending = new Promise<Response>((r) => (resolve = r));
  const fetch = vi.fn((url: string) => {
    if (url === '/api/users/profile') return pending;
    return Promise.resolve(
      new Response(JSON.stringify([]), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startup overlay', () => {
  it('shows until auth has initialised, then the signed-in home', async () => {
    Cookies.set('token', 'access');
    const { fetch, resolve } = deferredFetch();
    const { router } = renderApp('/');

    const overlay = screen.getByTestId('startup-overlay');
    expect(overlay.textContent).toContain('Hệ thống đang khởi động, vui lòng đợi…');
    expect(fetch).toHaveBeenCalledWith('/api/users/profile', expect.anything());

    resolve(new Response(JSON.stringify(student), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Chào buổi/ })).toBeTruthy();
    expect(screen.queryByTestId('startup-overlay')).toBeNull();
    expect(router.state.location.pathname).toBe('/student');
    expect(screen.getByRole('button', { name: 'Tài khoản: Nguyễn Văn An' })).toBeTruthy();
  });

  it('falls back to the stored user copy when the profile is incomplete', async () => {
    Cookies.set('token', 'access');
    Cookies.set('user_data', JSON.stringify({ ...student, role: 'STAFF' }));
    const { resolve } = deferredFetch();
    const { router } = renderApp('/');
    resolve(
      new Response(JSON.stringify({ id: 'u1' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it('is skipped straight to the signed-out state without a token', async () => {
    const { fetch } = deferredFetch();
    renderApp('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.queryByTestId('startup-overlay')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
