import type { MyCash, StaffFigures, StaffPeriodFigures } from '@tsa/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/provider';
import { routes } from '@/app/router';
import { reply } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { fakeApiAs, pageOf, personOf } from '@/test/order-fixtures';
import { createTestQueryClient } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function period(overrides: Partial<StaffPeriodFigures>): StaffPeriodFigures {
  return {
    from: '2025-11-21',
    to: '2025-11-21',
    tasksAssigned: 0,
    pickupsDone: 0,
    dropoffsDone: 0,
    tasksFailed: 0,
    tasksOpen: 0,
    ordersHandled: 0,
    avgTaskMinutes: null,
    ...overrides,
  };
}

const FIGURES: StaffFigures = {
  today: period({
    tasksAssigned: 9,
    pickupsDone: 4,
    dropoffsDone: 2,
    tasksFailed: 1,
    tasksOpen: 2,
    ordersHandled: 7,
    avgTaskMinutes: 25,
  }),
  week: period({
    from: '2025-11-17',
    to: '2025-11-23',
    tasksAssigned: 1_310,
    pickupsDone: 1_234,
    dropoffsDone: 38,
    tasksFailed: 3,
    tasksOpen: 35,
    ordersHandled: 2_048,
    avgTaskMinutes: 65,
  }),
};

const NO_CASH: MyCash = { date: '2025-11-21', total: 0, collections: [] };

function serve(figures: () => unknown, cash: () => MyCash = () => NO_CASH) {
  return fakeApiAs(personOf('STAFF'), {
    'GET /deliveries': () => pageOf([]),
    'GET /orders': () => pageOf([]),
    'GET /stats/me': figures,
    'GET /payments/cash/me': cash,
  });
}

function renderStaffHome() {
  const live = fakeSocket();
  const router = createMemoryRouter(routes, { initialEntries: ['/staff'] });
  render(
    <AppProviders queryClient={createTestQueryClient()} socketFactory={live.factory}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return live;
}

async function figuresSection() {
  return screen.findByRole('region', { name: 'Kết quả của tôi' });
}

/** What a figure's label says, as one line of text: its value, then any note. */
function valueOf(section: HTMLElement, label: string): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  const definitions = [...term.closest('.MuiCard-root')!.querySelectorAll('dd')];
  return definitions.map((definition) => definition.textContent!.replace(/\s+/g, ' ').trim()).join(' ');
}

describe('staff home: my figures', () => {
  it("shows today's figures, then the week's, in vi-VN", async () => {
    serve(() => FIGURES);
    const user = userEvent.setup();
    renderStaffHome();
    const section = await figuresSection();
    await within(section).findByText('Lấy đồ xong', { selector: 'dt' });

    expect(within(section).getByRole('button', { name: 'Hôm nay', pressed: true })).toBeTruthy();
    expect(within(section).getByText('Hôm nay, 21/11')).toBeTruthy();
    expect(valueOf(section, 'Lấy đồ xong')).toBe('4');
    expect(valueOf(section, 'Giao đồ xong')).toBe('2');
    expect(valueOf(section, 'Thất bại')).toBe('1');
    expect(valueOf(section, 'Còn lại')).toBe('2 trên 9 việc được giao');
    // Orders, each once however many of its steps were mine: the label says so.
    expect(valueOf(section, 'Đơn bạn đã xử lý')).toBe('7 mỗi đơn tính một lần, dù bạn làm nhiều bước');
    expect(valueOf(section, 'Thời gian trung bình mỗi việc')).toBe('25 phút');

    await user.click(within(section).getByRole('button', { name: 'Tuần này' }));
    expect(within(section).getByRole('button', { name: 'Tuần này', pressed: true })).toBeTruthy();
    expect(within(section).getByText('Thứ Hai 17/11 – Chủ nhật 23/11')).toBeTruthy();
    expect(valueOf(section, 'Lấy đồ xong')).toBe('1.234');
    expect(valueOf(section, 'Còn lại')).toBe('35 trên 1.310 việc được giao');
    expect(valueOf(section, 'Đơn bạn đã xử lý')).toBe('2.048 mỗi đơn tính một lần, dù bạn làm nhiều bước');
    expect(valueOf(section, 'Thời gian trung bình mỗi việc')).toBe('1 giờ 5 phút');
  });

  it('shows a dash for the average when nothing is finished yet', async () => {
    serve(() => ({ ...FIGURES, today: period({ tasksAssigned: 3, tasksOpen: 3 }) }));
    renderStaffHome();
    const section = await figuresSection();
    await within(section).findByText('Lấy đồ xong', { selector: 'dt' });
    expect(valueOf(section, 'Thời gian trung bình mỗi việc')).toBe('— chưa xong việc nào');
    expect(valueOf(section, 'Lấy đồ xong')).toBe('0');
  });

  it('refreshes when one of my tasks changes live', async () => {
    let figures = FIGURES;
    const api = serve(() => figures);
    const live = renderStaffHome();
    const section = await figuresSection();
    await within(section).findByText('Lấy đồ xong', { selector: 'dt' });
    expect(valueOf(section, 'Lấy đồ xong')).toBe('4');

    figures = { ...FIGURES, today: { ...FIGURES.today, pickupsDone: 5, tasksOpen: 1 } };
    act(() => live.fire('delivery:updated', { id: '50000000-0000-4000-8000-000000000001', status: 'DONE' }));
    await waitFor(() => expect(valueOf(section, 'Lấy đồ xong')).toBe('5'));
    expect(valueOf(section, 'Còn lại')).toBe('1 trên 9 việc được giao');
    expect(api.calls('GET', '/stats/me')).toHaveLength(2);
  });

  it('says quietly when the figures cannot be loaded, and tries again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? reply(500, { statusCode: 500, code: 'server/internal', message: 'Máy chủ đang bận, vui lòng thử lại' })
        : FIGURES,
    );
    const user = userEvent.setup();
    renderStaffHome();
    const section = await figuresSection();
    expect(await within(section).findByText('Chưa tải được kết quả của bạn')).toBeTruthy();
    expect(within(section).getByText('Máy chủ đang bận, vui lòng thử lại')).toBeTruthy();
    // Today's tasks are still there: the error stays inside its section.
    expect(await screen.findByText('Hôm nay bạn chưa có nhiệm vụ nào')).toBeTruthy();

    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Thử lại' }));
    await within(section).findByText('Lấy đồ xong', { selector: 'dt' });
    expect(valueOf(section, 'Lấy đồ xong')).toBe('4');
  });
});

describe('staff home: the cash to hand over', () => {
  it('shows the cash I collected today and its orders, and adds a drop-off paid in cash', async () => {
    let cash = NO_CASH;
    const api = serve(
      () => FIGURES,
      () => cash,
    );
    const live = renderStaffHome();
    const card = await screen.findByRole('region', { name: 'Tiền mặt cần bàn giao' });
    expect(await within(card).findByText('Bạn chưa thu tiền mặt đơn nào hôm nay.')).toBeTruthy();
    expect(within(card).getByTestId('cash-total').textContent).toBe('0 ₫');

    // A drop-off of mine is completed with 60.000 ₫ collected at the door (12:30 in Vietnam).
    cash = {
      date: '2025-11-21',
      total: 95_000,
      collections: [
        {
          orderId: '30000000-0000-4000-8000-000000000001',
          code: 'TSA-251121-0001',
          amount: 35_000,
          receivedAt: '2025-11-21T03:05:00.000Z',
        },
        {
          orderId: '30000000-0000-4000-8000-000000000002',
          code: 'TSA-251121-0002',
          amount: 60_000,
          receivedAt: '2025-11-21T05:30:00.000Z',
        },
      ],
    };
    act(() => live.fire('delivery:updated', { id: '50000000-0000-4000-8000-000000000001', status: 'DONE' }));
    await waitFor(() => expect(within(card).getByTestId('cash-total').textContent).toBe('95.000 ₫'));
    const rows = within(within(card).getByRole('list', { name: 'Các đơn đã thu tiền mặt' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TSA-251121-0001 · 10:0535.000 ₫',
      'TSA-251121-0002 · 12:3060.000 ₫',
    ]);
    expect(api.calls('GET', '/payments/cash/me')).toHaveLength(2);
  });
});
