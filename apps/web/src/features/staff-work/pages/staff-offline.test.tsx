import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { fakeApiAs, fixtureOrder, fixtureTask, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const TASK_STATUS = '/deliveries/50000000-0000-4000-8000-000000000001/status';

/** The device's network, as the browser reports it and as `fetch` meets it. */
function network() {
  let up = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => up);
  return {
    get up() {
      return up;
    },
    /** The browser's own events: the query client listens to them. */
    drop() {
      up = false;
      act(() => void window.dispatchEvent(new Event('offline')));
    },
    restore() {
      up = true;
      act(() => void window.dispatchEvent(new Event('online')));
    },
    /** Gone before the page opened: no event was heard. */
    goneBeforeOpening() {
      up = false;
    },
  };
}

function serve(net: ReturnType<typeof network>) {
  let tasks = [fixtureTask({ slot: '19-21' })];
  const reachable = () => {
    if (!net.up) throw new TypeError('Failed to fetch');
  };
  return fakeApiAs(personOf('STAFF'), {
    'GET /deliveries': () => {
      reachable();
      return pageOf(tasks);
    },
    'PATCH /deliveries/:id/status': ({ params, body }) => {
      reachable();
      const { status } = body as { status: 'IN_PROGRESS' };
      tasks = tasks.map((task) => (task.id === params.id ? { ...task, status } : task));
      return tasks.find((task) => task.id === params.id);
    },
    'GET /orders': () => pageOf([]),
  });
}

async function openTasks(queryClient = createQueryClient()) {
  const view = renderApp('/staff/delivery', queryClient);
  await screen.findByRole('heading', { level: 1, name: 'Giao nhận' });
  return { ...view, card: await screen.findByRole('listitem', { name: 'Lấy đồ TSA-251121-0001' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('staff tasks without a network', () => {
  it('says at once that an action will be sent when the network is back, closes its dialog, then sends it', async () => {
    // 08:00 on the task's day, before its 19–21 window: "Bắt đầu" asks first.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-21T01:00:00.000Z'));
    const net = network();
    const api = serve(net);
    const user = userEvent.setup();
    const { card } = await openTasks();

    net.drop();
    await user.click(within(card).getByRole('button', { name: 'Bắt đầu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chưa đến giờ lấy đồ' });
    await user.click(within(dialog).getByRole('button', { name: 'Vẫn bắt đầu' }));

    await screen.findByText('Không có mạng: thao tác sẽ tự gửi khi có mạng trở lại');
    expect((await within(card).findByRole('status')).textContent).toBe('Chờ có mạng để gửi — đừng đóng trang này.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chưa đến giờ lấy đồ' })).toBeNull());
    expect(api.calls('PATCH', TASK_STATUS)).toHaveLength(0);

    net.restore();
    await waitFor(() => expect(api.calls('PATCH', TASK_STATUS)).toHaveLength(1));
    await screen.findByText('Đã cập nhật');
    expect(within(card).queryByText('Chờ có mạng để gửi — đừng đóng trang này.')).toBeNull();
  });

  it('holds an action taken before the page heard the network go, instead of failing it', async () => {
    const net = network();
    const api = serve(net);
    const user = userEvent.setup();
    const { card } = await openTasks();

    net.goneBeforeOpening();
    await user.click(within(card).getByRole('button', { name: 'Bắt đầu' }));
    await screen.findByText('Không có mạng: thao tác sẽ tự gửi khi có mạng trở lại');
    expect(screen.queryByText(/Không thể kết nối tới máy chủ/)).toBeNull();

    net.restore();
    await screen.findByText('Đã cập nhật');
    // The attempt that met no network, then the one sent when it came back.
    expect(api.calls('PATCH', TASK_STATUS)).toHaveLength(2);
  });

  it('shows the copy kept on the device at once, and drops its notice as soon as the network is back', async () => {
    const net = network();
    const api = serve(net);
    const first = await openTasks();
    first.unmount();

    // Opened again in a dead spot: the page has not heard any "offline" event.
    net.goneBeforeOpening();
    await openTasks();
    await screen.findByTestId('offline-copy-notice');
    // The copy came with the first failed attempt, not after the retries.
    expect(api.calls('GET', '/deliveries')).toHaveLength(2);

    net.restore();
    await waitFor(() => expect(screen.queryByTestId('offline-copy-notice')).toBeNull());
    expect(api.calls('GET', '/deliveries')).toHaveLength(3);
    expect(screen.getByRole('listitem', { name: 'Lấy đồ TSA-251121-0001' })).toBeTruthy();
  });

  it('closes the weighing dialog at once when the weights wait for the network, and sends them once it is back', async () => {
    const net = network();
    const order = fixtureOrder({ status: 'PICKED_UP' });
    const api = fakeApiAs(personOf('STAFF'), {
      'GET /orders': ({ query }) => pageOf(query.get('status') === 'PICKED_UP' ? [order] : []),
      'PATCH /orders/:id/status': () => {
        if (!net.up) throw new TypeError('Failed to fetch');
        return { ...order, status: 'WASHING' };
      },
    });
    const user = userEvent.setup();
    renderApp('/staff/order', createQueryClient());
    const card = await screen.findByRole('listitem', { name: 'Đơn TSA-251121-0001' });
    await user.click(within(card).getByRole('button', { name: 'Nhận đồ & cân' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhận đồ & cân: TSA-251121-0001' });

    net.drop();
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận, bắt đầu giặt' }));
    await screen.findByText('Không có mạng: thao tác sẽ tự gửi khi có mạng trở lại');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Nhận đồ & cân/ })).toBeNull());
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(0);

    net.restore();
    await waitFor(() => expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(1));
    expect(api.calls('PATCH', `/orders/${order.id}/status`)[0]!.body).toMatchObject({ status: 'WASHING' });
  });

  it('says which parts of the home need the network instead of grey placeholders, and loads them once it is back', async () => {
    const net = network();
    const period = {
      from: '2025-11-21',
      to: '2025-11-21',
      tasksAssigned: 3,
      pickupsDone: 1,
      dropoffsDone: 0,
      tasksFailed: 0,
      tasksOpen: 2,
      ordersHandled: 1,
      avgTaskMinutes: null,
    };
    const reachable = <T,>(answer: T) => {
      if (!net.up) throw new TypeError('Failed to fetch');
      return answer;
    };
    fakeApiAs(personOf('STAFF'), {
      'GET /deliveries': () => reachable(pageOf([])),
      'GET /orders': () => reachable(pageOf([])),
      'GET /stats/me': () => reachable({ today: period, week: period }),
      'GET /payments/cash/me': () => reachable({ date: '2025-11-21', total: 0, collections: [] }),
    });
    // Signed in once with a network; opened again in a dead spot with nothing of these parts kept.
    const first = renderApp('/staff', createQueryClient());
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    first.unmount();
    net.goneBeforeOpening();
    renderApp('/staff', createQueryClient());
    expect(await screen.findByText('Kết quả của bạn: cần có mạng để tải, sẽ tự tải khi có mạng trở lại.')).toBeTruthy();
    expect(
      await screen.findByText('Tiền mặt cần bàn giao: cần có mạng để tải, sẽ tự tải khi có mạng trở lại.'),
    ).toBeTruthy();
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();

    net.restore();
    await screen.findByRole('region', { name: 'Kết quả của tôi' });
    await waitFor(() => expect(screen.queryByText(/cần có mạng để tải/)).toBeNull());
  });
});
