import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApiAs, fixtureItem, SHOES_ITEM, fixtureOrder, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });
// Whole pages through MUI in jsdom: give slow CI machines time before a wait gives up.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('staff orders', () => {
  it('weighs an order, showing the recomputed total, then marks it paid', async () => {
    const order = fixtureOrder({ status: 'PICKED_UP', items: [fixtureItem(), SHOES_ITEM], estimatedTotal: 92500 });
    const api = fakeApiAs(personOf('STAFF'), {
      'GET /orders': ({ query }) => pageOf(query.get('status') === 'PICKED_UP' ? [order] : []),
      'PATCH /orders/:id/status': () => ({ ...order, status: 'WASHING' }),
      'PATCH /orders/:id/payment': () => ({ ...order, paymentStatus: 'PAID' }),
    });
    const user = userEvent.setup();
    renderApp('/staff/order');
    const card = await screen.findByRole('listitem', { name: 'Đơn TSA-251121-0001' });

    await user.click(within(card).getByRole('button', { name: 'Nhận đồ & cân' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhận đồ & cân: TSA-251121-0001' });
    const total = within(dialog).getByTestId('weigh-total');
    expect(total.textContent).toBe('92.500 ₫');
    const kg = within(dialog).getByRole('textbox', { name: 'Số lượng thực tế Giặt sấy gấp theo kg (kg)' });
    await user.clear(kg);
    await user.type(kg, '4,2');
    expect(total.textContent).toBe('103.000 ₫');
    // Below the minimum the line is billed at the minimum.
    await user.clear(kg);
    await user.type(kg, '2');
    expect(within(dialog).getByText('Tính tối thiểu 3 kg')).toBeTruthy();
    expect(total.textContent).toBe('85.000 ₫');
    await user.clear(kg);
    await user.type(kg, '4,25');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận, bắt đầu giặt' }));
    expect(within(dialog).getByText('Số lượng lấy tối đa 1 chữ số thập phân')).toBeTruthy();
    await user.clear(kg);
    await user.type(kg, '4,2');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận, bắt đầu giặt' }));

    await waitFor(() => expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${order.id}/status`)[0]!.body).toEqual({
      status: 'WASHING',
      items: [
        { itemId: fixtureItem().id, quantity: 4.2 },
        { itemId: SHOES_ITEM.id, quantity: 1 },
      ],
    });
    expect(await screen.findByText('Đã cập nhật')).toBeTruthy();

    await user.click(await within(card).findByRole('button', { name: 'Đã thanh toán' }));
    const paid = await screen.findByRole('dialog', { name: 'Xác nhận đã thanh toán' });
    await user.click(within(paid).getByRole('button', { name: 'Đã thanh toán' }));
    await waitFor(() => expect(api.calls('PATCH', `/orders/${order.id}/payment`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${order.id}/payment`)[0]!.body).toEqual({ paymentStatus: 'PAID' });
  });

  it('marks a washed order ready from its tab', async () => {
    const order = fixtureOrder({
      status: 'WASHING',
      finalTotal: 63000,
      items: [fixtureItem({ finalQuantity: 4.2, finalAmount: 63000 })],
    });
    const api = fakeApiAs(personOf('STAFF'), {
      'GET /orders': ({ query }) => pageOf(query.get('status') === 'WASHING' ? [order] : []),
      'PATCH /orders/:id/status': () => ({ ...order, status: 'READY' }),
    });
    const user = userEvent.setup();
    renderApp('/staff/order?tab=WASHING');
    const card = await screen.findByRole('listitem', { name: 'Đơn TSA-251121-0001' });
    expect(within(card).getAllByText('63.000 ₫').length).toBeGreaterThan(0);
    expect(within(card).getByText('Thành tiền')).toBeTruthy();
    // It tells the student and cannot be undone: it asks once.
    await user.click(within(card).getByRole('button', { name: 'Đã giặt xong' }));
    const ask = await screen.findByRole('dialog', { name: 'Đã giặt xong đơn TSA-251121-0001?' });
    expect(within(ask).getByText(/Bước này không hoàn tác được/)).toBeTruthy();
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(0);
    const confirm = within(ask).getByRole('button', { name: 'Đã giặt xong' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    await waitFor(() => expect(api.calls('PATCH', `/orders/${order.id}/status`)[0]?.body).toEqual({ status: 'READY' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(1);
  });

  it('a double tap on "Đã giặt xong" sends nothing: the second tap lands on the question, and "Quay lại" keeps the order', async () => {
    const order = fixtureOrder({
      status: 'WASHING',
      finalTotal: 63000,
      items: [fixtureItem({ finalQuantity: 4.2, finalAmount: 63000 })],
    });
    const api = fakeApiAs(personOf('STAFF'), {
      'GET /orders': ({ query }) => pageOf(query.get('status') === 'WASHING' ? [order] : []),
      'PATCH /orders/:id/status': () => ({ ...order, status: 'READY' }),
    });
    renderApp('/staff/order?tab=WASHING');
    const card = await screen.findByRole('listitem', { name: 'Đơn TSA-251121-0001' });
    fireEvent.click(within(card).getByRole('button', { name: 'Đã giặt xong' }));
    const ask = await screen.findByRole('dialog', { name: 'Đã giặt xong đơn TSA-251121-0001?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Đã giặt xong' }));
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(0);
    expect(within(card).getByRole('button', { name: 'Đã giặt xong' })).toBeTruthy();
  });
});
