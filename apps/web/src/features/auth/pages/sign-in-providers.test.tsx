import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@tsa/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const ALL = { password: true, google: null, oauth: ['github', 'facebook', 'x', 'zalo'], phone: true };

describe('sign-in and sign-up with the providers the server offers', () => {
  it('shows one button per provider switched on, Zalo first, each a link into the server', async () => {
    fakeApi({ 'GET /auth/providers': () => ALL });
    renderApp('/auth');
    const group = await screen.findByRole('group', { name: 'Đăng nhập bằng tài khoản khác' });
    const links = within(group).getAllByRole('link');
    // In this order, each named for its brand (the icons are hidden from the name).
    expect(links).toEqual(
      ['Zalo', 'Facebook', 'GitHub', 'X (Twitter)'].map((brand) =>
        within(group).getByRole('link', { name: `Đăng nhập với ${brand}` }),
      ),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/auth/oauth/zalo',
      '/api/auth/oauth/facebook',
      '/api/auth/oauth/github',
      '/api/auth/oauth/x',
    ]);
    expect(screen.getByRole('button', { name: 'Đăng nhập bằng số điện thoại' })).toBeTruthy();
  });

  it('shows exactly the providers listed, and none when the server offers none', async () => {
    fakeApi({ 'GET /auth/providers': () => ({ ...ALL, oauth: ['github'], phone: false }) });
    const first = renderApp('/auth/register');
    const group = await screen.findByRole('group', { name: 'Đăng ký bằng tài khoản khác' });
    expect(within(group).getAllByRole('link')).toEqual([
      within(group).getByRole('link', { name: 'Đăng ký với GitHub' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Đăng ký bằng số điện thoại' })).toBeNull();
    first.unmount();

    const api = fakeApi({ 'GET /auth/providers': () => ({ password: true, google: null }) });
    renderApp('/auth');
    await screen.findByRole('form', { name: 'Đăng nhập' });
    await waitFor(() => expect(api.calls('GET', '/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Đăng nhập bằng tài khoản khác' })).toBeNull();
    expect(screen.queryByRole('link', { name: /với Zalo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Đăng nhập bằng số điện thoại' })).toBeNull();
  });

  it('notes in the tab that it left for a provider, so start-up picks up the session on return', async () => {
    fakeApi({ 'GET /auth/providers': () => ALL });
    renderApp('/auth');
    const zalo = await screen.findByRole('link', { name: 'Đăng nhập với Zalo' });
    // jsdom does not navigate; the click's own work is what is checked.
    zalo.addEventListener('click', (event) => event.preventDefault());
    zalo.click();
    expect(sessionStorage.getItem('tsa-provider-return')).toBe('1');
  });

  it('back from a provider with a session cookie only, refreshes once and lands in the student area', async () => {
    sessionStorage.setItem('tsa-provider-return', '1');
    const student = {
      id: '00000000-0000-4000-8000-000000000003',
      firstName: 'An',
      lastName: 'Nguyễn Văn',
      role: 'STUDENT',
      status: 'ACTIVE',
      email: 'an@ktx.vn',
      verified: true,
      phoneNumber: '0912345678',
      photoUrl: null,
      dormitory: 'KTX Khu A',
      building: 'A1',
      room: '203',
      createdAt: '2025-09-01T02:00:00.000Z',
    };
    const api = fakeApi({
      'POST /auth/refresh': () => ({ accessToken: 'from-the-cookie' }),
      'GET /users/profile': () => student,
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
    expect(api.calls('POST', '/auth/refresh')).toHaveLength(1);
    expect(sessionStorage.getItem('tsa-provider-return')).toBeNull();
  });

  it('shows the Vietnamese message of the error the provider sign-in came back with', async () => {
    fakeApi({ 'GET /auth/providers': () => ALL });
    const { router } = renderApp('/auth/sign-in?error=auth%2Fuser-cancelled');
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS['auth/user-cancelled'].message);
    expect(router.state.location.pathname).toBe('/auth');
    // Unknown codes still say something sensible rather than the code.
    router.navigate('/auth/sign-in?error=auth%2Fno-such-code').catch(() => undefined);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ERRORS['server/internal'].message));
  });

  it('goes to the second-factor step with the challenge of #mfa=, and takes it out of the address', async () => {
    const api = fakeApi({
      'GET /auth/providers': () => ALL,
      'POST /auth/signin/second-factor': () =>
        reply(400, { statusCode: 400, code: 'auth/invalid-verification-code', message: 'Mã xác thực không đúng' }),
    });
    const { router } = renderApp('/auth/sign-in#mfa=challenge-from-the-callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xác thực hai bước' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    const field = screen.getByLabelText('Nhập mã xác thực 6 chữ số');
    const user = userEvent.setup({ delay: null });
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mã xác thực không đúng')).toBeTruthy();
    expect(api.calls('POST', '/auth/signin/second-factor')[0]!.body).toEqual({
      challenge: 'challenge-from-the-callback',
      code: '123456',
    });
  });
});
