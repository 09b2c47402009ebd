import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

const admin = { id: 'a1', firstName: 'Hà', lastName: 'Trần Thu', role: 'ADMIN', status: 'ACTIVE', email: 'ha@tsa.vn' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user menu and sign-out', () => {
  it('shows the user, links the account page and signs out to /auth', async () => {
    Cookies.set('token', 'access');
    const fetch = vi.fn(async (url: string) =>
      url === '/api/users/profile'
        ? new Response(JSON.stringify(admin), { headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const { router } = renderApp('/tickets');

    // A shared page inside the admin's own frame.
    await screen.findByRole('heading', { level: 1, name: 'Hỗ trợ' });
    expect(screen.getByRole('link', { name: 'Tạo đơn hộ' }).getAttribute('href')).toBe('/dashboard/order/add');
    const button = screen.getByRole('button', { name: 'Tài khoản: Trần Thu Hà' });
    // The button shows the name only (its name holds every word it shows); the role is in the menu.
    expect(button.textContent).toBe('Trần Thu Hà');

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Quản trị viên')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Quản lý tài khoản' }).getAttribute('href')).toBe(
      '/dashboard/accounts',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Đăng xuất' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(fetch).toHaveBeenCalledWith('/api/auth/signout', expect.objectContaining({ method: 'POST' }));
    expect(Cookies.get('token')).toBeUndefined();
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeTruthy();
  });
});
