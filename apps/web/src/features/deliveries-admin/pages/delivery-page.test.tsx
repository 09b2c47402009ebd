import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, hcmDateOf, type DeliveryTask, type Order } from '@tsa/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const TOMORROW = addDays(hcmDateOf(new Date()), 1);

const STAFF = [
  {
    id: '50000000-0000-4000-8000-000000000001',
    firstName: 'Bình',
    lastName: 'Trần Thị',
    role: 'STAFF',
    status: 'ACTIVE',
    email: 'binh@tsa.test',
    verified: true,
    phoneNumber: '0987654321',
    photoUrl: null,
    dormitory: null,
    building: null,
    room: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: '50000000-0000-4000-8000-000000000002',
    firstName: 'Cường',
    lastName: 'Lê Văn',
    role: 'STAFF',
    status: 'ACTIVE',
    email: 'cuong@tsa.test',
    verified: true,
    phoneNumber: null,
    photoUrl: null,
    dormitory: null,
    building: null,
    room: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

function order(n: number, overrides: Partial<Order> = {}): Order {
  return {
    id: `30000000-0000-4000-8000-00000000000${n}`,
    code: `TSA-251121-000${n}`,
    status: 'PENDING',
    student: {
      id: `00000000-0000-4000-8000-00000000010${n}`,
      firstName: 'An',
      lastName: 'Nguyễn Văn',
      name: `Sinh viên ${n}`,
      email: `sv${n}@tsa.test`,
      phoneNumber: '0912345678',
    },
    items: [],
    estimatedTotal: 45000,
    finalTotal: null,
    discount: null,
    planKg: 0,
    planCredit: 0,
    refundedAmount: 0,
    pickupDate: TOMORROW,
    pickupSlot: '19-21',
    returnDate: null,
    returnSlot: null,
    address: { dormitory: 'KTX Khu A', building: 'A1', room: `10${n}`, phoneNumber: '0912345678' },
    note: '',
    paymentMethod: 'CASH',
    paymentStatus: 'UNPAID',
    paidAt: null,
    transferClaimedAt: null,
    cancelReason: null,
    pickupHandoff: { kind: 'ROOM', name: null },
    returnHandoff: { kind: 'ROOM', name: null },
    pickupRemindedAt: null,
    pickupConfirmedAt: null,
    lastScanStage: null,
    rackCode: null,
    createdBy: null,
    createdAt: '2025-11-21T05:30:00.000Z',
    updatedAt: '2025-11-21T05:30:00.000Z',
    ...overrides,
  };
}

function task(overrides: Partial<DeliveryTask> = {}): DeliveryTask {
  const o = order(9, { status: 'CONFIRMED' });
  return {
    id: '60000000-0000-4000-8000-000000000001',
    orderId: o.id,
    type: 'PICKUP',
    status: 'ASSIGNED',
    scheduledDate: TOMORROW,
    slot: '17-19',
    staff: { id: STAFF[0]!.id, name: 'Trần Thị Bình', phoneNumber: '0987654321' },
    reason: null,
    createdAt: '2025-11-21T05:30:00.000Z',
    startedAt: null,
    finishedAt: null,
    updatedAt: '2025-11-21T05:30:00.000Z',
    order: {
      id: o.id,
      code: o.code,
      status: o.status,
      studentId: o.student.id,
      studentName: o.student.name,
      address: o.address,
      pickupDate: o.pickupDate,
      pickupSlot: o.pickupSlot,
      note: '',
      paymentMethod: 'CASH',
      paymentStatus: 'UNPAID',
      estimatedTotal: 45000,
      finalTotal: null,
      due: o.estimatedTotal,
    },
    ...overrides,
  };
}

beforeAll(async () => {
  await import('./delivery-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

async function chooseStaff(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: RegExp) {
  await user.click(within(dialog).getByRole('combobox', { name: /Nhân viên/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('admin delivery page', { timeout: 45_000 }, () => {
  it('assigns the ticked orders in bulk and lists the orders the server refused', async () => {
    const user = userEvent.setup();
    const [o1, o2, o3] = [order(1), order(2, { status: 'CONFIRMED' }), order(3)];
    let bulkAttempts = 0;
    const api = fakeApi({
      'GET /deliveries/needed': () => ({ pickups: [o1, o2, o3], dropoffs: [order(4, { status: 'READY' })] }),
      'GET /deliveries': () => ({ items: [], total: 0, page: 1, pageSize: 200 }),
      'GET /users': () => ({ items: STAFF, total: STAFF.length, page: 1, pageSize: 100 }),
      'POST /deliveries/bulk': () => {
        bulkAttempts += 1;
        return reply(409, {
          statusCode: 409,
          code: 'deliveries/bulk-rejected',
          message:
            'Không thể phân công 1 đơn nên chưa đơn nào được phân công: Đơn TSA-251121-0003 đã có nhiệm vụ lấy đồ đang thực hiện',
          fields: { [o3.id.toLowerCase()]: 'Đơn TSA-251121-0003 đã có nhiệm vụ lấy đồ đang thực hiện' },
        });
      },
      'POST /deliveries': ({ body }) => reply(201, task({ orderId: (body as { orderId: string }).orderId })),
    });
    renderApp('/dashboard/delivery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Điều phối giao nhận' })).toBeTruthy();
    const pickups = await screen.findByRole('list', { name: 'Cần lấy đồ' });
    expect(screen.getByRole('list', { name: 'Cần giao đồ' })).toBeTruthy();

    await user.click(within(pickups).getByRole('checkbox', { name: 'TSA-251121-0001' }));
    await user.click(within(pickups).getByRole('checkbox', { name: 'TSA-251121-0003' }));
    await user.click(screen.getByRole('button', { name: 'Phân công cần lấy đồ' }));

    const dialog = await screen.findByRole('dialog', { name: 'Phân công lấy đồ · 2 đơn' });
    await user.click(within(dialog).getByRole('button', { name: 'Phân công' }));
    expect(await within(dialog).findByText('Vui lòng chọn nhân viên')).toBeTruthy();
    expect(bulkAttempts).toBe(0);

    await chooseStaff(user, dialog, /Trần Thị Bình/);
    await user.click(within(dialog).getByRole('button', { name: 'Phân công' }));
    await waitFor(() => expect(bulkAttempts).toBe(1));
    expect(api.calls('POST', '/deliveries/bulk')[0]!.body).toEqual({
      orderIds: [o1.id, o3.id],
      type: 'PICKUP',
      staffId: STAFF[0]!.id,
      // Both orders were booked for the same window: the task keeps it.
      scheduledDate: TOMORROW,
      slot: '19-21',
    });

    const refused = await within(dialog).findByRole('list', { name: 'Đơn bị từ chối' });
    expect(within(refused).getAllByRole('listitem')).toHaveLength(1);
    expect(refused.textContent).toContain('TSA-251121-0003: Đơn TSA-251121-0003 đã có nhiệm vụ lấy đồ đang thực hiện');
    expect(within(dialog).getByText('Chưa đơn nào được phân công')).toBeTruthy();

    // Drop the refused order and assign the other one on its own.
    await user.click(within(dialog).getByRole('button', { name: 'Bỏ chọn các đơn này' }));
    expect(await screen.findByRole('dialog', { name: 'Phân công lấy đồ · 1 đơn' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Phân công' }));
    await waitFor(() => expect(api.calls('POST', '/deliveries')).toHaveLength(1));
    expect(api.calls('POST', '/deliveries')[0]!.body).toMatchObject({
      orderId: o1.id,
      type: 'PICKUP',
      staffId: STAFF[0]!.id,
    });
    expect(await screen.findByText('Đã phân công lấy đồ đơn TSA-251121-0001 cho Trần Thị Bình')).toBeTruthy();
  });

  it('shows the rounds of a day per staff member and reassigns an open task', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /deliveries/needed': () => ({ pickups: [], dropoffs: [] }),
      'GET /deliveries': ({ query }) =>
        query.get('date') === TOMORROW
          ? {
              items: [task(), task({ id: '60000000-0000-4000-8000-000000000002', status: 'DONE', type: 'DROPOFF' })],
              total: 2,
              page: 1,
              pageSize: 200,
            }
          : { items: [], total: 0, page: 1, pageSize: 200 },
      'GET /users': () => ({ items: STAFF, total: STAFF.length, page: 1, pageSize: 100 }),
      'PATCH /deliveries/:id': () => task({ staff: { id: STAFF[1]!.id, name: 'Lê Văn Cường', phoneNumber: null } }),
    });
    renderApp(`/dashboard/delivery?date=${TOMORROW}`);
    expect(await screen.findByText('Không có đơn nào cần lấy đồ')).toBeTruthy();
    const round = await screen.findByRole('article', { name: 'Lịch của Trần Thị Bình' });
    expect(within(round).getAllByTestId('delivery-task')).toHaveLength(2);
    expect(within(round).getByText('Đã phân công')).toBeTruthy();
    expect(api.calls('GET', '/deliveries').at(-1)!.query.get('date')).toBe(TOMORROW);
    // Only the open task can be reassigned.
    expect(within(round).getAllByRole('button', { name: /Giao lại/ })).toHaveLength(1);

    await user.click(within(round).getByRole('button', { name: 'Giao lại đơn TSA-251121-0009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giao lại nhiệm vụ' });
    await chooseStaff(user, dialog, /Lê Văn Cường/);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('PATCH', '/deliveries/60000000-0000-4000-8000-000000000001')).toHaveLength(1));
    expect(api.calls('PATCH', '/deliveries/60000000-0000-4000-8000-000000000001')[0]!.body).toEqual({
      staffId: STAFF[1]!.id,
    });
    expect(await screen.findByText('Đã giao lại lấy đồ đơn TSA-251121-0009 cho Lê Văn Cường')).toBeTruthy();
  });
});
