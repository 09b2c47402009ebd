import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILDING_A1 } from '@/test/dormitory-fixtures';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { order, STUDENT } from '../fixtures.test-data';

// Both the summary card and the phone's sticky bar carry a 'Tạo đơn' button (CSS shows one); jsdom has no media queries, so the tests click the first.
const STUDENT_USER = {
  id: STUDENT.id,
  firstName: STUDENT.firstName,
  lastName: STUDENT.lastName,
  role: 'STUDENT',
  status: 'ACTIVE',
  email: STUDENT.email,
  verified: true,
  phoneNumber: STUDENT.phoneNumber,
  photoUrl: null,
  dormitory: 'KTX Khu A',
  building: 'A1',
  room: '101',
  dormitoryId: BUILDING_A1.dormitoryId,
  buildingId: BUILDING_A1.id,
  createdAt: '2025-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  await import('./order-add-page');
  await import('./orders-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('walk-in order', { timeout: 45_000 }, () => {
  it('orders for the chosen student with their address and a live estimate, then opens the order', async () => {
    const user = userEvent.setup({ delay: null });
    const created = order({ id: '30000000-0000-4000-8000-0000000000ff', code: 'TSA-251121-0042' });
    const api = fakeApi({
      'GET /services': () => SERVICES,
      'GET /users': () => ({ items: [STUDENT_USER], total: 1, page: 1, pageSize: 20 }),
      'POST /orders': () => reply(201, created),
      'GET /orders': () => ({ items: [created], total: 1, page: 1, pageSize: 20 }),
      'GET /orders/:id': () => created,
    });
    const { router } = renderApp('/dashboard/order/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tạo đơn hộ sinh viên' })).toBeTruthy();

    // Nothing chosen yet: the form says what is missing and sends nothing.
    await user.click((await screen.findAllByRole('button', { name: 'Tạo đơn' }))[0]!);
    expect(await screen.findByText('Vui lòng chọn sinh viên')).toBeTruthy();
    expect(screen.getByText('Vui lòng chọn ít nhất một dịch vụ')).toBeTruthy();
    expect(api.calls('POST', '/orders')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Sinh viên/ }));
    await user.paste('nguyen van an');
    await waitFor(() =>
      expect(api.calls('GET', '/users').some((call) => call.query.get('search') === 'nguyen van an')).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    expect(api.calls('GET', '/users').at(-1)!.query.get('role')).toBe('STUDENT');
    // The address comes from the student's profile.
    expect(screen.getByRole('combobox', { name: 'Ký túc xá' }).textContent).toBe('KTX Khu A');
    expect(screen.getByRole('combobox', { name: 'Tòa nhà' }).textContent).toBe('A1');
    expect((screen.getByRole('textbox', { name: 'Phòng' }) as HTMLInputElement).value).toBe('101');
    expect((screen.getByRole('textbox', { name: 'Số điện thoại' }) as HTMLInputElement).value).toBe('0912345678');

    // + starts a weighed service at its minimum; a typed quantity below it is refused.
    await user.click(screen.getByRole('button', { name: 'Thêm Giặt sấy gấp theo kg' }));
    expect(
      (screen.getByRole('textbox', { name: 'Số lượng Giặt sấy gấp theo kg (kg)' }) as HTMLInputElement).value,
    ).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Thêm Giặt giày' }));
    expect(screen.getByTestId('estimate-total').textContent).toBe('85.000 ₫');

    const shoes = screen.getByRole('textbox', { name: 'Số lượng Giặt giày (đôi)' });
    await user.clear(shoes);
    await user.click(shoes);
    await user.paste('1,5');
    await user.click(screen.getAllByRole('button', { name: 'Tạo đơn' })[0]!);
    expect(await screen.findByText('Số lượng "Giặt giày" phải là số nguyên')).toBeTruthy();
    await user.clear(shoes);
    await user.paste('2');
    expect(screen.getByTestId('estimate-total').textContent).toBe('125.000 ₫');

    await user.click(screen.getAllByRole('button', { name: 'Tạo đơn' })[0]!);
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    const body = api.calls('POST', '/orders')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      studentId: STUDENT.id,
      items: [
        { serviceId: SERVICES[0]!.id, quantity: 3 },
        { serviceId: SERVICES[1]!.id, quantity: 2 },
      ],
      paymentMethod: 'CASH',
      note: '',
      address: { buildingId: BUILDING_A1.id, room: '101', phoneNumber: '0912345678' },
    });
    expect(body.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['07-09', '11-13', '17-19', '19-21']).toContain(body.pickupSlot);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/order'));
    expect(router.state.location.search).toBe(`?id=${created.id}`);
    expect(await screen.findByText('Đã tạo đơn TSA-251121-0042 cho Nguyễn Văn An')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0042' })).toBeTruthy();
    expect(within(screen.getByRole('dialog', { name: 'Đơn TSA-251121-0042' })).getByText('Nguyễn Văn An')).toBeTruthy();
  });

  it('takes a bag handed in at the counter without a pickup day or window', async () => {
    const user = userEvent.setup({ delay: null });
    const created = order({
      id: '30000000-0000-4000-8000-0000000000fe',
      code: 'TSA-251121-0043',
      status: 'PICKED_UP',
      pickupDate: null,
      pickupSlot: null,
    });
    const api = fakeApi({
      'GET /services': () => SERVICES,
      'GET /users': () => ({ items: [STUDENT_USER], total: 1, page: 1, pageSize: 20 }),
      'POST /orders': () => reply(201, created),
      'GET /orders': () => ({ items: [created], total: 1, page: 1, pageSize: 20 }),
      'GET /orders/:id': () => created,
    });
    const { router } = renderApp('/dashboard/order/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tạo đơn hộ sinh viên' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: /Sinh viên/ }));
    await user.paste('nguyen van an');
    await user.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    await user.click(screen.getByRole('button', { name: 'Thêm Giặt sấy gấp theo kg' }));

    // Fetched from the room by default: a day and a window to choose.
    const handover = screen.getByRole('radiogroup', { name: 'Cách nhận đồ' });
    expect(within(handover).getByRole('radio', { name: 'Nhân viên đến phòng lấy đồ' })).toHaveProperty('checked', true);
    expect(screen.getAllByLabelText(/^Ngày lấy đồ/).length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Khung giờ lấy đồ *' })).toBeTruthy();

    await user.click(within(handover).getByRole('radio', { name: 'Khách mang đồ đến quầy' }));
    expect(screen.queryAllByLabelText(/^Ngày lấy đồ/)).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Khung giờ lấy đồ *' })).toBeNull();
    expect(screen.getByText(/không cần hẹn giờ và không giao nhiệm vụ lấy đồ/)).toBeTruthy();
    expect(screen.getByText('Nhận tại quầy')).toBeTruthy();

    await user.click(screen.getAllByRole('button', { name: 'Tạo đơn' })[0]!);
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    const body = api.calls('POST', '/orders')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ studentId: STUDENT.id, items: [{ serviceId: SERVICES[0]!.id, quantity: 3 }] });
    expect(body).not.toHaveProperty('pickupDate');
    expect(body).not.toHaveProperty('pickupSlot');

    await waitFor(() => expect(router.state.location.search).toBe(`?id=${created.id}`));
    const drawer = await screen.findByRole('dialog', { name: 'Đơn TSA-251121-0043' });
    expect(within(drawer).getByText('Nhận tại quầy')).toBeTruthy();
  });
});
