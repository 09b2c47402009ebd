import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { order, page } from '../fixtures.test-data';

beforeAll(async () => {
  // Lazy routes: load the page once up front so the first test does not pay for it.
  await import('./orders-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

function lastListQuery(api: ReturnType<typeof fakeApi>): URLSearchParams {
  const calls = api.calls('GET', '/orders');
  expect(calls.length).toBeGreaterThan(0);
  return calls.at(-1)!.query;
}

describe('admin orders page', { timeout: 45_000 }, () => {
  it('asks the server for what the URL says, and keeps the URL in step with the table', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /orders': ({ query }) =>
        page(
          [order(), order({ id: '30000000-0000-4000-8000-000000000002', code: 'TSA-251121-0002', status: 'WASHING' })],
          42,
          Number(query.get('page') ?? 1),
        ),
      'GET /orders/export.csv': () =>
        reply(200, '\uFEFFMã đơn,Ngày đặt\nTSA-251121-0001,21/11/2025\n', {
          'content-type': 'text/csv; charset=utf-8',
        }),
    });
    const { router } = renderApp(
      '/dashboard/order?status=PENDING&status=WASHING&paymentStatus=UNPAID&from=2025-11-01&to=2025-11-30&search=an&page=2&sort=code:asc',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Quản lý đơn hàng' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /TSA-251121-0002/ })).toBeTruthy();
    const query = lastListQuery(api);
    expect(query.getAll('status')).toEqual(['PENDING', 'WASHING']);
    expect(query.get('paymentStatus')).toBe('UNPAID');
    expect(query.get('from')).toBe('2025-11-01');
    expect(query.get('to')).toBe('2025-11-30');
    expect(query.get('search')).toBe('an');
    expect(query.get('page')).toBe('2');
    expect(query.get('pageSize')).toBe('20');
    expect(query.get('sort')).toBe('code:asc');
    // The controls show the same state.
    expect(screen.getByRole('button', { name: 'Chờ xác nhận' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Đã xác nhận' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByRole('searchbox', { name: 'Tìm đơn hàng' }) as HTMLInputElement).value).toBe('an');
    expect(screen.getByText('21–40 trên 42')).toBeTruthy();

    // Sorting by a column goes back to page 1; again flips it.
    await user.click(screen.getByRole('button', { name: 'Lấy đồ' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('pickupDate:asc'));
    expect(lastListQuery(api).get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: /^Lấy đồ/ }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('pickupDate:desc'));
    expect(router.state.location.search).toContain('sort=pickupDate%3Adesc');
    expect(router.state.location.search).not.toContain('page=');

    // A status chip toggles its status.
    await user.click(screen.getByRole('button', { name: 'Đang giặt' }));
    await waitFor(() => expect(lastListQuery(api).getAll('status')).toEqual(['PENDING']));
    expect(new URLSearchParams(router.state.location.search).getAll('status')).toEqual(['PENDING']);

    // Typing searches after a pause.
    const search = screen.getByRole('searchbox', { name: 'Tìm đơn hàng' });
    await user.clear(search);
    await user.type(search, 'TSA-251121-0002');
    await waitFor(() => expect(lastListQuery(api).get('search')).toBe('TSA-251121-0002'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('TSA-251121-0002');

    // The next page.
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(lastListQuery(api).get('page')).toBe('2'));

    // The CSV export sends the same filters (not the page) and downloads the answer.
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const exported = api.calls('GET', '/orders/export.csv')[0]!.query;
    expect(exported.getAll('status')).toEqual(['PENDING']);
    expect(exported.get('search')).toBe('TSA-251121-0002');
    expect(exported.get('from')).toBe('2025-11-01');
    expect(exported.get('page')).toBeNull();
    expect(clicks[0]!.download).toMatch(/^don-hang-\d{8}\.csv$/);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await screen.findByText(/^Đã xuất don-hang-\d{8}\.csv$/)).toBeTruthy();
  });

  it('shows a transfer far from the estimate as needing a look, before weighing', async () => {
    const detail = order({
      paymentMethod: 'BANK_TRANSFER',
      payment: { paidAmount: 1, due: 52499, flag: 'PARTIAL', transferClaimedAt: null, payments: [], transfer: null },
    });
    fakeApi({ 'GET /orders': () => page([detail]), 'GET /orders/:id': () => detail });
    renderApp(`/dashboard/order?id=${detail.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    const payment = await within(drawer).findByRole('region', { name: 'Thanh toán' });
    expect(within(payment).getByText('Cần kiểm tra')).toBeTruthy();
    expect(within(payment).getByText('Chuyển thiếu: đã nhận 1 ₫, tạm tính 52.500 ₫')).toBeTruthy();
  });

  it('opens an order in the drawer and refuses to cancel it without a reason', async () => {
    const user = userEvent.setup();
    const detail = order({ status: 'CONFIRMED' });
    const api = fakeApi({
      'GET /orders': () => page([detail]),
      'GET /orders/:id': () => detail,
      'POST /orders/:id/cancel': ({ body }) =>
        order({ status: 'CANCELLED', cancelReason: (body as { reason: string }).reason }),
    });
    const { router } = renderApp('/dashboard/order');
    await user.click(await screen.findByRole('row', { name: /TSA-251121-0001/ }));
    expect(router.state.location.search).toBe(`?id=${detail.id}`);

    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    expect(await within(drawer).findByText('KTX Khu A · Tòa A1 · Phòng 101')).toBeTruthy();
    expect(within(drawer).getByRole('list', { name: 'Tiến trình đơn hàng' })).toBeTruthy();
    // CONFIRMED → PICKED_UP is the only step forward.
    expect(within(drawer).getByRole('button', { name: 'Xác nhận đã lấy đồ' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Xác nhận đơn' })).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Hủy đơn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy đơn TSA-251121-0001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do hủy đơn')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Lý do hủy' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do hủy đơn')).toBeTruthy();
    expect(api.calls('POST', `/orders/${detail.id}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Lý do hủy' }), 'Sinh viên đổi ý, gọi điện hủy');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }));
    await waitFor(() => expect(api.calls('POST', `/orders/${detail.id}/cancel`)).toHaveLength(1));
    expect(api.calls('POST', `/orders/${detail.id}/cancel`)[0]!.body).toEqual({
      reason: 'Sinh viên đổi ý, gọi điện hủy',
    });
    expect(await screen.findByText('Đã hủy đơn TSA-251121-0001')).toBeTruthy();
    expect(await within(drawer).findByText('Lý do hủy: Sinh viên đổi ý, gọi điện hủy')).toBeTruthy();
  });

  it('shows a transfer the student says was sent as "Chờ kiểm tra chuyển khoản", in the list and the detail, with a filter', async () => {
    const user = userEvent.setup();
    const claimedAt = '2025-11-22T03:15:00.000Z';
    const claimed = order({
      id: '30000000-0000-4000-8000-000000000003',
      code: 'TSA-251121-0003',
      status: 'WASHING',
      finalTotal: 60000,
      paymentMethod: 'BANK_TRANSFER',
      transferClaimedAt: claimedAt,
      payment: { ...order().payment, due: 60000, transferClaimedAt: claimedAt },
    });
    const api = fakeApi({
      'GET /orders': ({ query }) =>
        page(query.get('paymentStatus') === 'TRANSFER_CLAIMED' ? [claimed] : [order(), claimed]),
      'GET /orders/:id': () => claimed,
    });
    renderApp('/dashboard/order');
    const row = await screen.findByRole('row', { name: /TSA-251121-0003/ });
    expect(within(row).getByText('Chờ kiểm tra chuyển khoản')).toBeTruthy();
    const unpaid = screen.getByRole('row', { name: /TSA-251121-0001/ });
    expect(within(unpaid).getByText('Chưa thanh toán')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Thanh toán' }));
    await user.click(await screen.findByRole('option', { name: 'Chờ kiểm tra chuyển khoản' }));
    await waitFor(() => expect(lastListQuery(api).get('paymentStatus')).toBe('TRANSFER_CLAIMED'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /TSA-251121-0001/ })).toBeNull());

    await user.click(screen.getByRole('row', { name: /TSA-251121-0003/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0003' });
    expect(await within(drawer).findByText('Chờ kiểm tra chuyển khoản')).toBeTruthy();
    expect(within(drawer).getByText('Sinh viên báo đã chuyển')).toBeTruthy();
    expect(within(drawer).queryByText('Chưa thanh toán')).toBeNull();
  });

  it('moves an order one step with the buttons the status machine allows', async () => {
    const user = userEvent.setup();
    const detail = order();
    const api = fakeApi({
      'GET /orders': () => page([detail]),
      'GET /orders/:id': () => detail,
      'PATCH /orders/:id/status': ({ body }) => order({ status: (body as { status: 'CONFIRMED' }).status }),
    });
    renderApp(`/dashboard/order?id=${detail.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Xác nhận đơn' }));
    // No step goes back, and the next one appears in the same place: each asks once, and its
    // button wakes only after the tap that opened the question.
    const ask = await screen.findByRole('dialog', { name: 'Chuyển đơn TSA-251121-0001 sang "Đã xác nhận"?' });
    const confirm = within(ask).getByRole('button', { name: 'Xác nhận đơn' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(api.calls('PATCH', `/orders/${detail.id}/status`)).toHaveLength(0);
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    await waitFor(() => expect(api.calls('PATCH', `/orders/${detail.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${detail.id}/status`)[0]!.body).toEqual({ status: 'CONFIRMED' });
    expect(await screen.findByText('Đơn TSA-251121-0001: Đã xác nhận')).toBeTruthy();
    expect(await within(drawer).findByRole('button', { name: 'Xác nhận đã lấy đồ' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Chuyển đơn/ })).toBeNull());
  });
});
