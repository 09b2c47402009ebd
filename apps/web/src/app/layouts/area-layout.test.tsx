import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { json, storeSession, testUser } from '@/test/session';

function signIn(role: 'STUDENT' | 'ADMIN', unread = 0) {
  const user = testUser(role);
  storeSession(user);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/users/profile'
        ? json(user)
        : url.startsWith('/api/notifications')
          ? json({ items: [], total: 0, page: 1, pageSize: 8, unread })
          : json([]),
    ),
  );
}

/** A name's words as axe's label-content-name-mismatch compares them: letters and digits, brackets dropped. */
const words = (text: string) =>
  text
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * WCAG 2.5.3 Label in Name: a control whose name is set apart from its content (aria-label)
 * holds the words it shows, in order, so a voice-control user can say what they see.
 */
function expectLabelInName(control: Element) {
  const label = control.getAttribute('aria-label');
  if (label === null) return; // named by its content: the words are the name
  const name = words(label);
  const shown = words(control.textContent ?? '');
  const found = name.some((_, at) => shown.every((word, index) => name[at + index] === word));
  expect(found, `"${label}" holds "${control.textContent ?? ''}"`).toBe(true);
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

  it('names every header and side navigation control with the words it shows', async () => {
    signIn('STUDENT', 6);
    renderApp('/student');
    await screen.findByRole('heading', { level: 1, name: /^Chào buổi/ });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Thông báo: 6 chưa đọc' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TSA Giặt sấy ký túc xá – Trang chủ' })).toBeTruthy();
    const controls = [header, screen.getByRole('complementary')].flatMap((part) => [
      ...part.querySelectorAll('a, button, [role="button"]'),
    ]);
    expect(controls.length).toBeGreaterThan(5);
    controls.forEach(expectLabelInName);
  });
});
