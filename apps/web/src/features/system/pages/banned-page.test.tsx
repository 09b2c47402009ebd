import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/test/render-app';
import { storeSession, testUser } from '@/test/session';

function answer(profile: object | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/users/profile' && profile
        ? new Response(JSON.stringify(profile), { headers: { 'content-type': 'application/json' } })
        : new Response('[]', { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/banned', () => {
  it('offers no sign-out to a visitor who is not signed in', async () => {
    answer(null);
    renderApp(paths.banned);
    await screen.findByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' });
    expect(screen.queryByRole('link', { name: 'Đăng xuất' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Xem nội quy dịch vụ' })).toBeTruthy();
  });

  it('offers sign-out to a signed-in user', async () => {
    const user = testUser('STUDENT');
    storeSession(user);
    answer(user);
    renderApp(paths.banned);
    expect(await screen.findByRole('link', { name: 'Đăng xuất' })).toBeTruthy();
  });
});
