import { addDays, hcmDateOf } from '@tsa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin, type FakeHandler } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const RANGE = '?from=2025-11-01&to=2025-11-03';

const DAYS = [
  // Out of order on purpose: the table reads oldest first whatever the answer's order.
  { date: '2025-11-02', created: 1500, completed: 9, cancelled: 0, revenue: 15_000, paid: 0 },
  { date: '2025-11-01', created: 12, completed: 10, cancelled: 1, revenue: 1_234_000, paid: 1_000_000 },
  { date: '2025-11-03', created: 0, completed: 0, cancelled: 0, revenue: 0, paid: 0 },
];
const SERVICES = [
  { serviceId: 's1', serviceName: 'Giặt sấy', unitLabel: 'kg', orders: 40, quantity: 152.5, revenue: 2_287_500 },
  { serviceId: 's2', serviceName: 'Giặt chăn', unitLabel: 'cái', orders: 6, quantity: 7, revenue: 420_000 },
];
const BUILDINGS = [
  {
    dormitory: 'KTX Khu A',
    building: 'A1',
    created: 30,
    completed: 25,
    cancelled: 2,
    students: 18,
    revenue: 1_500_000,
  },
  {
    dormitory: 'KTX Khu B',
    building: 'B3',
    created: 1200,
    completed: 1000,
    cancelled: 5,
    students: 300,
    revenue: 90_000_000,
  },
];
const STAFF = [
  {
    staffId: 'u1',
    staffName: 'Trần Văn Bình',
    email: 'binh@tsa.test',
    pickupsDone: 20,
    dropoffsDone: 18,
    tasksDone: 38,
    tasksFailed: 1,
    avgPickupToDeliveryMinutes: 85,
  },
  {
    staffId: 'u2',
    staffName: 'Lê Thị Cúc',
    email: 'cuc@tsa.test',
    pickupsDone: 3,
    dropoffsDone: 0,
    tasksDone: 3,
    tasksFailed: 0,
    avgPickupToDeliveryMinutes: null,
  },
];

const tableAnswer =
  (rows: Record<string, unknown[]>): FakeHandler =>
  ({ params, query }) => ({ from: query.get('from'), to: query.get('to'), rows: rows[params.table!] ?? [] });

function api(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /reports': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    'GET /stats/report/:table': tableAnswer({ days: DAYS, services: SERVICES, buildings: BUILDINGS, staff: STAFF }),
    ...overrides,
  });
}

/** Every row of a table as the texts of its cells (header, body, totals). */
function cellsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function reportRequests(fake: ReturnType<typeof fakeApi>, table: string) {
  return fake.calls('GET', `/stats/report/${table}`);
}

beforeAll(async () => {
  await import('../pages/dashboard-report-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('operations report on /dashboard/report', { timeout: 45_000 }, () => {
  it('shows each table in vi-VN with its totals, asking the server for the tab and range on screen', async () => {
    const user = userEvent.setup();
    const fake = api();
    const { router } = renderApp(`/dashboard/report${RANGE}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Báo cáo vận hành & doanh thu' })).toBeTruthy();
    const days = await screen.findByRole('table', { name: 'Báo cáo theo ngày' });
    await waitFor(() => expect(cellsOf(days)).toHaveLength(5));
    expect(cellsOf(days)).toEqual([
      ['Ngày', 'Đơn mới', 'Hoàn thành', 'Đã hủy', 'Doanh thu', 'Đã thu'],
      ['01/11/2025', '12', '10', '1', '1.234.000 ₫', '1.000.000 ₫'],
      ['02/11/2025', '1.500', '9', '0', '15.000 ₫', '0 ₫'],
      ['03/11/2025', '0', '0', '0', '0 ₫', '0 ₫'],
      ['Tổng', '1.512', '19', '1', '1.249.000 ₫', '1.000.000 ₫'],
    ]);
    expect(reportRequests(fake, 'days').at(-1)!.query.toString()).toBe('from=2025-11-01&to=2025-11-03');

    await user.click(screen.getByRole('tab', { name: 'Theo dịch vụ' }));
    const services = await screen.findByRole('table', { name: 'Báo cáo theo dịch vụ' });
    await waitFor(() => expect(cellsOf(services)).toHaveLength(4));
    // Kilograms and pieces do not add up, and an order may hold two services: revenue only.
    expect(cellsOf(services)).toEqual([
      ['Dịch vụ', 'Đơn vị', 'Số đơn', 'Số lượng', 'Doanh thu'],
      ['Giặt sấy', 'kg', '40', '152,5', '2.287.500 ₫'],
      ['Giặt chăn', 'cái', '6', '7', '420.000 ₫'],
      ['Tổng', '', '', '', '2.707.500 ₫'],
    ]);
    expect(reportRequests(fake, 'services').at(-1)!.query.get('from')).toBe('2025-11-01');
    expect(new URLSearchParams(router.state.location.search).get('table')).toBe('services');

    await user.click(screen.getByRole('tab', { name: 'Theo tòa nhà' }));
    const buildings = await screen.findByRole('table', { name: 'Báo cáo theo tòa nhà' });
    await waitFor(() => expect(cellsOf(buildings)).toHaveLength(4));
    expect(cellsOf(buildings)).toEqual([
      ['Ký túc xá', 'Tòa nhà', 'Đơn mới', 'Hoàn thành', 'Đã hủy', 'Sinh viên', 'Doanh thu'],
      ['KTX Khu A', 'A1', '30', '25', '2', '18', '1.500.000 ₫'],
      ['KTX Khu B', 'B3', '1.200', '1.000', '5', '300', '90.000.000 ₫'],
      ['Tổng', '', '1.230', '1.025', '7', '', '91.500.000 ₫'],
    ]);

    await user.click(screen.getByRole('tab', { name: 'Theo nhân viên' }));
    const staff = await screen.findByRole('table', { name: 'Báo cáo theo nhân viên' });
    await waitFor(() => expect(cellsOf(staff)).toHaveLength(4));
    expect(cellsOf(staff)).toEqual([
      [
        'Nhân viên',
        'Email',
        'Lấy đồ xong',
        'Giao đồ xong',
        'Nhiệm vụ hoàn thành',
        'Nhiệm vụ thất bại',
        'TB lấy → giao',
      ],
      ['Trần Văn Bình', 'binh@tsa.test', '20', '18', '38', '1', '1 giờ 25 phút'],
      ['Lê Thị Cúc', 'cuc@tsa.test', '3', '0', '3', '0', '—'],
      ['Tổng', '', '23', '18', '41', '1', ''],
    ]);
    expect(reportRequests(fake, 'staff')).toHaveLength(1);
    // Numbers line up on the right, text on the left.
    const [, firstStaff] = within(staff).getAllByRole('row');
    const cells = [...firstStaff!.querySelectorAll('th, td')];
    expect(getComputedStyle(cells[2]!).textAlign).toBe('right');
    expect(getComputedStyle(cells[1]!).textAlign).toBe('left');

    // The tab lives in the URL beside the incident drawer's id: a reload comes back here.
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2025-11-01');
  });

  it('asks again with the new from/to when the range changes, and keeps the tab', async () => {
    const user = userEvent.setup();
    const fake = api();
    const { router } = renderApp(`/dashboard/report${RANGE}&table=buildings`);
    expect(await screen.findByRole('table', { name: 'Báo cáo theo tòa nhà' })).toBeTruthy();
    expect(reportRequests(fake, 'buildings')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '7 ngày' }));
    const today = hcmDateOf(new Date());
    await waitFor(() => expect(reportRequests(fake, 'buildings')).toHaveLength(2));
    const query = reportRequests(fake, 'buildings')[1]!.query;
    expect(query.get('from')).toBe(addDays(today, -6));
    expect(query.get('to')).toBe(today);
    expect(reportRequests(fake, 'days')).toHaveLength(0);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('range')).toBe('7');
    expect(search.get('table')).toBe('buildings');
  });

  it('downloads the current table and range as CSV and XLSX under the server’s file name', async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFNgày,Đơn mới\r\n01/11/2025,12\r\n';
    const fake = api({
      'GET /stats/report/:table/export': ({ params, query }) => {
        const name = `bao-cao-theo-dich-vu-${query.get('from')!.replaceAll('-', '')}-${query.get('to')!.replaceAll('-', '')}`;
        return query.get('format') === 'xlsx'
          ? reply(200, 'PK\u0003\u0004xlsx', {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': `attachment; filename="${name}.xlsx"`,
            })
          : reply(200, params.table === 'services' ? csv : '', {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="${name}.csv"`,
            });
      },
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:report-${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();

    renderApp(`/dashboard/report${RANGE}&table=services`);
    expect(await screen.findByRole('table', { name: 'Báo cáo theo dịch vụ' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Xuất CSV theo dịch vụ' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const csvCall = fake.calls('GET', '/stats/report/services/export')[0]!;
    expect(csvCall.query.get('format')).toBe('csv');
    expect(csvCall.query.get('from')).toBe('2025-11-01');
    expect(csvCall.query.get('to')).toBe('2025-11-03');
    expect(clicks[0]!.download).toBe('bao-cao-theo-dich-vu-20251101-20251103.csv');
    expect(clicks[0]!.href).toBe('blob:report-1');
    // The BOM Excel needs for the Vietnamese headers is still there.
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await screen.findByText('Đã xuất bao-cao-theo-dich-vu-20251101-20251103.csv')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Xuất XLSX theo dịch vụ' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(fake.calls('GET', '/stats/report/services/export')[1]!.query.get('format')).toBe('xlsx');
    expect(clicks[1]!.download).toBe('bao-cao-theo-dich-vu-20251101-20251103.xlsx');
    expect(new TextDecoder().decode((await blobs[1]!.arrayBuffer()).slice(0, 2))).toBe('PK');
    expect(blobs[1]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('says in Vietnamese why an export failed, and spins only the button at work', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    api({
      'GET /stats/report/:table/export': () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              reply(500, { statusCode: 500, code: 'internal', message: 'Máy chủ gặp lỗi, vui lòng thử lại sau' }),
            );
        }),
    });
    renderApp(`/dashboard/report${RANGE}`);
    expect(await screen.findByRole('table', { name: 'Báo cáo theo ngày' })).toBeTruthy();

    const xlsx = screen.getByRole('button', { name: 'Xuất XLSX theo ngày' });
    await user.click(xlsx);
    await waitFor(() => expect(within(xlsx).queryByRole('progressbar')).not.toBeNull());
    expect((screen.getByRole('button', { name: 'Xuất CSV theo ngày' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Không xuất được tệp XLSX: Máy chủ gặp lỗi, vui lòng thử lại sau')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Xuất CSV theo ngày' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('shows the server’s reason with a retry, then the table', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({
      'GET /stats/report/:table': (request) =>
        fail
          ? reply(503, { statusCode: 503, code: 'db/unavailable', message: 'Cơ sở dữ liệu tạm thời không phản hồi' })
          : tableAnswer({ days: DAYS })(request),
    });
    renderApp(`/dashboard/report${RANGE}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không tải được số liệu báo cáo')).toBeTruthy();
    expect(within(alert).getByText('Cơ sở dữ liệu tạm thời không phản hồi')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    const days = await screen.findByRole('table', { name: 'Báo cáo theo ngày' });
    await waitFor(() =>
      expect(cellsOf(days).at(-1)).toEqual(['Tổng', '1.512', '19', '1', '1.249.000 ₫', '1.000.000 ₫']),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there is nothing to show for a range without orders or without rows', async () => {
    const user = userEvent.setup();
    const quiet = [
      { date: '2025-11-01', created: 0, completed: 0, cancelled: 0, revenue: 0, paid: 0 },
      { date: '2025-11-02', created: 0, completed: 0, cancelled: 0, revenue: 0, paid: 0 },
    ];
    api({ 'GET /stats/report/:table': tableAnswer({ days: quiet, services: [] }) });
    renderApp(`/dashboard/report${RANGE}`);
    // Every day listed, all zeros: nothing happened.
    expect(await screen.findByText('Không có dữ liệu trong khoảng thời gian này')).toBeTruthy();
    expect(screen.getByText('Từ 01/11/2025 đến 03/11/2025. Hãy chọn một khoảng thời gian khác.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Báo cáo theo ngày' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Theo dịch vụ' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Theo dịch vụ' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByText('Không có dữ liệu trong khoảng thời gian này')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Báo cáo theo dịch vụ' })).toBeNull();
  });
});
