import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, hcmDateOf, type OrderDetail } from '@tsa/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureOrder, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 90_000 });
afterEach(() => vi.unstubAllGlobals());
// The page is a lazy route: load it once up front so the first test does not pay for it.
beforeAll(async () => {
  await import('./my-orders-page');
}, 60_000);

const BUILDING = 'b0000000-0000-4000-8000-0000000000a1';
const TOMORROW = addDays(hcmDateOf(new Date()), 1);

function readyOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = fixtureOrder({ status: 'READY' });
  return { ...order, address: { ...order.address, buildingId: BUILDING }, ...overrides };
}

describe('choosing the return window ("Chọn giờ trả đồ")', () => {
  it('shows the places left, refuses a full window and books another', async () => {
    let order = readyOrder();
    let attempts = 0;
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([order]),
      'GET /orders/:id': () => order,
      'GET /slots': () => [
        { slot: '07-09', capacity: 5, taken: 5, remaining: 0, full: true },
        { slot: '11-13', capacity: 5, taken: 3, remaining: 2, full: false },
        { slot: '17-19', capacity: null, taken: 1, remaining: null, full: false },
        { slot: '19-21', capacity: 2, taken: 1, remaining: 1, full: false },
      ],
      'PUT /orders/:id/return-slot': ({ body }) => {
        attempts += 1;
        const { returnDate, returnSlot } = body as { returnDate: string; returnSlot: OrderDetail['returnSlot'] };
        if (returnSlot === '19-21') {
          const message = 'Hết chỗ: khung giờ này đã đủ lượt. Vui lòng chọn khung giờ khác';
          return reply(409, { statusCode: 409, code: 'orders/slot-full', message, fields: { returnSlot: message } });
        }
        order = { ...order, returnDate, returnSlot };
        return order;
      },
    });
    const user = userEvent.setup();
    renderApp(`/student/order?id=${order.id}`);
    const panel = await screen.findByRole('dialog', { name: order.code }, { timeout: 15_000 });
    expect(within(panel).getByText(/Đồ của bạn đã giặt xong/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Chọn giờ trả đồ' }));

    const dialog = await screen.findByRole('dialog', { name: 'Chọn giờ trả đồ' });
    await user.click(within(dialog).getByRole('button', { name: /Ngày mai/ }));
    expect(await within(dialog).findByRole('button', { name: /07:00–09:00 Hết chỗ/ })).toHaveProperty('disabled', true);
    const slots = api.calls('GET', '/slots');
    expect(slots.at(-1)!.query.get('orderId')).toBe(order.id);
    expect(slots.at(-1)!.query.get('buildingId')).toBe(BUILDING);

    // Someone took the last evening place meanwhile: the answer shows under the windows.
    await user.click(within(dialog).getByRole('button', { name: /19:00–21:00 Còn 1 chỗ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận giờ trả' }));
    expect(
      await within(dialog).findByText('Hết chỗ: khung giờ này đã đủ lượt. Vui lòng chọn khung giờ khác'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /11:00–13:00 Còn 2 chỗ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận giờ trả' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(api.calls('PUT', `/orders/${order.id}/return-slot`).at(-1)!.body).toEqual({
      returnDate: TOMORROW,
      returnSlot: '11-13',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chọn giờ trả đồ' })).toBeNull());
    expect(await within(panel).findByRole('button', { name: 'Đổi giờ trả đồ' })).toBeTruthy();
    expect(within(panel).getByText(/^11:00–13:00 · /)).toBeTruthy();
  });

  it('offers no choice before the order is ready', async () => {
    const order = readyOrder({ status: 'WASHING' });
    fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([order]),
      'GET /orders/:id': () => order,
    });
    renderApp(`/student/order?id=${order.id}`);
    const panel = await screen.findByRole('dialog', { name: order.code }, { timeout: 15_000 });
    expect(within(panel).queryByRole('button', { name: 'Chọn giờ trả đồ' })).toBeNull();
  });
});
