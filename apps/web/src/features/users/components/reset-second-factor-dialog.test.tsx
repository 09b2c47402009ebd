import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubWindowWidth } from '@/test/window-width';
import { ADMIN_USER, fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { apiError, userJson, usersPage } from '../testing/fixtures';

// Whole-app renders load each page's code on first visit, slower when suites run side by side.

beforeEach(() => {
  signInAsAdmin();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const binh = userJson({
  id: 'u-binh',
  firstName: 'Bình',
  lastName: 'Trần Thị',
  role: 'STAFF',
  email: 'binh@tsa.test',
  secondFactor: true,
  passkeys: 1,
});
const minh = userJson({ id: 'u-minh', firstName: 'Minh', lastName: 'Phạm', role: 'ADMIN', secondFactor: true });
const an = userJson({ id: 'u-an', email: 'an@tsa.test' });

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('resetting a user’s second factor', { timeout: 20_000 }, () => {
  it('shows who has one, and resets it after a confirmation that says what happens', async () => {
    let reset = false;
    const api = fakeApi({
      'GET /users': () =>
        usersPage([
          { ...ADMIN_USER, secondFactor: true, passkeys: 0 },
          reset ? { ...binh, secondFactor: false, passkeys: 0 } : binh,
          an,
        ]),
      'DELETE /users/u-binh/second-factor': () => {
        reset = true;
        return reply(204);
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/accounts');

    await screen.findByText('Trần Thị Bình');
    expect(screen.getByRole('columnheader', { name: 'Xác thực hai bước' })).toBeTruthy();
    expect(within(rowOf('Trần Thị Bình')).getByText('Ứng dụng xác thực')).toBeTruthy();
    expect(within(rowOf('Trần Thị Bình')).getByText('1 khóa truy cập')).toBeTruthy();
    expect(within(rowOf('Nguyễn Văn An')).getByText('Chưa bật')).toBeTruthy();

    // Nothing to reset for someone who has none.
    await user.click(screen.getByRole('button', { name: 'Thao tác với Nguyễn Văn An' }));
    expect(await screen.findByRole('menuitem', { name: 'Đổi vai trò' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Đặt lại xác thực hai bước' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Thao tác với Trần Thị Bình' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đặt lại xác thực hai bước' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đặt lại xác thực hai bước của Trần Thị Bình?' });
    expect(
      within(dialog).getByText(
        /Sẽ xóa ứng dụng xác thực, mã khôi phục và 1 khóa truy cập của tài khoản binh@tsa.test và đăng xuất người dùng khỏi mọi thiết bị/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Lần đăng nhập sau chỉ cần mật khẩu/)).toBeTruthy();
    expect(within(dialog).getByText(/có thể bật lại xác thực hai bước trong trang tài khoản/)).toBeTruthy();
    expect(within(dialog).getByText(/ghi vào nhật ký bảo mật/)).toBeTruthy();

    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('DELETE', '/users/u-binh/second-factor')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Thao tác với Trần Thị Bình' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đặt lại xác thực hai bước' }));
    const again = await screen.findByRole('dialog', { name: 'Đặt lại xác thực hai bước của Trần Thị Bình?' });
    await user.click(within(again).getByRole('button', { name: 'Đặt lại' }));

    expect(await screen.findByText('Đã đặt lại xác thực hai bước của Trần Thị Bình')).toBeTruthy();
    expect(api.calls('DELETE', '/users/u-binh/second-factor')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is fetched again and shows the account without one.
    await waitFor(() => expect(within(rowOf('Trần Thị Bình')).getByText('Chưa bật')).toBeTruthy());
  });

  it('warns that an admin will have to enrol again, and keeps the server’s refusal in the dialog', async () => {
    fakeApi({
      'GET /users': () => usersPage([minh]),
      'DELETE /users/u-minh/second-factor': () =>
        apiError(409, 'auth/second-factor-not-enabled', 'Tài khoản này chưa bật xác thực hai bước'),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/accounts');

    await user.click(await screen.findByRole('button', { name: 'Thao tác với Phạm Minh' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đặt lại xác thực hai bước' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đặt lại xác thực hai bước của Phạm Minh?' });
    expect(within(dialog).getByText(/Sẽ xóa ứng dụng xác thực và mã khôi phục của tài khoản/)).toBeTruthy();
    expect(within(dialog).getByText(/Đây là quản trị viên: khi đăng nhập lại, họ phải bật lại/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Đặt lại' }));

    expect(await within(dialog).findByText('Tài khoản này chưa bật xác thực hai bước')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Đặt lại xác thực hai bước của Phạm Minh?' })).toBeTruthy();
  });

  it('sends the admin to their own security page instead of resetting their own', async () => {
    fakeApi({
      'GET /users': () => usersPage([{ ...ADMIN_USER, secondFactor: true, passkeys: 0 }]),
      'GET /auth/second-factor': () => ({
        enabled: true,
        required: true,
        enabledAt: '2025-11-20T03:00:00.000Z',
        recoveryCodesLeft: 10,
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/accounts');

    await user.click(await screen.findByRole('button', { name: 'Thao tác với TSA Quản trị' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(/không thể tự đổi vai trò, khóa, xóa hay đặt lại xác thực hai bước/)).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Đặt lại xác thực hai bước' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Quản lý bảo mật của bạn' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bảo mật tài khoản' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/security');
  });

  it('says it on each phone card', async () => {
    stubWindowWidth(390);
    fakeApi({ 'GET /users': () => usersPage([binh, an]) });
    renderApp('/dashboard/staff');

    const list = await screen.findByRole('list', { name: 'Danh sách người dùng' });
    expect(await within(list).findByText('Xác thực hai bước: Ứng dụng xác thực · 1 khóa truy cập')).toBeTruthy();
    expect(within(list).getByText('Chưa bật xác thực hai bước')).toBeTruthy();
  });
});
