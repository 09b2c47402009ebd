import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PASSWORD_POLICY } from '@tsa/shared';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { json, storeSession, testUser } from '@/test/session';

type Handler = (body: Record<string, unknown>) => Response;

function api(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url}`];
      if (handler) return handler(body);
      if (url === '/api/auth/password-policy') return json(DEFAULT_PASSWORD_POLICY);
      if (url === '/api/outreach/preferences') return json(DEFAULT_NOTIFICATION_PREFERENCES);
      if (url === '/api/auth/sign-in-methods')
        return json({ password: true, passkeys: 0, phone: null, identities: [] });
      if (url === '/api/auth/second-factor') {
        return json({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
      }
      return json([]);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('account page', () => {
  it('saves the profile and merges it into the session (UPDATE_PROFILE)', { timeout: 40_000 }, async () => {
    let current = testUser('STUDENT');
    storeSession(current);
    const calls = api({
      'GET /api/users/profile': () => json(current),
      'PATCH /api/users/profile': (body) => {
        current = { ...current, ...body, photoUrl: (body.photoUrl as string) || null };
        return json(current);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/student/account');
    const form = await screen.findByRole('form', { name: 'Thông tin cá nhân' });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(within(form).getByText('Đã xác minh')).toBeTruthy();
    expect((within(form).getByLabelText('Vai trò') as HTMLInputElement).value).toBe('Sinh viên');

    await user.clear(within(form).getByLabelText('Họ'));
    await user.type(within(form).getByLabelText('Họ'), 'Trần Thị');
    await user.clear(within(form).getByLabelText('Tên'));
    await user.type(within(form).getByLabelText('Tên'), 'Bích');
    await user.clear(within(form).getByLabelText('Phòng'));
    await user.type(within(form).getByLabelText('Phòng'), '305');
    await user.type(within(form).getByLabelText('Ảnh đại diện (URL)'), 'ftp://anh');
    await user.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(form).findByText('Đường dẫn ảnh phải bắt đầu bằng http:// hoặc https://')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Ảnh đại diện (URL)'));
    await user.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã lưu thông tin tài khoản')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Bích',
      lastName: 'Trần Thị',
      phoneNumber: '0912345678',
      photoUrl: '',
      dormitory: 'KTX Khu A',
      building: 'A1',
      room: '305',
    });
    // The header and the stored copy follow, each name from its own field.
    expect(await screen.findByRole('button', { name: 'Tài khoản: Trần Thị Bích' })).toBeTruthy();
    expect(JSON.parse(Cookies.get('user_data')!)).toMatchObject({
      firstName: 'Bích',
      lastName: 'Trần Thị',
      room: '305',
      role: 'STUDENT',
    });
  });

  it('brings back profile changes not saved when the page comes again, until "Hoàn tác"', async () => {
    const current = testUser('STUDENT');
    storeSession(current);
    api({ 'GET /api/users/profile': () => json(current) });
    const user = userEvent.setup({ delay: null });
    const room = async () =>
      within(await screen.findByRole('form', { name: 'Thông tin cá nhân' })).getByLabelText('Phòng');

    const first = renderApp('/student/account');
    await user.clear(await room());
    await user.type(await room(), '512');
    // The page goes (a tap on the menu, Back, a reload) and comes again: the change is there.
    first.unmount();
    const second = renderApp('/student/account');
    expect(((await room()) as HTMLInputElement).value).toBe('512');
    expect(screen.getByText(/Đã khôi phục những thay đổi bạn chưa lưu/)).toBeTruthy();

    // "Hoàn tác" puts the saved room back, and the next visit starts from it.
    await user.click(screen.getByRole('button', { name: 'Hoàn tác' }));
    expect(((await room()) as HTMLInputElement).value).toBe(current.room);
    second.unmount();
    renderApp('/student/account');
    expect(((await room()) as HTMLInputElement).value).toBe(current.room);
    expect(screen.queryByText(/Đã khôi phục/)).toBeNull();
  });

  it('keeps the session on a wrong current password, and signs in again after a change', async () => {
    const student = testUser('STUDENT');
    storeSession(student, 'access-old');
    let attempts = 0;
    const calls = api({
      'GET /api/users/profile': () => json(student),
      'PATCH /api/users/password': (body) => {
        attempts += 1;
        if (body.currentPassword !== 'Giatsay@2026')
          return json(
            {
              statusCode: 401,
              code: 'auth/wrong-password',
              message: 'Mật khẩu không đúng',
              fields: { currentPassword: 'Mật khẩu không đúng' },
            },
            401,
          );
        return new Response(null, { status: 204 });
      },
      'POST /api/auth/signin?mobile=false': () =>
        json({ accessToken: 'access-new', refreshToken: 'r', userInfo: student }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/student/account');
    const form = await screen.findByRole('form', { name: 'Đổi mật khẩu' });
    await user.type(within(form).getByLabelText('Mật khẩu hiện tại'), 'sai-roi');
    await user.type(within(form).getByLabelText('Mật khẩu mới'), 'Giatsay@2027');
    await user.type(within(form).getByLabelText('Nhập lại mật khẩu mới'), 'Giatsay@2027');
    await user.click(within(form).getByRole('button', { name: 'Đổi mật khẩu' }));

    const current = within(form).getByLabelText('Mật khẩu hiện tại');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Mật khẩu không đúng')).toBeTruthy();
    // A plain answer: no refresh, no sign-out.
    expect(calls.some((c) => c.url === '/api/auth/refresh')).toBe(false);
    expect(router.state.location.pathname).toBe('/student/account');
    expect(Cookies.get('token')).toBe('access-old');

    await user.clear(current);
    await user.type(current, 'Giatsay@2026');
    await user.click(within(form).getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(calls.find((c) => c.url === '/api/auth/signin?mobile=false')?.body).toEqual({
      email: student.email,
      password: 'Giatsay@2027',
    });
    expect(Cookies.get('token')).toBe('access-new');
    expect(router.state.location.pathname).toBe('/student/account');
    expect((within(form).getByLabelText('Mật khẩu mới') as HTMLInputElement).value).toBe('');
  });

  it('asks a Google-created student to complete the profile and to set a first password', async () => {
    const student = testUser('STUDENT', {
      phoneNumber: null,
      dormitory: null,
      building: null,
      room: null,
      hasPassword: false,
    });
    storeSession(student);
    const calls = api({ 'GET /api/users/profile': () => json(student) });
    const user = userEvent.setup({ delay: null });
    renderApp('/student/account');
    expect(await screen.findByText('Hoàn thiện hồ sơ để đặt giặt')).toBeTruthy();
    expect(screen.getByText(/còn thiếu số điện thoại và phòng ở ký túc xá/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Điền ngay' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Số điện thoại'));

    const password = screen.getByRole('form', { name: 'Đặt mật khẩu' });
    expect(within(password).queryByLabelText('Mật khẩu hiện tại')).toBeNull();
    await user.type(within(password).getByLabelText('Mật khẩu mới'), 'Giatsay@2027');
    await user.type(within(password).getByLabelText('Nhập lại mật khẩu mới'), 'Giatsay@2027');
    await user.click(within(password).getByRole('button', { name: 'Đặt mật khẩu' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/users/password')).toBe(true));
    expect(calls.find((c) => c.url === '/api/users/password')?.body).toEqual({
      newPassword: 'Giatsay@2027',
      confirmPassword: 'Giatsay@2027',
    });
  });

  it('shows a reminder on the other student pages until dismissed', async () => {
    const student = testUser('STUDENT', { phoneNumber: null });
    storeSession(student);
    api({ 'GET /api/users/profile': () => json(student) });
    const user = userEvent.setup({ delay: null });
    renderApp('/notifications');
    const banner = (await screen.findByText('Hoàn thiện hồ sơ để đặt giặt')).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText(/còn thiếu số điện thoại\./)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Cập nhật ngay' }).getAttribute('href')).toBe('/student/account');
    await user.click(within(banner).getByRole('button', { name: 'Ẩn nhắc nhở' }));
    expect(screen.queryByText('Hoàn thiện hồ sơ để đặt giặt')).toBeNull();
  });

  it('has no room fields for staff', async () => {
    const staff = testUser('STAFF');
    storeSession(staff);
    api({ 'GET /api/users/profile': () => json(staff) });
    renderApp('/staff/account');
    const form = await screen.findByRole('form', { name: 'Thông tin cá nhân' });
    expect((within(form).getByLabelText('Vai trò') as HTMLInputElement).value).toBe('Nhân viên');
    expect(within(form).queryByLabelText('Phòng')).toBeNull();
    expect(screen.queryByText('Hoàn thiện hồ sơ để đặt giặt')).toBeNull();
  });
});
