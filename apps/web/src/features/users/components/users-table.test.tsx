import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubWindowWidth } from '@/test/window-width';
import { ADMIN_USER, fakeApi, reply, signInAsAdmin, type FakeRequest } from '@/test/fake-api';
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
  createdAt: '2025-11-20T18:30:00.000Z',
});
const cuong = userJson({
  id: 'u-cuong',
  firstName: 'Cường',
  lastName: 'Lê Văn',
  status: 'BANNED',
  email: 'cuong@tsa.test',
  phoneNumber: null,
});

function lastQuery(calls: FakeRequest[]): Record<string, string> {
  const call = calls.filter((c) => c.method === 'GET' && c.path === '/users').at(-1);
  return Object.fromEntries(call?.query ?? []);
}

describe('users table', { timeout: 20_000 }, () => {
  it('renders the rows of a paged response with chips, dates and Vietnamese pagination', async () => {
    fakeApi({ 'GET /users': () => usersPage([ADMIN_USER, binh, cuong], 57) });
    renderApp('/dashboard/accounts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Quản lý tài khoản' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Danh sách người dùng' });
    const row = (await within(table).findByText('Trần Thị Bình')).closest('tr')!;
    expect(within(row).getByText('binh@tsa.test')).toBeTruthy();
    expect(within(row).getByText('Nhân viên')).toBeTruthy();
    expect(within(row).getByText('Đang hoạt động')).toBeTruthy();
    // 18:30 UTC on the 20th is already the 21st in Vietnam.
    expect(within(row).getByText('21/11/2025')).toBeTruthy();
    const banned = within(table).getByText('Lê Văn Cường').closest('tr')!;
    expect(within(banned).getByText('Đã khóa')).toBeTruthy();
    expect(within(banned).getByText('—')).toBeTruthy();
    // The admin's own row is marked.
    expect(within(within(table).getByText('TSA Quản trị').closest('tr')!).getByText('Bạn')).toBeTruthy();

    expect(screen.getByText('Số dòng mỗi trang')).toBeTruthy();
    expect(screen.getByText('1–20 trên 57')).toBeTruthy();
  });

  it('sends the table state of the URL to the server and keeps changes in the URL', async () => {
    const api = fakeApi({
      'GET /users': (call) =>
        usersPage([binh], 57, Number(call.query.get('page') ?? 1), Number(call.query.get('pageSize') ?? 20)),
    });
    const user = userEvent.setup();
    const { router } = renderApp(
      '/dashboard/accounts?search=binh&role=STAFF&status=ACTIVE&page=2&pageSize=10&sort=email:asc',
    );

    await screen.findByText('Trần Thị Bình');
    expect(lastQuery(api.requests)).toEqual({
      search: 'binh',
      role: 'STAFF',
      status: 'ACTIVE',
      page: '2',
      pageSize: '10',
      sort: 'email:asc',
    });
    expect(screen.getByText('11–20 trên 57')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Tìm kiếm' }) as HTMLInputElement).value).toBe('binh');

    // Sorting by a column goes back to page 1.
    await user.click(screen.getByRole('button', { name: 'Ngày tạo' }));
    await waitFor(() => expect(lastQuery(api.requests)).toMatchObject({ sort: 'createdAt:desc', page: '1' }));
    expect(router.state.location.search).toBe('?search=binh&role=STAFF&status=ACTIVE&pageSize=10');
    await user.click(screen.getByRole('button', { name: /Ngày tạo/ }));
    await waitFor(() => expect(lastQuery(api.requests).sort).toBe('createdAt:asc'));

    // The next page.
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(lastQuery(api.requests).page).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    // Typing searches after a pause, from page 1, without a diacritic needed.
    const search = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    await user.clear(search);
    await user.type(search, 'tran thi');
    await waitFor(() => expect(lastQuery(api.requests)).toMatchObject({ search: 'tran thi', page: '1' }));
    expect(api.requests.filter((c) => c.path === '/users' && c.query.get('search')?.startsWith('tran')).length).toBe(1);
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('tran thi');

    // Back restores the previous state, search box included.
    await router.navigate(-1);
    await waitFor(() =>
      expect(lastQuery(api.requests)).toMatchObject({ search: 'binh', page: '1', sort: 'createdAt:asc' }),
    );
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Tìm kiếm' }) as HTMLInputElement).value).toBe('binh'),
    );
  });

  it('fixes the role on the students and staff lists whatever the URL says', async () => {
    const api = fakeApi({ 'GET /users': () => usersPage([cuong]) });
    renderApp('/dashboard/student?role=ADMIN&status=BANNED');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sinh viên' })).toBeTruthy();
    await screen.findByText('Lê Văn Cường');
    expect(lastQuery(api.requests)).toMatchObject({ role: 'STUDENT', status: 'BANNED' });
    // Students show where they live.
    expect(screen.getByRole('columnheader', { name: 'Ký túc xá' })).toBeTruthy();
    expect(screen.getByText('KTX Khu A')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Vai trò' })).toBeNull();
  });

  it('filters by role and status from the toolbar', async () => {
    const api = fakeApi({ 'GET /users': () => usersPage([binh]) });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/accounts');
    await screen.findByText('Trần Thị Bình');

    await user.click(screen.getByRole('combobox', { name: 'Vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Nhân viên' }));
    await waitFor(() => expect(lastQuery(api.requests).role).toBe('STAFF'));
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByRole('option', { name: 'Đã khóa' }));
    await waitFor(() => expect(lastQuery(api.requests).status).toBe('BANNED'));
    expect(router.state.location.search).toBe('?role=STAFF&status=BANNED');
  });

  it('shows an empty state that can clear the filters', async () => {
    const api = fakeApi({ 'GET /users': () => usersPage([]) });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/staff?search=khong+co');

    expect(await screen.findByText('Không có người dùng phù hợp')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Nothing hides the rows any more: the list is simply empty, and says how staff get there.
    expect(await screen.findByText('Chưa có nhân viên nào')).toBeTruthy();
    expect(
      screen.getByText('Nhân viên không tự đăng ký: bấm “Thêm nhân viên” ở đầu trang để tạo tài khoản cho họ.'),
    ).toBeTruthy();
    expect(screen.queryByText(/khi sinh viên đăng ký/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Thêm nhân viên' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xóa bộ lọc' })).toBeNull();
    expect(lastQuery(api.requests)).toEqual({ role: 'STAFF', page: '1', pageSize: '20', sort: 'createdAt:desc' });
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Tìm kiếm' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /users': () =>
        fail
          ? apiError(500, 'server/internal', 'Đã có lỗi xảy ra phía máy chủ. Vui lòng thử lại sau')
          : usersPage([binh]),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/accounts');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Đã có lỗi xảy ra phía máy chủ. Vui lòng thử lại sau')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Trần Thị Bình')).toBeTruthy();
  });

  it('shows a card per user on phones', async () => {
    stubWindowWidth(390);
    fakeApi({ 'GET /users': () => usersPage([cuong]) });
    renderApp('/dashboard/student');

    const list = await screen.findByRole('list', { name: 'Danh sách người dùng' });
    expect(await within(list).findByText('Lê Văn Cường')).toBeTruthy();
    expect(within(list).getByText('KTX Khu A · Tòa A1 · Phòng 203')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sắp xếp' })).toBeTruthy();
  });
});

describe('row actions', { timeout: 20_000 }, () => {
  it('bans a user after the confirmation and says so', async () => {
    const api = fakeApi({
      'GET /users': () => usersPage([binh]),
      'PATCH /users/u-binh/status': () => ({ ...binh, status: 'BANNED' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/accounts');

    await user.click(await screen.findByRole('button', { name: 'Thao tác với Trần Thị Bình' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Khóa tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khóa tài khoản Trần Thị Bình?' });
    expect(within(dialog).getByText(/Người dùng sẽ bị đăng xuất ngay/)).toBeTruthy();
    const listCalls = api.calls('GET', '/users').length;
    await user.click(within(dialog).getByRole('button', { name: 'Khóa tài khoản' }));

    expect(await screen.findByText('Đã khóa tài khoản')).toBeTruthy();
    expect(api.calls('PATCH', '/users/u-binh/status').map((c) => c.body)).toEqual([{ status: 'BANNED' }]);
    await waitFor(() => expect(api.calls('GET', '/users').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server reason when the change is refused', async () => {
    const admin2 = userJson({ id: 'u-admin2', firstName: 'Minh', lastName: 'Phạm', role: 'ADMIN' });
    fakeApi({
      'GET /users': () => usersPage([admin2]),
      'PATCH /users/role/u-admin2': () =>
        apiError(409, 'users/last-admin', 'Không thể thay đổi quản trị viên cuối cùng của hệ thống'),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/accounts');

    await user.click(await screen.findByRole('button', { name: 'Thao tác với Phạm Minh' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đổi vai trò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi vai trò' });
    const save = within(dialog).getByRole('button', { name: 'Lưu' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Nhân viên' }));
    await user.click(save);

    expect(await within(dialog).findByText('Không thể thay đổi quản trị viên cuối cùng của hệ thống')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Đổi vai trò' })).toBeTruthy();
  });

  it('changes a role', async () => {
    const api = fakeApi({
      'GET /users': () => usersPage([binh]),
      'PATCH /users/role/u-binh': () => ({ ...binh, role: 'ADMIN' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/staff');

    await user.click(await screen.findByRole('button', { name: 'Thao tác với Trần Thị Bình' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đổi vai trò' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi vai trò' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Quản trị viên' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText('Đã đổi vai trò thành Quản trị viên')).toBeTruthy();
    expect(api.calls('PATCH', '/users/role/u-binh').map((c) => c.body)).toEqual([{ role: 'ADMIN' }]);
  });

  it('deletes after saying that orders and history are kept', async () => {
    const api = fakeApi({
      'GET /users': () => usersPage([cuong]),
      'DELETE /users/u-cuong': () => reply(204),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/student');

    await user.click(await screen.findByRole('button', { name: 'Thao tác với Lê Văn Cường' }));
    // A banned user is offered the unban instead.
    expect(await screen.findByRole('menuitem', { name: 'Mở khóa tài khoản' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Xóa tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tài khoản Lê Văn Cường?' });
    expect(within(dialog).getByText(/Đơn hàng và lịch sử của tài khoản vẫn được giữ lại/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa tài khoản' }));

    expect(await screen.findByText('Đã xóa tài khoản')).toBeTruthy();
    expect(api.calls('DELETE', '/users/u-cuong')).toHaveLength(1);
  });

  it('offers no destructive action on the admin’s own row', async () => {
    fakeApi({ 'GET /users': () => usersPage([ADMIN_USER]) });
    const user = userEvent.setup();
    renderApp('/dashboard/accounts');

    await user.click(await screen.findByRole('button', { name: 'Thao tác với TSA Quản trị' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(/Đây là tài khoản của bạn/)).toBeTruthy();
    for (const name of ['Đổi vai trò', 'Khóa tài khoản', 'Xóa tài khoản']) {
      expect(within(menu).getByRole('menuitem', { name }).getAttribute('aria-disabled')).toBe('true');
    }
  });
});
