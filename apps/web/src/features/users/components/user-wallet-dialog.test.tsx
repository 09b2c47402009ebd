import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWallet } from '@tsa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { apiError, userJson, usersPage } from '../testing/fixtures';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const an = userJson({ id: 'u-an', email: 'an@tsa.test' });
const binh = userJson({ id: 'u-binh', firstName: 'Bình', lastName: 'Trần Thị', role: 'STAFF' });

const walletOf = (balance: number, entries: AdminWallet['entries'] = []): AdminWallet => ({
  userId: 'u-an',
  balance,
  topUpCode: 'NAPK7Q2M9XZ',
  entries,
});

describe('a student’s wallet in the admin’s user list', { timeout: 30_000 }, () => {
  it('is offered for students only, shows the balance, and adjusts it with a reason', async () => {
    let balance = 40_000;
    let entries: AdminWallet['entries'] = [];
    const api = fakeApi({
      'GET /users': () => usersPage([an, binh]),
      'GET /users/u-an/wallet': () => walletOf(balance, entries),
      'POST /users/u-an/wallet/adjustments': ({ body }) => {
        const { amount } = body as { amount: number };
        if (balance + amount < 0)
          return reply(409, apiError(409, 'wallet/insufficient-funds', 'Số dư ví TSA không đủ'));
        balance += amount;
        entries = [
          {
            id: '1',
            kind: 'ADJUSTMENT',
            kindLabel: 'Điều chỉnh',
            amount,
            balanceAfter: balance,
            order: null,
            note: (body as { reason: string }).reason,
            createdAt: '2025-11-21T05:00:00.000Z',
          },
        ];
        return walletOf(balance, entries);
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/accounts');
    await screen.findByText('Trần Thị Bình');
    await user.click(screen.getByRole('button', { name: 'Thao tác với Trần Thị Bình' }));
    await screen.findByRole('menuitem', { name: 'Đổi vai trò' });
    expect(screen.queryByRole('menuitem', { name: 'Ví TSA' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Thao tác với Nguyễn Văn An' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ví TSA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ví TSA của Nguyễn Văn An' });
    expect((await within(dialog).findByTestId('user-wallet-balance')).textContent).toBe('40.000 ₫');

    const form = within(dialog).getByRole('form', { name: 'Điều chỉnh số dư' });
    await user.click(within(form).getByRole('button', { name: 'Điều chỉnh số dư' }));
    expect(await within(form).findByText('Vui lòng nhập lý do điều chỉnh')).toBeTruthy();
    expect(api.calls('POST', '/users/u-an/wallet/adjustments')).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: 'Trừ khỏi ví' }));
    await user.type(within(form).getByRole('textbox', { name: 'Số tiền' }), '50.000');
    await user.type(within(form).getByRole('textbox', { name: 'Lý do' }), 'Cộng nhầm');
    await user.click(within(form).getByRole('button', { name: 'Điều chỉnh số dư' }));
    expect(await within(form).findByText('Chỉ có thể trừ tối đa 40.000 ₫')).toBeTruthy();
    expect(api.calls('POST', '/users/u-an/wallet/adjustments')).toHaveLength(0);

    const field = within(form).getByRole('textbox', { name: 'Số tiền' });
    await user.clear(field);
    await user.type(field, '15000');
    await user.click(within(form).getByRole('button', { name: 'Điều chỉnh số dư' }));
    await waitFor(() => expect(api.calls('POST', '/users/u-an/wallet/adjustments')).toHaveLength(1));
    expect(api.calls('POST', '/users/u-an/wallet/adjustments')[0]!.body).toEqual({
      amount: -15_000,
      reason: 'Cộng nhầm',
    });
    await waitFor(() => expect(within(dialog).getByTestId('user-wallet-balance').textContent).toBe('25.000 ₫'));
    expect(within(dialog).getByRole('list', { name: 'Giao dịch ví của Nguyễn Văn An' }).textContent).toContain(
      '−15.000 ₫',
    );
  });
});
