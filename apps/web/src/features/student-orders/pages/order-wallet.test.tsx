import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wallet } from '@tsa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureOrder, pageOf, personOf, SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const wallet = (balance: number): Wallet => ({
  balance,
  topUpCode: 'NAPK7Q2M9XZ',
  bank: null,
  accountNumber: '',
  accountName: '',
  automaticConfirmation: true,
  limits: { minTopUp: 10_000, maxAmount: 10_000_000, maxBalance: 20_000_000 },
  pendingWithdrawals: [],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-21T05:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paying an order with ví TSA', { timeout: 45_000 }, () => {
  it('a weighed unpaid order offers "Thanh toán bằng ví" when the balance covers it, and pays with a tap', async () => {
    const weighed = fixtureOrder({ status: 'WASHING', finalTotal: 60_000 });
    const due = { ...weighed, payment: { ...weighed.payment, due: 60_000 } };
    let balance = 100_000;
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([due]),
      'GET /orders/:id': () => due,
      'GET /wallet': () => wallet(balance),
      'POST /orders/:id/pay-from-wallet': ({ params }) => {
        balance -= 60_000;
        return { orderId: params.id, paid: 60_000, balance };
      },
    });
    const user = userEvent.setup();
    renderApp(`/student/order?id=${due.id}`);
    const panel = await screen.findByRole('dialog', { name: 'TSA-251121-0001' });
    const pay = await within(panel).findByRole('button', { name: /Thanh toán bằng ví \(60\.000 ₫\)/ });
    await user.click(pay);
    await waitFor(() => expect(api.calls('POST', `/orders/${due.id}/pay-from-wallet`)).toHaveLength(1));
    expect(await screen.findByText('Đã trả 60.000 ₫ bằng ví TSA. Số dư còn 40.000 ₫')).toBeTruthy();
  });

  it('is not offered when the balance is short of what is due', async () => {
    const weighed = fixtureOrder({ status: 'WASHING', finalTotal: 60_000 });
    const due = { ...weighed, payment: { ...weighed.payment, due: 60_000 } };
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([due]),
      'GET /orders/:id': () => due,
      'GET /wallet': () => wallet(59_999),
    });
    renderApp(`/student/order?id=${due.id}`);
    const panel = await screen.findByRole('dialog', { name: 'TSA-251121-0001' });
    await waitFor(() => expect(api.calls('GET', '/wallet').length).toBeGreaterThan(0));
    await within(panel).findByText('Thanh toán');
    expect(within(panel).queryByRole('button', { name: /Thanh toán bằng ví/ })).toBeNull();
    // Chosen "Trừ ví" at order time: the short balance is said, with the way to top up.
    expect(within(panel).queryByRole('link', { name: 'Nạp tiền vào ví' })).toBeNull();
  });

  it('a "Trừ ví" order the balance could not pay says how much is there and leads to a top-up', async () => {
    const weighed = fixtureOrder({ status: 'WASHING', finalTotal: 60_000, paymentMethod: 'WALLET' });
    const due = { ...weighed, payment: { ...weighed.payment, due: 60_000 } };
    fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([due]),
      'GET /orders/:id': () => due,
      'GET /wallet': () => wallet(20_000),
    });
    renderApp(`/student/order?id=${due.id}`);
    const panel = await screen.findByRole('dialog', { name: 'TSA-251121-0001' });
    const link = await within(panel).findByRole('link', { name: 'Nạp tiền vào ví' });
    expect(link.getAttribute('href')).toBe('/student/wallet');
    expect(link.closest('[role="alert"]')?.textContent).toContain('Ví TSA còn 20.000 ₫, chưa đủ 60.000 ₫');
  });

  it('the order form shows the balance under "Trừ ví TSA" and leads to a top-up when it is below the estimate', async () => {
    const created = fixtureOrder({ id: '30000000-0000-4000-8000-0000000000aa', code: 'TSA-251121-0007' });
    fakeApiAs(personOf('STUDENT'), {
      'GET /services': () => SERVICES,
      'GET /wallet': () => wallet(30_000),
      'POST /orders': () => reply(201, created),
      'GET /orders': () => pageOf([created]),
    });
    const user = userEvent.setup();
    renderApp('/student/order/add');
    await screen.findByRole('heading', { level: 1, name: 'Đặt giặt' });
    const option = await screen.findByRole('radio', { name: /Trừ ví TSA.*Số dư ví: 30\.000 ₫/ });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: `Thêm ${SERVICES[1]!.name}` }));
    const link = await screen.findByRole('link', { name: 'Nạp tiền vào ví' });
    expect(link.getAttribute('href')).toBe('/student/wallet');
    expect(link.closest('[role="alert"]')?.textContent).toContain('Số dư ví TSA (30.000 ₫) chưa đủ tạm tính');
  });
});
