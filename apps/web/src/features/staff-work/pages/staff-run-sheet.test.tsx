import { hcmDateOf, type RunSheet } from '@tsa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApiAs, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const A3 = 'b0000000-0000-4000-8000-0000000000a3';
const TODAY = hcmDateOf(new Date());

const task = (
  id: string,
  room: string,
  extra: Partial<RunSheet['dormitories'][0]['buildings'][0]['floors'][0]['tasks'][0]> = {},
) => ({
  id,
  type: 'PICKUP' as const,
  status: 'ASSIGNED',
  slot: '17-19' as const,
  orderId: `order-${id}`,
  orderCode: `TSA-261206-000${id}`,
  studentName: `Sinh viên ${id}`,
  phoneNumber: '0912345678',
  room,
  handoff: { kind: 'ROOM' as const, name: null },
  confirmed: false,
  ...extra,
});

function sheet(startedAt: string | null = null): RunSheet {
  return {
    date: TODAY,
    count: 3,
    dormitories: [
      {
        dormitory: 'KTX Khu A',
        count: 3,
        buildings: [
          {
            buildingId: A3,
            building: 'A3',
            count: 3,
            startedAt,
            floors: [
              { floor: 1, count: 1, tasks: [task('1', '102', { confirmed: true })] },
              {
                floor: 3,
                count: 2,
                tasks: [
                  task('2', '301', { handoff: { kind: 'ROOMMATE', name: 'Lan' } }),
                  task('3', 'A305', { type: 'DROPOFF', handoff: { kind: 'RECEPTION', name: null } }),
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('the run sheet ("Lộ trình")', () => {
  it('walks the building floor by floor with counts, hand-offs and confirmations, and starts a building once', async () => {
    let started: string | null = null;
    const api = fakeApiAs(personOf('STAFF'), {
      'GET /deliveries': () => pageOf([]),
      'GET /orders': () => pageOf([]),
      'GET /run-sheets/me': () => sheet(started),
      'POST /run-sheets/buildings/:id/start': () => {
        started = new Date().toISOString();
        return { startedAt: started, notified: 3 };
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderApp('/staff/delivery?view=route');
    const building = await screen.findByRole('region', { name: 'Tòa A3' });
    expect(api.calls('GET', '/run-sheets/me').at(-1)!.query.get('date')).toBe(TODAY);
    expect(within(building).getByText('3 việc')).toBeTruthy();
    expect(within(building).getByRole('heading', { name: 'Tầng 1 · 1' })).toBeTruthy();
    expect(within(building).getByRole('heading', { name: 'Tầng 3 · 2' })).toBeTruthy();
    const stops = within(building).getAllByRole('listitem');
    expect(stops.map((stop) => stop.getAttribute('aria-label'))).toEqual([
      'Lấy đồ phòng 102 TSA-261206-0001',
      'Lấy đồ phòng 301 TSA-261206-0002',
      'Giao đồ phòng A305 TSA-261206-0003',
    ]);
    expect(within(stops[0]!).getByText('Đã xác nhận')).toBeTruthy();
    expect(within(stops[1]!).getByText('Gửi bạn cùng phòng: Lan')).toBeTruthy();
    expect(within(stops[1]!).getByText('Chưa xác nhận')).toBeTruthy();
    expect(within(stops[2]!).getByText('Gửi lễ tân ký túc xá')).toBeTruthy();
    expect(within(stops[2]!).queryByText('Chưa xác nhận')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'In lộ trình' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(within(building).getByRole('button', { name: 'Bắt đầu toà này' }));
    expect(await screen.findByText('Đã báo 3 sinh viên: Nhân viên đang đến')).toBeTruthy();
    await waitFor(() => expect(within(building).queryByRole('button', { name: 'Bắt đầu toà này' })).toBeNull());
    expect(api.calls('POST', `/run-sheets/buildings/${A3}/start`)).toHaveLength(1);
    expect(api.calls('POST', `/run-sheets/buildings/${A3}/start`)[0]!.body).toEqual({ date: TODAY });
    expect(within(building).getByText(/^Đã bắt đầu/)).toBeTruthy();
  });
});
