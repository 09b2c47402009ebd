import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankTransaction } from '@tsa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const unmatched: BankTransaction = {
  id: '50000000-0000-4000-8000-000000000001',
  externalId: '9001',
  gateway: 'Vietcombank',
  transactionDate: '2025-11-21 10:15:00',
  accountNumber: '0123456789',
  content: 'chuyen tien nap vi',
  amount: 100_000,
  referenceCode: 'FT9001',
  status: 'UNMATCHED',
  flag: null,
  order: null,
  wallet: null,
  matchedBy: null,
  matchedAt: null,
  receivedAt: '2025-11-21T03:15:00.000Z',
};

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('matching an unmatched transfer by hand', { timeout: 30_000 }, () => {
  it('takes a wallet’s top-up code as well as an order code, and says whose wallet was credited', async () => {
    const api = fakeApi({
      'GET /payments/transactions': () => [unmatched],
      'POST /payments/transactions/:id/match': () => ({
        ...unmatched,
        status: 'MATCHED',
        wallet: { userId: 'u-an', name: 'Nguyễn Văn An' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/payments');
    await screen.findByText('chuyen tien nap vi');
    await user.click(screen.getByRole('button', { name: 'Khớp với đơn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Khớp giao dịch 100.000 ₫' });
    expect(dialog.textContent).toContain('mã nạp ví (NAP…)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mã đơn hoặc mã nạp ví' }), 'NAPK7Q2M9XZ');
    await user.click(within(dialog).getByRole('button', { name: 'Khớp với đơn' }));
    await waitFor(() => expect(api.calls('POST', `/payments/transactions/${unmatched.id}/match`)).toHaveLength(1));
    expect(api.calls('POST', `/payments/transactions/${unmatched.id}/match`)[0]!.body).toEqual({
      orderCode: 'NAPK7Q2M9XZ',
    });
    expect(await screen.findByText('Đã nạp vào ví TSA của Nguyễn Văn An')).toBeTruthy();
  });
});
