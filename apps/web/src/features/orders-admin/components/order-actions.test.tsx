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

describe('the admin’s money buttons in the order detail', { timeout: 45_000 }, () => {
  it('confirms a payment before weighing only with a reason, sent as an override', async () => {
    const user = userEvent.setup();
    const detail = order({ status: 'PICKED_UP', finalTotal: null });
    const api = fakeApi({
      'GET /orders': () => ({ items: [detail], total: 1, page: 1, pageSize: 20 }),
      'GET /orders/:id': () => detail,
      'PATCH /orders/:id/payment': () =>
        order({
          status: 'PICKED_UP',
          paymentStatus: 'PAID',
          payment: { ...detail.payment, paidAmount: 52500, due: 0 },
        }),
    });
    renderApp(`/dashboard/order?id=${detail.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Ghi nhận thanh toán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đã thanh toán' });
    expect(within(dialog).getByText(/Đơn chưa cân, số tiền chỉ là tạm tính/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Đã thanh toán' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do xác nhận trước khi cân')).toBeTruthy();
    expect(api.calls('PATCH', `/orders/${detail.id}/payment`)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Lý do xác nhận trước khi cân' }),
      'Sinh viên trả trước tại quầy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Đã thanh toán' }));
    await waitFor(() => expect(api.calls('PATCH', `/orders/${detail.id}/payment`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${detail.id}/payment`)[0]!.body).toEqual({
      paymentStatus: 'PAID',
      paymentMethod: 'CASH',
      override: true,
      note: 'Sinh viên trả trước tại quầy',
    });
    expect(await screen.findByText('Đơn TSA-251121-0001: Đã thanh toán')).toBeTruthy();
  });

  it('confirms a weighed order without asking for a reason', async () => {
    const user = userEvent.setup();
    const detail = order({ status: 'WASHING', finalTotal: 60000 });
    const api = fakeApi({
      'GET /orders': () => ({ items: [detail], total: 1, page: 1, pageSize: 20 }),
      'GET /orders/:id': () => detail,
      'PATCH /orders/:id/payment': () => order({ status: 'WASHING', finalTotal: 60000, paymentStatus: 'PAID' }),
    });
    renderApp(`/dashboard/order?id=${detail.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Ghi nhận thanh toán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đã thanh toán' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Đã thanh toán' }));
    await waitFor(() => expect(api.calls('PATCH', `/orders/${detail.id}/payment`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${detail.id}/payment`)[0]!.body).toEqual({
      paymentStatus: 'PAID',
      paymentMethod: 'CASH',
    });
  });

  it('reverses a payment only with a reason', async () => {
    const user = userEvent.setup();
    const paid = { ...order().payment, paidAmount: 60000, due: 0 };
    const detail = order({ status: 'COMPLETED', finalTotal: 60000, paymentStatus: 'PAID', payment: paid });
    const api = fakeApi({
      'GET /orders': () => ({ items: [detail], total: 1, page: 1, pageSize: 20 }),
      'GET /orders/:id': () => detail,
      'PATCH /orders/:id/payment': () => order({ status: 'COMPLETED', finalTotal: 60000 }),
    });
    renderApp(`/dashboard/order?id=${detail.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Hủy ghi nhận thanh toán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy ghi nhận thanh toán đơn TSA-251121-0001?' });
    expect(within(dialog).getByText(/Khoản đã nhận 60\.000/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Hủy ghi nhận' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do hủy ghi nhận thanh toán')).toBeTruthy();
    expect(api.calls('PATCH', `/orders/${detail.id}/payment`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Lý do hủy ghi nhận' }), 'Hoàn tiền cho sinh viên');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy ghi nhận' }));
    await waitFor(() => expect(api.calls('PATCH', `/orders/${detail.id}/payment`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${detail.id}/payment`)[0]!.body).toEqual({
      paymentStatus: 'UNPAID',
      note: 'Hoàn tiền cho sinh viên',
    });
    expect(await screen.findByText('Đơn TSA-251121-0001: đã hủy ghi nhận thanh toán')).toBeTruthy();
  });

  it('completes a cash order only after "Đã thu … ₫?", sending the cash collected', async () => {
    const user = userEvent.setup();
    const payment = { ...order().payment, due: 60000 };
    const detail = order({ status: 'DELIVERING', finalTotal: 60000, payment });
    const api = fakeApi({
      'GET /orders': () => ({ items: [detail], total: 1, page: 1, pageSize: 20 }),
      'GET /orders/:id': () => detail,
      'PATCH /orders/:id/status': () =>
        order({ status: 'COMPLETED', finalTotal: 60000, paymentStatus: 'PAID', payment: { ...payment, due: 0 } }),
    });
    renderApp(`/dashboard/order?id=${detail.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Hoàn thành đơn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đã thu 60.000 ₫?' });
    expect(api.calls('PATCH', `/orders/${detail.id}/status`)).toHaveLength(0);
    const collected = within(dialog).getByRole('button', { name: 'Đã thu 60.000 ₫' }) as HTMLButtonElement;
    await waitFor(() => expect(collected.disabled).toBe(false));
    await user.click(collected);
    await waitFor(() => expect(api.calls('PATCH', `/orders/${detail.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${detail.id}/status`)[0]!.body).toEqual({
      status: 'COMPLETED',
      cashCollected: 60000,
    });
    expect(await screen.findByText('Đơn TSA-251121-0001: Hoàn thành')).toBeTruthy();
  });
});
