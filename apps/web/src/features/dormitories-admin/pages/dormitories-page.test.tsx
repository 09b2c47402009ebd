import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DORMITORIES } from '@/test/dormitory-fixtures';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const A1 = DORMITORIES[0]!.buildings[0]!;

beforeAll(async () => {
  await import('./dormitories-page');
  await import('./slot-capacity-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('dormitory catalogue editor', { timeout: 45_000 }, () => {
  it('lists the whole catalogue and switches a building off', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /dormitories/unmapped': () => [],
      'PATCH /dormitories/buildings/:id': () => DORMITORIES,
    });
    renderApp('/dashboard/dormitories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ký túc xá và tòa nhà' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tòa nhà của KTX Khu A' });
    expect(within(table).getByText('Phòng số từ 101 đến 520')).toBeTruthy();
    expect(api.calls('GET', '/dormitories')[0]!.query.get('includeInactive')).toBe('true');

    await user.click(within(table).getByRole('switch', { name: 'A1 đang phục vụ' }));
    await waitFor(() => expect(api.calls('PATCH', `/dormitories/buildings/${A1.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/dormitories/buildings/${A1.id}`)[0]!.body).toEqual({ active: false });
    expect(await screen.findByText('Đã ngừng phục vụ tòa A1')).toBeTruthy();
  });

  it('adds a building with a room range, checked in Vietnamese before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /dormitories/unmapped': () => [],
      'POST /dormitories/:id/buildings': () => DORMITORIES,
    });
    renderApp('/dashboard/dormitories');
    await user.click(await screen.findByRole('button', { name: 'Thêm tòa nhà vào KTX Khu A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm tòa nhà — KTX Khu A' });
    await user.type(within(dialog).getByLabelText(/Tên tòa nhà/), 'A6');
    await user.type(within(dialog).getByLabelText(/^Mã/), 'a6');
    await user.type(within(dialog).getByLabelText('Phòng đầu'), '600');
    await user.type(within(dialog).getByLabelText('Phòng cuối'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm tòa nhà' }));
    expect(await within(dialog).findByText('Phòng đầu phải nhỏ hơn hoặc bằng phòng cuối')).toBeTruthy();
    expect(api.calls('POST', `/dormitories/${DORMITORIES[0]!.id}/buildings`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Phòng cuối'));
    await user.type(within(dialog).getByLabelText('Phòng cuối'), '650');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm tòa nhà' }));
    await waitFor(() => expect(api.calls('POST', `/dormitories/${DORMITORIES[0]!.id}/buildings`)).toHaveLength(1));
    expect(api.calls('POST', `/dormitories/${DORMITORIES[0]!.id}/buildings`)[0]!.body).toEqual({
      name: 'A6',
      code: 'A6',
      active: true,
      roomMin: 600,
      roomMax: 650,
    });
  });

  it('shows a taken code next to the field', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /dormitories/unmapped': () => [],
      'POST /dormitories': () =>
        reply(409, {
          statusCode: 409,
          code: 'dormitories/code-taken',
          message: 'Tên hoặc mã này đã được dùng',
          fields: { code: 'Tên hoặc mã này đã được dùng' },
        }),
    });
    renderApp('/dashboard/dormitories');
    await user.click(await screen.findByRole('button', { name: 'Thêm ký túc xá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm ký túc xá' });
    await user.type(within(dialog).getByLabelText(/Tên ký túc xá/), 'KTX Khu C');
    await user.type(within(dialog).getByLabelText(/^Mã/), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm ký túc xá' }));
    expect(await within(dialog).findByText('Tên hoặc mã này đã được dùng')).toBeTruthy();
  });

  it('maps an unmatched free-text address onto a building', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /dormitories/unmapped': () => [{ dormitory: 'Ký túc xá A', building: 'Nhà 1', users: 3, orders: 2 }],
      'POST /dormitories/unmapped/map': () => ({ users: 3, orders: 2 }),
    });
    renderApp('/dashboard/dormitories');
    await user.click(await screen.findByRole('button', { name: 'Ghép Ký túc xá A · Nhà 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ghép địa chỉ vào danh mục' });
    await user.click(within(dialog).getByRole('button', { name: 'Ghép địa chỉ' }));
    expect(await within(dialog).findByText('Vui lòng chọn ký túc xá')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Ký túc xá' }));
    await user.click(await screen.findByRole('option', { name: 'KTX Khu A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ghép địa chỉ' }));
    await waitFor(() => expect(api.calls('POST', '/dormitories/unmapped/map')).toHaveLength(1));
    expect(api.calls('POST', '/dormitories/unmapped/map')[0]!.body).toEqual({
      dormitory: 'Ký túc xá A',
      building: 'Nhà 1',
      buildingId: A1.id,
    });
    expect(await screen.findByText('Đã ghép 3 tài khoản và 2 đơn hàng')).toBeTruthy();
  });
});

describe('slot capacity editor', { timeout: 45_000 }, () => {
  it('shows the default and each building, and saves only the windows changed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /slots/capacity': () => [
        { buildingId: null, slot: '17-19', capacity: 20 },
        { buildingId: A1.id, slot: '07-09', capacity: 5 },
      ],
      'PUT /slots/capacity': () => [],
    });
    renderApp('/dashboard/slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Số chỗ theo khung giờ' })).toBeTruthy();
    const a1 = (await screen.findByRole('heading', { level: 3, name: 'Tòa A1' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(a1).getByText('5 chỗ')).toBeTruthy();
    expect(within(a1).getByText('20 chỗ (mặc định)')).toBeTruthy();
    expect(within(a1).getAllByText('Không giới hạn')).toHaveLength(2);

    await user.click(within(a1).getByRole('button', { name: 'Sửa số chỗ Tòa A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Số chỗ mỗi khung giờ — KTX Khu A · A1' });
    const evening = within(dialog).getByLabelText('Khung 19:00–21:00');
    await user.type(evening, 'nhiều');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu số chỗ' }));
    expect(await within(dialog).findByText('Số chỗ phải là số nguyên không âm')).toBeTruthy();
    expect(document.activeElement).toBe(evening);

    await user.clear(evening);
    await user.type(evening, '8');
    await user.clear(within(dialog).getByLabelText('Khung 07:00–09:00'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu số chỗ' }));
    await waitFor(() => expect(api.calls('PUT', '/slots/capacity')).toHaveLength(2));
    expect(api.calls('PUT', '/slots/capacity').map((call) => call.body)).toEqual([
      { buildingId: A1.id, slot: '07-09', capacity: null },
      { buildingId: A1.id, slot: '19-21', capacity: 8 },
    ]);
  });
});
