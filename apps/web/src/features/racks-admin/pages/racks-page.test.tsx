import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const BAG = {
  orderId: 'o1',
  code: 'TSA-251206-0003',
  status: 'READY',
  studentName: 'Nguyễn Văn An',
  room: 'B2 · 305',
  lastScanStage: 'SHELVED',
  rackCode: 'K-A1',
};

describe('racks and the bag finder', () => {
  it('creates a rack, shows its QR label and the bags on it, and retires it', async () => {
    signInAsAdmin();
    const racks = [{ code: 'K-A1', name: 'Kệ A1', active: true }];
    const api = fakeApi({
      'GET /racks': () => racks,
      'POST /racks': ({ body }) => {
        const { code, name } = body as { code: string; name: string };
        if (racks.some((rack) => rack.code === code))
          return reply(409, { statusCode: 409, code: 'racks/taken', message: 'Mã kệ này đã tồn tại' });
        racks.push({ code, name, active: true });
        return reply(201, racks.at(-1));
      },
      'POST /racks/:code/deactivate': ({ params }) => {
        const rack = racks.find((candidate) => candidate.code === params.code)!;
        rack.active = false;
        return rack;
      },
      'GET /racks/:code/bags': ({ params }) => ({ rack: racks[0], bags: params.code === 'K-A1' ? [BAG] : [] }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/racks');
    const shelf = await screen.findByRole('listitem', { name: 'Kệ K-A1' });
    expect(within(shelf).getByRole('img', { name: 'Mã QR của kệ K-A1' })).toBeTruthy();

    await user.click(within(shelf).getByRole('button', { name: 'Xem túi trên kệ' }));
    const bags = await within(shelf).findByRole('list', { name: 'Túi trên kệ K-A1' });
    expect(bags.textContent).toContain('TSA-251206-0003 · Nguyễn Văn An');

    await user.type(screen.getByRole('textbox', { name: 'Mã kệ' }), 'k a2');
    await user.type(screen.getByRole('textbox', { name: 'Tên kệ' }), 'Kệ A2');
    await user.click(screen.getByRole('button', { name: 'Tạo kệ' }));
    expect(await screen.findByText('Mã kệ chỉ gồm chữ không dấu, số và dấu gạch ngang')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Mã kệ' }));
    await user.type(screen.getByRole('textbox', { name: 'Mã kệ' }), 'k-a1');
    await user.click(screen.getByRole('button', { name: 'Tạo kệ' }));
    expect(await screen.findByText('Mã kệ này đã tồn tại')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Mã kệ' }));
    await user.type(screen.getByRole('textbox', { name: 'Mã kệ' }), 'k-a2');
    await user.click(screen.getByRole('button', { name: 'Tạo kệ' }));
    await screen.findByRole('listitem', { name: 'Kệ K-A2' });
    expect(api.calls('POST', '/racks').at(-1)!.body).toEqual({ code: 'K-A2', name: 'Kệ A2' });

    await user.click(within(shelf).getByRole('button', { name: 'Ngừng dùng' }));
    await waitFor(() => expect(within(shelf).queryByRole('button', { name: 'Ngừng dùng' })).toBeNull());
    expect(within(shelf).getByText('Ngừng dùng')).toBeTruthy();
  });

  it('finds a bag by its typed code, with its scans, and says when no order has that code', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /racks': () => [],
      'GET /scans/bags/:code': ({ params }) =>
        params.code === BAG.code
          ? {
              bag: BAG,
              scans: [
                {
                  id: '1',
                  stage: 'SHELVED',
                  rackCode: 'K-A1',
                  scannedBy: { id: 's', name: 'Bình', role: 'STAFF' },
                  scannedAt: '2026-12-06T08:00:00.000Z',
                  warning: 'Túi này đã được quét ở khâu "Lên kệ" rồi',
                },
              ],
            }
          : reply(404, { statusCode: 404, code: 'scans/unknown-bag', message: 'Mã túi không khớp đơn hàng nào' }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/racks');
    const field = await screen.findByRole('textbox', { name: 'Mã túi' });
    await user.type(field, 'tsa-251206-0003{Enter}');
    const found = await screen.findByRole('region', { name: 'Túi TSA-251206-0003' });
    expect(found.textContent).toContain('Kệ K-A1');
    const scans = within(found).getByRole('list', { name: 'Các lần quét túi đồ' });
    expect(scans.textContent).toContain('Lên kệ · kệ K-A1');
    expect(scans.textContent).toContain('Bình');
    expect(scans.textContent).toContain('đã được quét ở khâu "Lên kệ" rồi');

    await user.clear(field);
    await user.type(field, 'TSA-000000-0000{Enter}');
    expect(await screen.findByText('Mã túi không khớp đơn hàng nào')).toBeTruthy();
  });
});
