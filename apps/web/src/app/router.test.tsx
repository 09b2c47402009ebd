import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { json, storeSession, testUser } from '@/test/session';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router', () => {
  it('renders the 404 page for an unknown address', async () => {
    renderApp('/khong-co-trang-nay');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
  });

  it('sends a signed-out visitor from / to the landing page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
    );
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it('renders an area page inside its layout', async () => {
    const admin = testUser('ADMIN');
    storeSession(admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(admin)),
    );
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tổng quan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tài khoản: Trần Thu Hà' })).toBeTruthy();
  });

  it('sends the contract’s /_app shell route to /', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    const { router } = renderApp('/_app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });
});
