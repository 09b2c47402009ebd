import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, hcmDateOf, type OrderDetail } from '@tsa/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureOrder, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 90_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await import('./my-orders-page');
}, 60_000);

const BUILDING = 'b0000000-0000-4000-8000-0000000000a1';
const TODAY = hcmDateOf(new Date());
const IN_TWO_DAYS = addDays(TODAY, 2);

function upcoming(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = fixtureOrder({ status: 'CONFIRMED' });
  return {
    ...order,
    pickupDate: IN_TWO_DAYS,
    pickupSlot: '17-19',
    address: { ...order.address, buildingId: BUILDING },
    ...overrides,
  };
}

const WINDOWS = [
  { slot: '07-09', capacity: 5, taken: 5, remaining: 0, full: true },
  { slot: '11-13', capacity: 5, taken: 3, remaining: 2, full: false },
  { slot: '17-19', capacity: null, taken: 1, remaining: null, full: false },
  { slot: '19-21', capacity: 2, taken: 1, remaining: 1, full: false },
];

/** An order reminded the night before, which the student can confirm. */
function remindedOrder() {
  let order = upcoming({ pickupRemindedAt: new Date().toISOString() });
  const api = fakeApiAs(personOf('STUDENT'), {
    'GET /orders': () => pageOf([order]),
    'GET /orders/:id': () => order,
    'POST /orders/:id/confirm-pickup': () => {
      order = { ...order, pickupConfirmedAt: new Date().toISOString() };
      return order;
    },
  });
  return { order, api };
}

describe('changing a pickup without calling anyone', () => {
  it('moves the pickup to a window with places, showing a full one next to the windows', async () => {
    let order = upcoming();
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([order]),
      'GET /orders/:id': () => order,
      'GET /slots': () => WINDOWS,
      'PATCH /orders/:id/pickup': ({ body }) => {
        const { date, slot } = body as { date: string; slot: OrderDetail['pickupSlot'] };
        if (slot === '19-21') {
          const message = 'Hết chỗ: khung giờ này đã đủ lượt. Vui lòng chọn khung giờ khác';
          return reply(409, { statusCode: 409, code: 'orders/slot-full', message, fields: { slot: message } });
        }
        order = { ...order, pickupDate: date, pickupSlot: slot };
        return order;
      },
    });
    const user = userEvent.setup();
    renderApp(`/student/order?id=${order.id}`);
    const panel = await screen.findByRole('dialog', { name: order.code }, { timeout: 15_000 });
    await user.click(within(panel).getByRole('button', { name: 'Đổi giờ lấy đồ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi giờ lấy đồ' });
    await user.click(await within(dialog).findByRole('button', { name: /19:00–21:00 Còn 1 chỗ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Đổi giờ' }));
    expect(
      await within(dialog).findByText('Hết chỗ: khung giờ này đã đủ lượt. Vui lòng chọn khung giờ khác'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /11:00–13:00 Còn 2 chỗ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Đổi giờ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đổi giờ lấy đồ' })).toBeNull());
    expect(api.calls('PATCH', `/orders/${order.id}/pickup`).at(-1)!.body).toEqual({
      date: IN_TWO_DAYS,
      slot: '11-13',
    });
  });

  it("asks a roommate's name before saving where the bag is handed over", async () => {
    let order = upcoming();
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([order]),
      'GET /orders/:id': () => order,
      'PUT /orders/:id/handoff': ({ body }) => {
        const { pickup } = body as { pickup: { kind: 'ROOMMATE'; name: string } };
        order = { ...order, pickupHandoff: { kind: pickup.kind, name: pickup.name } };
        return order;
      },
    });
    const user = userEvent.setup();
    renderApp(`/student/order?id=${order.id}`);
    const panel = await screen.findByRole('dialog', { name: order.code }, { timeout: 15_000 });
    await user.click(within(panel).getByRole('button', { name: 'Nơi giao nhận' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nơi giao nhận' });
    const pickup = within(dialog).getByRole('radiogroup', { name: 'Khi lấy đồ' });
    await user.click(within(pickup).getByRole('radio', { name: 'Gửi bạn cùng phòng' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên bạn cùng phòng')).toBeTruthy();
    expect(api.calls('PUT', `/orders/${order.id}/handoff`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên bạn cùng phòng' }), 'Lan');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('PUT', `/orders/${order.id}/handoff`)).toHaveLength(1));
    expect(api.calls('PUT', `/orders/${order.id}/handoff`)[0]!.body).toEqual({
      pickup: { kind: 'ROOMMATE', name: 'Lan' },
      return: { kind: 'ROOM' },
    });
    expect(await within(panel).findByText('Gửi bạn cùng phòng: Lan')).toBeTruthy();
  });

  it("opens the reminder's choices from the notification link and confirms", async () => {
    const { order, api } = remindedOrder();
    const user = userEvent.setup();
    renderApp(`/student/order?id=${order.id}&action=confirm`);
    const reminder = await screen.findByRole('dialog', { name: `Lịch lấy đồ đơn ${order.code}` }, { timeout: 15_000 });
    expect(within(reminder).getByRole('button', { name: 'Đổi giờ' })).toBeTruthy();
    expect(within(reminder).getByRole('button', { name: 'Hủy đơn' })).toBeTruthy();
    await user.click(within(reminder).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(api.calls('POST', `/orders/${order.id}/confirm-pickup`)).toHaveLength(1));
    const panel = await screen.findByRole('dialog', { name: order.code });
    expect(await within(panel).findByText('Bạn đã xác nhận lịch lấy đồ.')).toBeTruthy();
  });

  it('confirms at once from the push\'s "Xác nhận" button, without asking again', async () => {
    const { order, api } = remindedOrder();
    const { router } = renderApp(`/student/order?id=${order.id}&action=confirm-now`);
    const panel = await screen.findByRole('dialog', { name: order.code }, { timeout: 15_000 });
    expect(await within(panel).findByText('Bạn đã xác nhận lịch lấy đồ.')).toBeTruthy();
    expect(api.calls('POST', `/orders/${order.id}/confirm-pickup`)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: `Lịch lấy đồ đơn ${order.code}` })).toBeNull();
    // Out of the address: going back or reloading does not send it again.
    expect(router.state.location.search).toBe(`?id=${order.id}`);
  });
});
