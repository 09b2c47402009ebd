import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureOrder, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });
// Whole pages through MUI in jsdom: give slow CI machines time before a wait gives up.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my orders', () => {
  it('filters by status, opens an order and cancels it with a reason', async () => {
    let order = fixtureOrder({ status: 'CONFIRMED' });
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([order]),
      'GET /orders/:id': () => order,
      'POST /orders/:id/cancel': ({ body }) => {
        order = {
          ...order,
          status: 'CANCELLED',
          cancelReason: (body as { reason?: string }).reason ?? null,
          history: [
            ...order.history,
            {
              id: 'h9',
              from: 'CONFIRMED',
              to: 'CANCELLED',
              at: '2025-11-21T06:00:00.000Z',
              by: order.history[0]!.by,
              note: 'Bận thi',
              kind: 'STATUS',
            },
          ],
        };
        return order;
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/student/order');
    await screen.findByRole('heading', { level: 1, name: 'Đơn của tôi' });
    const card = await screen.findByRole('link', { name: 'Đơn TSA-251121-0001' });

    await user.click(screen.getByRole('button', { name: 'Đã xác nhận' }));
    await waitFor(() => expect(api.calls('GET', '/orders').at(-1)!.query.get('status')).toBe('CONFIRMED'));

    await user.click(card);
    const panel = await screen.findByRole('dialog', { name: 'TSA-251121-0001' });
    expect(router.state.location.search).toContain(`id=${order.id}`);
    expect(within(panel).getByRole('list', { name: 'Tiến trình đơn hàng' })).toBeTruthy();
    expect(within(panel).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'In nhãn' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Hủy đơn' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hủy đơn TSA-251121-0001?' });
    await user.type(within(confirm).getByRole('textbox'), 'Bận thi');
    await user.click(within(confirm).getByRole('button', { name: 'Hủy đơn' }));
    await waitFor(() => expect(api.calls('POST', `/orders/${order.id}/cancel`)).toHaveLength(1));
    expect(api.calls('POST', `/orders/${order.id}/cancel`)[0]!.body).toEqual({ reason: 'Bận thi' });
    expect(await within(panel).findByText('Đơn đã bị hủy. Lý do: Bận thi')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
    // A cancelled order's bag goes nowhere: no label to print.
    expect(within(panel).queryByRole('button', { name: 'In nhãn' })).toBeNull();
  });

  it('opens the order named in the address, as notifications link it', async () => {
    const order = fixtureOrder({ status: 'WASHING' });
    fakeApiAs(personOf('STUDENT'), { 'GET /orders': () => pageOf([order]), 'GET /orders/:id': () => order });
    renderApp(`/student/order?id=${order.id}`);
    const panel = await screen.findByRole('dialog', { name: 'TSA-251121-0001' });
    expect(within(panel).queryByRole('button', { name: 'Hủy đơn' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('invites the first order when there is none', async () => {
    fakeApiAs(personOf('STUDENT'), { 'GET /orders': () => pageOf([]) });
    renderApp('/student');
    expect(await screen.findByText('Bạn chưa có đơn nào đang xử lý')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đặt đơn đầu tiên' }).getAttribute('href')).toBe('/student/order/add');
  });

  it('rates a completed order once with stars and a comment', async () => {
    const order = fixtureOrder({ status: 'COMPLETED' });
    let rating: unknown = null;
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([order]),
      'GET /orders/:id': () => order,
      'GET /orders/:id/rating': () => ({ rating }),
      'POST /orders/:id/rating': ({ body }) => {
        rating = { orderId: order.id, createdAt: '2025-11-21T07:00:00.000Z', ...(body as object) };
        return reply(201, rating);
      },
    });
    const user = userEvent.setup();
    renderApp(`/student/order?id=${order.id}`);
    const panel = await screen.findByRole('dialog', { name: 'TSA-251121-0001' }, { timeout: 20_000 });
    const section = await within(panel).findByRole('group', { name: 'Bạn thấy đơn này thế nào?' });

    // No stars yet: the form says so instead of sending.
    await user.click(within(section).getByRole('button', { name: 'Gửi đánh giá' }));
    expect(within(section).getByRole('alert').textContent).toBe('Vui lòng chọn số sao từ 1 đến 5');
    expect(api.calls('POST', `/orders/${order.id}/rating`)).toHaveLength(0);

    // The stars are radio buttons with a name each (the arrow keys are the browser's: the e2e journey
    // uses them). A plain click: jsdom has no layout for Material's hover-to-preview.
    fireEvent.click(within(section).getByRole('radio', { name: '4 sao: Tốt' }), { clientX: 1 });
    const comment = within(section).getByRole('textbox', { name: 'Nhận xét (không bắt buộc)' });
    await user.type(comment, 'Thơm và gấp gọn');
    expect(within(section).getByText('15/280')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Gửi đánh giá' }));

    await waitFor(() => expect(api.calls('POST', `/orders/${order.id}/rating`)).toHaveLength(1));
    expect(api.calls('POST', `/orders/${order.id}/rating`)[0]!.body).toEqual({ stars: 4, comment: 'Thơm và gấp gọn' });
    // Sent once: what was sent shows instead of the form.
    expect(await within(panel).findByText('“Thơm và gấp gọn”')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Bạn đã đánh giá 4 sao: Tốt' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Gửi đánh giá' })).toBeNull();
  }, 60_000);

  it('offers no rating before completion and "Đặt lại" on past orders', async () => {
    const active = fixtureOrder({ status: 'READY' });
    const done = fixtureOrder({
      id: '30000000-0000-4000-8000-000000000002',
      code: 'TSA-251120-0002',
      status: 'CANCELLED',
    });
    fakeApiAs(personOf('STUDENT'), {
      'GET /orders': () => pageOf([active, done]),
      'GET /orders/:id': ({ params }) => (params.id === done.id ? done : active),
    });
    renderApp('/student/order');
    // In the list: only the past order offers to order again.
    const again = await screen.findByRole('link', { name: 'Đặt lại đơn TSA-251120-0002' }, { timeout: 20_000 });
    expect(again.getAttribute('href')).toBe(`/student/order/add?from=${done.id}`);
    expect(screen.queryByRole('link', { name: 'Đặt lại đơn TSA-251121-0001' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Đơn TSA-251121-0001' }));
    const panel = await screen.findByRole('dialog', { name: 'TSA-251121-0001' });
    expect(within(panel).queryByText('Bạn thấy đơn này thế nào?')).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Đặt lại' })).toBeNull();
  }, 60_000);
});
