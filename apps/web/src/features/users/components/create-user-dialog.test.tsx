import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PASSWORD_POLICY } from '@tsa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { fakeApi, reply, signInAsAdmin, type FakeHandler } from '@/test/fake-api';
import { apiError, userJson, usersPage } from '../testing/fixtures';

// Whole-app renders load each page's code on first visit, slower when suites run side by side.

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  signInAsAdmin();
});

const routes = (extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /users': () => usersPage([]),
  'GET /auth/password-policy': () => ({ ...DEFAULT_PASSWORD_POLICY, requireNumeric: true }),
  ...extra,
});

async function openStaffDialog() {
  const user = userEvent.setup({ delay: null });
  renderApp('/dashboard/staff');
  await user.click(await screen.findByRole('button', { name: 'Thêm nhân viên' }));
  const dialog = await screen.findByRole('dialog', { name: 'Thêm nhân viên' });
  return { user, dialog };
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes rather than types: one change per field keeps the test quick. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillValid(user: User, dialog: HTMLElement) {
  await fill(user, within(dialog).getByRole('textbox', { name: 'Họ và tên đệm' }), 'Nguyễn Văn');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Tên' }), 'An');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), ' An.Nguyen@TSA.test ');
  await fill(user, within(dialog).getByLabelText(/^Mật khẩu/), 'Giat-say-2026');
  await fill(user, within(dialog).getByRole('textbox', { name: 'Số điện thoại (không bắt buộc)' }), '0912 345 678');
}

describe('create account dialog', { timeout: 20_000 }, () => {
  it('shows Vietnamese validation messages and the live password checklist', async () => {
    const api = fakeApi(routes());
    const { user, dialog } = await openStaffDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await within(dialog).findByText('Vui lòng nhập họ')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập tên')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập email')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập mật khẩu')).toBeTruthy();

    // The checklist follows the server's policy as the password is typed.
    const password = within(dialog).getByLabelText(/^Mật khẩu/);
    await user.type(password, 'abc');
    const rules = within(dialog).getByRole('list', { name: 'Yêu cầu mật khẩu' });
    await waitFor(() =>
      expect(
        within(rules)
          .getByText(/Có chữ số/)
          .closest('li')!
          .getAttribute('data-ok'),
      ).toBe('false'),
    );
    expect(
      within(rules)
        .getByText(/Ít nhất 8 ký tự/)
        .closest('li')!
        .getAttribute('data-ok'),
    ).toBe('false');
    await user.type(password, 'defgh1');
    expect(
      within(rules)
        .getByText(/Ít nhất 8 ký tự/)
        .closest('li')!
        .getAttribute('data-ok'),
    ).toBe('true');
    expect(
      within(rules)
        .getByText(/Có chữ số/)
        .closest('li')!
        .getAttribute('data-ok'),
    ).toBe('true');

    await user.clear(password);
    await user.type(password, 'ngan');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'khong-phai-email');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Số điện thoại (không bắt buộc)' }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await within(dialog).findByText('Email không hợp lệ')).toBeTruthy();
    expect(within(dialog).getByText('Mật khẩu chưa đạt yêu cầu: ít nhất 8 ký tự, có chữ số')).toBeTruthy();
    expect(within(dialog).getByText('Số điện thoại không hợp lệ (ví dụ 0912345678)')).toBeTruthy();
    expect(api.calls('POST', '/users')).toHaveLength(0);
  });

  it('puts the server’s refusals on the fields they are about', async () => {
    const replies = [
      apiError(409, 'auth/email-already-in-use', 'Email này đã được sử dụng'),
      apiError(400, 'auth/weak-password', 'Mật khẩu quá yếu: Không phải mật khẩu phổ biến'),
      apiError(400, 'request/invalid-input', 'Họ tối đa 50 ký tự', { lastName: 'Họ tối đa 50 ký tự' }),
      apiError(429, 'auth/too-many-requests', 'Quá nhiều yêu cầu. Vui lòng thử lại sau'),
    ];
    fakeApi(routes({ 'POST /users': () => replies.shift()! }));
    const { user, dialog } = await openStaffDialog();
    await fillValid(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Tạo tài khoản' });

    await user.click(submit);
    expect(await within(dialog).findByText('Email này đã được sử dụng')).toBeTruthy();
    await user.click(submit);
    expect(await within(dialog).findByText('Mật khẩu quá yếu: Không phải mật khẩu phổ biến')).toBeTruthy();
    await user.click(submit);
    expect(await within(dialog).findByText('Họ tối đa 50 ký tự')).toBeTruthy();
    await user.click(submit);
    expect(
      within(await within(dialog).findByRole('alert')).getByText('Quá nhiều yêu cầu. Vui lòng thử lại sau'),
    ).toBeTruthy();
  });

  it('creates a staff account and refreshes the list', async () => {
    const created = userJson({
      id: 'u-an',
      firstName: 'An',
      lastName: 'Nguyễn Văn',
      role: 'STAFF',
      email: 'an.nguyen@tsa.test',
    });
    const api = fakeApi(routes({ 'POST /users': () => reply(201, created) }));
    const { user, dialog } = await openStaffDialog();
    expect(within(dialog).queryByRole('combobox', { name: 'Vai trò' })).toBeNull();
    const listCalls = api.calls('GET', '/users').length;
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));

    expect(await screen.findByText('Đã tạo tài khoản Nguyễn Văn An')).toBeTruthy();
    expect(api.calls('POST', '/users').map((c) => c.body)).toEqual([
      {
        lastName: 'Nguyễn Văn',
        firstName: 'An',
        email: 'an.nguyen@tsa.test',
        password: 'Giat-say-2026',
        phoneNumber: '0912345678',
        role: 'STAFF',
      },
    ]);
    await waitFor(() => expect(api.calls('GET', '/users').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets the accounts page choose the role, with the room address for a student', async () => {
    const created = userJson({ id: 'u-b', role: 'STUDENT' });
    const api = fakeApi(routes({ 'POST /users': () => reply(201, created) }));
    const user = userEvent.setup({ delay: null });
    renderApp('/dashboard/accounts');
    await user.click(await screen.findByRole('button', { name: 'Tạo tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo tài khoản' });
    expect(within(dialog).queryByRole('textbox', { name: 'Phòng' })).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: 'Vai trò' }));
    await user.click(await screen.findByRole('option', { name: 'Sinh viên' }));
    await fillValid(user, dialog);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Ký túc xá' }), 'KTX Khu B');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Phòng' }), '512');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));

    await waitFor(() => expect(api.calls('POST', '/users')).toHaveLength(1));
    expect(api.calls('POST', '/users')[0]!.body).toMatchObject({
      role: 'STUDENT',
      dormitory: 'KTX Khu B',
      room: '512',
    });
    expect(api.calls('POST', '/users')[0]!.body).not.toHaveProperty('building');
  });
});
