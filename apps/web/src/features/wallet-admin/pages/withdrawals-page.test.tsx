import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal } from '@tsa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const request = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '40000000-0000-4000-8000-000000000001',
  student: { id: 'u-an', name: 'Nguyễn Văn An', email: 'an@tsa.test', phoneNumber: '0912345678' },
  amount: 50_000,
  bankName: 'Vietcombank',
  accountNumber: '0071001234567',
  accountName: 'NGUYEN VAN AN',
  status: 'REQUESTED',
  handledBy: null,
  handledAt: null,
  note: null,
  createdAt: '2025-11-21T05:00:00.000Z',
  ...overrides,
});

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('the admins’ withdrawals page', { timeout: 30_000 }, () => {
  it('lists the waiting requests with where to send the money, and marks one paid', async () => {
    let current = request();
    const api = fakeApi({
      'GET /wallet/withdrawals': ({ query }) =>
        !query.get('status') || query.get('status') === current.status ? [current] : [],
      'POST /wallet/withdrawals/:id/paid': () => {
        current = request({ status: 'PAID', handledAt: '2025-11-21T06:00:00.000Z' });
        return current;
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/withdrawals');
    await screen.findByRole('heading', { level: 1, name: 'Rút tiền ví' });
    const card = await screen.findByRole('article', { name: 'Yêu cầu rút 50.000 ₫ của Nguyễn Văn An' });
    expect(card.textContent).toContain('0071001234567');
    expect(card.textContent).toContain('NGUYEN VAN AN');
    expect(api.calls('GET', '/wallet/withdrawals')[0]!.query.get('status')).toBe('REQUESTED');
    await user.click(within(card).getByRole('button', { name: 'Đã chuyển' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đã chuyển 50.000 ₫?' });
    await user.click(within(dialog).getByRole('button', { name: 'Đã chuyển' }));
    await waitFor(() => expect(api.calls('POST', `/wallet/withdrawals/${current.id}/paid`)).toHaveLength(1));
    expect(await screen.findByText('Không có yêu cầu rút tiền nào.')).toBeTruthy();
  });

  it('rejects only with a reason, sent to the server', async () => {
    const api = fakeApi({
      'GET /wallet/withdrawals': () => [request()],
      'POST /wallet/withdrawals/:id/reject': ({ body }) =>
        request({ status: 'REJECTED', note: (body as { reason: string }).reason }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/withdrawals');
    const card = await screen.findByRole('article', { name: 'Yêu cầu rút 50.000 ₫ của Nguyễn Văn An' });
    await user.click(within(card).getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu rút 50.000 ₫?' });
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do từ chối')).toBeTruthy();
    expect(api.calls('POST', `/wallet/withdrawals/${request().id}/reject`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Lý do từ chối' }), 'Sai số tài khoản');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(api.calls('POST', `/wallet/withdrawals/${request().id}/reject`)).toHaveLength(1));
    expect(api.calls('POST', `/wallet/withdrawals/${request().id}/reject`)[0]!.body).toEqual({
      reason: 'Sai số tài khoản',
    });
  });
});
