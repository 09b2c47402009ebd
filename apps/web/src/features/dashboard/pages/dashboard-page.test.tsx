import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  hcmDateOf,
  ORDER_STATUSES,
  type OrderStatus,
  type StatsCharts,
  type StatsOverview,
  type StatusCounts,
} from '@tsa/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/provider';
import { routes } from '@/app/router';
import { fakeApi, reply, signInAsAdmin, type FakeRequest } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { createTestQueryClient } from '@/test/render-app';
import { LIVE_STATS_DELAY_MS } from '../hooks/use-live-stats';

const TODAY = hcmDateOf(new Date());

const OVERVIEW: StatsOverview = {
  today: TODAY,
  ordersToday: 1_234,
  inProgress: 57,
  pending: 12,
  late: 3,
  revenueThisMonth: 12_345_000,
  revenueLastMonthToDate: 10_000_000,
  revenueLastMonth: 45_600_000,
  activeStudentsThisMonth: 2_048,
  openReports: 4,
  walletLiability: 3_200_000,
  planLiabilityKg: 37.5,
  planLiability: 562_500,
  voucherCostThisMonth: 150_000,
  referralCostThisMonth: 60_000,
};

function counts(values: Partial<Record<OrderStatus, number>>): StatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, values[status] ?? 0])) as StatusCounts;
}

/** The fake server's charts: every day of the range, with orders only on days from 2025 on. */
function chartsFor({ query }: FakeRequest): StatsCharts {
  const from = query.get('from')!;
  const to = query.get('to')!;
  const days: StatsCharts['ordersPerDay'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const busy = date >= '2025-01-01';
    const byStatus = counts(busy ? { COMPLETED: 3, WASHING: 1, CANCELLED: date === to ? 1 : 0 } : {});
    days.push({ date, total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus });
  }
  const any = days.some((day) => day.total > 0);
  const total = (status: OrderStatus) => days.reduce((sum, day) => sum + day.byStatus[status], 0);
  return {
    from,
    to,
    ordersPerDay: days,
    statusMix: ORDER_STATUSES.map((status) => ({ status, count: total(status) })),
    revenuePerService: any
      ? [
          { serviceId: 's1', serviceName: 'Giặt sấy theo ký', orders: 40, revenue: 8_400_000 },
          { serviceId: 's2', serviceName: 'Giặt chăn mền', orders: 9, revenue: 1_350_000 },
        ]
      : [],
    busiestSlots: any
      ? [
          { dormitory: 'KTX Khu A', building: 'A1', slot: '17-19', orders: 42 },
          { dormitory: 'KTX Khu A', building: 'A1', slot: '07-09', orders: 5 },
          { dormitory: 'KTX Khu B', building: 'B3', slot: '19-21', orders: 18 },
        ]
      : [],
  };
}

beforeAll(async () => {
  // The page and its lazily loaded charts, once up front so the first test does not pay for them.
  await Promise.all([import('./dashboard-page'), import('../components/dashboard-charts')]);
});
beforeEach(() => signInAsAdmin());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderDashboard(path = '/dashboard') {
  const live = fakeSocket();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()} socketFactory={live.factory}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, live };
}

function card(label: string): HTMLElement {
  return screen.getByRole('region', { name: label });
}

function lastChartsQuery(api: ReturnType<typeof fakeApi>): { from: string | null; to: string | null } {
  const calls = api.calls('GET', '/stats/charts');
  expect(calls.length).toBeGreaterThan(0);
  const query = calls.at(-1)!.query;
  return { from: query.get('from'), to: query.get('to') };
}

/** A service nobody has rated yet: the ratings section stays quiet. */
const NO_RATINGS = {
  'GET /ratings/summary': () => ({ overall: { count: 0, average: null }, services: [], staff: [], recent: [] }),
};

describe('admin dashboard', { timeout: 45_000 }, () => {
  it('says what the payment set-up lacks, with a link to fix it', async () => {
    const user = userEvent.setup();
    const options = { bankTransfer: false, automaticConfirmation: false };
    fakeApi({
      'GET /stats/overview': () => OVERVIEW,
      'GET /stats/charts': chartsFor,
      'GET /payments/options': () => options,
      ...NO_RATINGS,
    });
    const { router } = renderDashboard();
    const warning = (await screen.findByText('Cửa hàng chưa thiết lập xong thanh toán')).closest('[role="alert"]')!;
    expect(warning).toBeTruthy();
    const alert = within(warning as HTMLElement);
    expect(
      alert.getByText(/Chưa có tài khoản nhận chuyển khoản: sinh viên chỉ chọn được thanh toán tiền mặt/),
    ).toBeTruthy();
    expect(alert.getByText(/Chưa có khóa thông báo ngân hàng/)).toBeTruthy();
    await user.click(alert.getByRole('link', { name: 'Thiết lập thanh toán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/payments'));
  });

  it('shows no set-up warning once the account and the bank-notification key are in place', async () => {
    fakeApi({ 'GET /stats/overview': () => OVERVIEW, 'GET /stats/charts': chartsFor, ...NO_RATINGS });
    renderDashboard();
    const revenue = await screen.findByRole('region', { name: 'Doanh thu tháng này' });
    expect(revenue).toBeTruthy();
    expect(screen.queryByText('Cửa hàng chưa thiết lập xong thanh toán')).toBeNull();
  });

  it('shows the overview figures in vi-VN, the late orders as a warning, and links to their detail', async () => {
    fakeApi({ 'GET /stats/overview': () => OVERVIEW, 'GET /stats/charts': chartsFor, ...NO_RATINGS });
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Tổng quan' })).toBeTruthy();
    const [y, m, d] = TODAY.split('-');
    expect(screen.getByText(new RegExp(`^Hôm nay, ${d}/${m}/${y}`))).toBeTruthy();

    const revenue = await screen.findByRole('region', { name: 'Doanh thu tháng này' });
    expect(within(revenue).getByTestId('kpi-value').textContent).toBe('12.345.000 ₫');
    // 12 345 000 against 10 000 000 up to the same day last month.
    expect(within(revenue).getByText('▲ 23,5%')).toBeTruthy();
    expect(within(revenue).getByText('So với cùng kỳ tháng trước: 10.000.000 ₫')).toBeTruthy();
    expect(within(revenue).getByText(/^Cả tháng \d{2}\/\d{4}: 45\.600\.000 ₫$/)).toBeTruthy();

    expect(within(card('Đơn hôm nay')).getByTestId('kpi-value').textContent).toBe('1.234');
    expect(within(card('Đơn hôm nay')).getByRole('link').getAttribute('href')).toBe(
      `/dashboard/order?from=${TODAY}&to=${TODAY}`,
    );
    expect(within(card('Đang xử lý')).getByTestId('kpi-value').textContent).toBe('57');
    expect(within(card('Đang xử lý')).getByText('12 chờ xác nhận')).toBeTruthy();
    expect(within(card('Sinh viên hoạt động')).getByTestId('kpi-value').textContent).toBe('2.048');
    expect(within(card('Sự cố đang mở')).getByTestId('kpi-value').textContent).toBe('4');
    expect(within(card('Sự cố đang mở')).getByRole('link').getAttribute('href')).toBe('/dashboard/report');
    // What the shop owes: the wallets plus the plan kilograms sold and not used yet.
    const owed = card('Ví và gói chưa dùng');
    expect(within(owed).getByTestId('kpi-value').textContent).toBe('3.762.500 ₫');
    expect(owed.textContent).toContain('37,5 kg (562.500 ₫)');
    expect(within(owed).getByRole('link').getAttribute('href')).toBe('/dashboard/report?table=money');
    expect(within(card('Ưu đãi tháng này')).getByTestId('kpi-value').textContent).toBe('210.000 ₫');

    const late = card('Trễ hẹn');
    expect(within(late).getByTestId('kpi-value').textContent).toBe('3');
    expect(within(late).getByText('Cần xử lý')).toBeTruthy();
    expect(within(late).getByText(/Chưa lấy đồ khi đã hết khung giờ hẹn, hoặc chưa trả đồ sau 48 giờ/)).toBeTruthy();
  });

  it('says so when nothing is late, and compares revenue only when last month had some', async () => {
    fakeApi({
      'GET /stats/overview': () => ({ ...OVERVIEW, late: 0, revenueThisMonth: 9_000_000, revenueLastMonthToDate: 0 }),
      'GET /stats/charts': chartsFor,
      ...NO_RATINGS,
    });
    renderDashboard();
    const late = await screen.findByRole('region', { name: 'Trễ hẹn' });
    expect(within(late).getByText('Đúng hẹn')).toBeTruthy();
    expect(within(late).queryByText('Cần xử lý')).toBeNull();
    const revenue = card('Doanh thu tháng này');
    expect(within(revenue).queryByText(/[▲▼]/)).toBeNull();
    expect(within(revenue).getByText('Cùng kỳ tháng trước chưa có doanh thu để so sánh')).toBeTruthy();
  });

  it('draws the charts for the range in the URL once their code has loaded', async () => {
    const api = fakeApi({ 'GET /stats/overview': () => OVERVIEW, 'GET /stats/charts': chartsFor, ...NO_RATINGS });
    renderDashboard('/dashboard?from=2026-01-01&to=2026-01-10');

    // 10 days of 4 orders, plus one cancelled on the last day.
    const summary = await screen.findByText('Tổng 41 đơn trong 10 ngày · nhiều nhất 5 đơn ngày 10/01/2026');
    expect(summary.closest('figure')).toBe(screen.getByRole('figure', { name: 'Đơn theo ngày' }));
    // Drawn, not only described: a column a day, stacked by status, on round steps.
    const drawn = screen.getByRole('figure', { name: 'Đơn theo ngày' });
    const bars = within(drawn).getByRole('slider', { name: 'Số đơn mỗi ngày, theo trạng thái' });
    // Ten days of two statuses, and the last day's cancelled order on top.
    expect(bars.querySelectorAll('rect')).toHaveLength(10 * 2 + 1);
    expect([...bars.querySelectorAll('text')].map((label) => label.textContent)).toEqual([
      ...['0', '2', '4', '6'],
      ...Array.from({ length: 10 }, (_, day) => `${String(day + 1).padStart(2, '0')}/01`),
    ]);
    // One stacked series per status that occurs in the range, named in the legend.
    expect(
      within(within(drawn).getByRole('list', { name: 'Chú thích' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Đang giặt', 'Hoàn thành', 'Đã hủy']);
    // Tapping a day (the first: its column starts at the y axis, 36 px in) shows its figures.
    fireEvent.pointerDown(bars, { pointerType: 'touch', clientX: bars.getBoundingClientRect().left + 36 + 6 });
    expect(within(drawn).getByTestId('chart-tooltip').textContent).toBe('01/01/20264 đơnĐang giặt1Hoàn thành3');
    // The arrow keys move along the days; a screen reader hears the chosen day's figures.
    fireEvent.keyDown(bars, { key: 'End' });
    expect(bars.getAttribute('aria-valuetext')).toBe('10/01/2026: 5 đơn, Đang giặt 1, Hoàn thành 3, Đã hủy 1');
    fireEvent.keyDown(bars, { key: 'ArrowLeft' });
    expect(bars.getAttribute('aria-valuenow')).toBe('9');
    expect(within(drawn).getByTestId('chart-tooltip').textContent).toBe('09/01/20264 đơnĐang giặt1Hoàn thành3');
    expect(lastChartsQuery(api)).toEqual({ from: '2026-01-01', to: '2026-01-10' });
    expect(screen.getByTestId('stats-range').textContent).toBe('01/01/2026 – 10/01/2026');
    expect(screen.getByRole('button', { name: 'Tùy chọn', pressed: true })).toBeTruthy();

    const mix = screen.getByRole('figure', { name: 'Tỉ lệ trạng thái' });
    const legend = within(mix).getByRole('list', { name: 'Chú thích trạng thái' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Đang giặt1024,4%', 'Hoàn thành3073,2%', 'Đã hủy12,4%']);

    const revenue = screen.getByRole('figure', { name: 'Doanh thu theo dịch vụ' });
    expect(within(revenue).getByText('Tổng 9.750.000 ₫ · cao nhất: Giặt sấy theo ký (86,2%)')).toBeTruthy();

    const slots = screen.getByRole('figure', { name: 'Khung giờ lấy đồ đông nhất theo tòa nhà' });
    expect(within(slots).getByText('Đông nhất: Tòa A1 (KTX Khu A), 17:00–19:00 — 42 lượt')).toBeTruthy();
    const rows = within(slots).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? null)).toEqual([
      null,
      'Tòa A1KTX Khu A',
      'Tòa B3KTX Khu B',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '0', '42', '0', '47']);
  });

  it('asks for the chosen range, keeps it in the URL, and refuses a range the server would refuse', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /stats/overview': () => OVERVIEW, 'GET /stats/charts': chartsFor, ...NO_RATINGS });
    const { router } = renderDashboard();

    expect(await screen.findByText(/^Tổng \d+ đơn trong 30 ngày/)).toBeTruthy();
    expect(lastChartsQuery(api)).toEqual({ from: addDays(TODAY, -29), to: TODAY });
    expect(screen.getByRole('button', { name: '30 ngày', pressed: true })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '7 ngày' }));
    await waitFor(() => expect(lastChartsQuery(api)).toEqual({ from: addDays(TODAY, -6), to: TODAY }));
    expect(router.state.location.search).toBe('?range=7');
    expect(await screen.findByText(/^Tổng \d+ đơn trong 7 ngày/)).toBeTruthy();

    // Custom starts from the range on screen: same figures, now written as two days.
    await user.click(screen.getByRole('button', { name: 'Tùy chọn' }));
    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('from')).toBe(addDays(TODAY, -6)));
    expect(params().get('to')).toBe(TODAY);
    expect(params().get('range')).toBeNull();

    const requests = api.calls('GET', '/stats/charts').length;
    // As a person does in a day field: select its days, clear, type the digits (sections move on).
    const typeDay = async (label: string, digits: string) => {
      await user.click(
        within(await screen.findByRole('group', { name: label })).getByRole('spinbutton', { name: 'Ngày' }),
      );
      await user.keyboard(`{Control>}a{/Control}{Backspace}${digits}`);
    };
    await typeDay('Đến ngày', '01012020');
    expect((await screen.findByRole('alert')).textContent).toBe('Ngày bắt đầu phải trước ngày kết thúc');

    await typeDay('Từ ngày', '15112018');
    expect((await screen.findByRole('alert')).textContent).toBe('Khoảng thời gian tối đa 400 ngày');
    // Neither refused range reached the server or the URL.
    expect(api.calls('GET', '/stats/charts')).toHaveLength(requests);
    expect(params().get('from')).toBe(addDays(TODAY, -6));

    // A quiet range: every chart says there is nothing to show.
    await typeDay('Từ ngày', '01122019');
    await waitFor(() => expect(lastChartsQuery(api)).toEqual({ from: '2019-12-01', to: '2020-01-01' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(params().get('from')).toBe('2019-12-01');
    expect(params().get('to')).toBe('2020-01-01');
    expect(screen.getByTestId('stats-range').textContent).toBe('01/12/2019 – 01/01/2020');
    const perDay = screen.getByRole('figure', { name: 'Đơn theo ngày' });
    expect(await within(perDay).findByText('Không có đơn nào trong khoảng này')).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Tỉ lệ trạng thái' })).getByText('Không có đơn nào trong khoảng này'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Doanh thu theo dịch vụ' })).getByText(
        'Chưa có đơn hoàn thành trong khoảng này',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Khung giờ lấy đồ đông nhất theo tòa nhà' })).getByText(
        'Không có lượt lấy đồ nào trong khoảng này',
      ),
    ).toBeTruthy();

    // Back to a quick range: the fields go, the URL is clean again.
    await user.click(screen.getByRole('button', { name: '30 ngày' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('group', { name: 'Từ ngày' })).toBeNull();
  });

  it('shows the cards even when the charts fail, and retries the charts on demand', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /stats/overview': () => OVERVIEW,
      'GET /stats/charts': (request) =>
        fail
          ? reply(500, { statusCode: 500, code: 'server/internal', message: 'Máy chủ đang bận, thử lại sau' })
          : chartsFor(request),
    });
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'Đơn hôm nay' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Không tải được biểu đồ')).toHaveLength(4));
    const perDay = screen.getByRole('figure', { name: 'Đơn theo ngày' });
    expect(within(perDay).getByText('Máy chủ đang bận, thử lại sau')).toBeTruthy();

    fail = false;
    await user.click(within(perDay).getByRole('button', { name: 'Thử lại' }));
    expect(await within(perDay).findByText(/^Tổng 1[23]\d đơn trong 30 ngày/)).toBeTruthy();
  });

  it('shows an error with a retry when the overview cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = fakeApi({
      'GET /stats/overview': () =>
        fail
          ? reply(503, { statusCode: 503, code: 'server/unavailable', message: 'Dịch vụ tạm thời gián đoạn' })
          : OVERVIEW,
      'GET /stats/charts': chartsFor,
      ...NO_RATINGS,
    });
    renderDashboard();
    expect(await screen.findByText('Không tải được số liệu tổng quan')).toBeTruthy();
    expect(screen.getByText('Dịch vụ tạm thời gián đoạn')).toBeTruthy();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Thử lại' })[0]!);
    expect(await screen.findByRole('region', { name: 'Doanh thu tháng này' })).toBeTruthy();
    expect(api.calls('GET', '/stats/overview').length).toBeGreaterThanOrEqual(2);
  });

  it('refreshes the figures shortly after an order changes', async () => {
    let ordersToday = 10;
    const api = fakeApi({
      'GET /stats/overview': () => ({ ...OVERVIEW, ordersToday }),
      'GET /stats/charts': chartsFor,
      ...NO_RATINGS,
    });
    const { live } = renderDashboard();
    const today = await screen.findByRole('region', { name: 'Đơn hôm nay' });
    expect(within(today).getByTestId('kpi-value').textContent).toBe('10');
    expect(await screen.findByText(/^Tổng \d+ đơn trong 30 ngày/)).toBeTruthy();
    const before = {
      overview: api.calls('GET', '/stats/overview').length,
      charts: api.calls('GET', '/stats/charts').length,
    };

    ordersToday = 11;
    // A burst of changes costs one refresh.
    live.fire('order:updated', { orderId: 'a' });
    live.fire('order:updated', { orderId: 'b' });
    live.fire('order:updated', { orderId: 'c' });
    await waitFor(() => expect(within(today).getByTestId('kpi-value').textContent).toBe('11'), {
      timeout: LIVE_STATS_DELAY_MS + 3000,
    });
    expect(api.calls('GET', '/stats/overview')).toHaveLength(before.overview + 1);
    await waitFor(() => expect(api.calls('GET', '/stats/charts')).toHaveLength(before.charts + 1));
  });

  it('shows the students’ average rating, per service and per staff member', async () => {
    fakeApi({
      'GET /stats/overview': () => OVERVIEW,
      'GET /stats/charts': chartsFor,
      ...NO_RATINGS,
      'GET /ratings/summary': () => ({
        overall: { count: 12, average: 4.3 },
        services: [{ serviceId: 's1', name: 'Giặt sấy theo ký', count: 12, average: 4.3 }],
        staff: [{ staffId: 'u1', name: 'Lê Văn Bình', count: 7, average: 4.6 }],
        recent: [
          {
            orderId: 'o1',
            code: 'TSA-251121-0001',
            stars: 5,
            comment: 'Thơm lắm',
            createdAt: '2025-11-21T07:00:00.000Z',
            studentName: 'Nguyễn Văn An',
          },
        ],
      }),
    });
    renderDashboard();
    const average = await screen.findByRole('region', { name: 'Điểm đánh giá trung bình' }, { timeout: 20_000 });
    expect(within(average).getByTestId('kpi-value').textContent).toBe('4,3/5');
    expect(within(average).getByText(/12 lượt đánh giá/)).toBeTruthy();
    expect(within(average).getByText(/“Thơm lắm”/)).toBeTruthy();
    const perService = screen.getByRole('list', { name: 'Theo dịch vụ' });
    expect(perService.textContent).toBe('Giặt sấy theo ký4,3/5(12 lượt)');
    const perStaff = screen.getByRole('list', { name: 'Theo nhân viên lấy/giao đồ' });
    expect(perStaff.textContent).toBe('Lê Văn Bình4,6/5(7 lượt)');
  });
});
