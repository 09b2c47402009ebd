import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { json, storeSession, testUser } from '@/test/session';

function signIn(role: 'STUDENT' | 'ADMIN') {
  const user = testUser(role);
  storeSession(user);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/users/profile' ? json(user) : json([]))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('area layout', () => {
  it('opens the phone navigation drawer and navigates from it', async () => {
    signIn('STUDENT');
    const user = userEvent.setup();
    const { router } = renderApp('/student');
    await screen.findByRole('heading', { level: 1, name: /^Chào buổi/ });
    expect(screen.queryByTestId('nav-drawer')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByTestId('nav-drawer');
    const link = within(drawer).getByRole('link', { name: 'Đơn của tôi' });
    expect(link.getAttribute('href')).toBe('/student/order');
    expect(within(drawer).getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current')).toBe('page');

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/order'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn của tôi' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull());
  });

  it('has a header with the mode toggle, settings, notifications and the user menu', async () => {
    signIn('ADMIN');
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Tổng quan' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Chuyển chế độ sáng/tối' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Cài đặt giao diện' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Thông báo' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Tài khoản: Trần Thu Hà' })).toBeTruthy();
  });
});
