import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { order } from '../fixtures.test-data';

beforeAll(async () => {
  await import('../pages/orders-page');
});
beforeEach(() => signInAsAdmin());

describe('the admin’s payment confirmation of a "Trừ ví" order', { timeout: 45_000 }, () => {
  it('offers only what a person can receive (cash, transfer), never the wallet', async () => {
    const user = userEvent.setup();
    const detail = order({ status: 'WASHING', finalTotal: 60000, paymentMethod: 'WALLET' });
    const api = fakeApi({
      'GET /orders': () => ({ items: [detail], total: 1, page: 1, pageSize: 20 }),
      'GET /orders/:id': () => detail,
      'PATCH /orders/:id/payment': () => order({ status: 'WASHING', finalTotal: 60000, paymentStatus: 'PAID' }),
    });
    renderApp(`/dashboard/order?id=${detail.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Ghi nhận thanh toán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đã thanh toán' });
    const choices = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['Tiền mặt', 'Chuyển khoản']);
    await user.click(within(dialog).getByRole('button', { name: 'Đã thanh toán' }));
    await waitFor(() => expect(api.calls('PATCH', `/orders/${detail.id}/payment`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${detail.id}/payment`)[0]!.body).toMatchObject({ paymentMethod: 'CASH' });
  });
});
