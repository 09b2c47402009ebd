import type { DeliveryTask, OrderDetail, OrderItem, Role, Service } from '@tsa/shared';
import { fakeApi, type FakeHandler } from './fake-api';

/** Catalogue, orders and tasks shaped like the server's answers, for page tests. */
export const SERVICES: Service[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    name: 'Giặt sấy gấp theo kg',
    description: 'Giặt, sấy khô và gấp gọn',
    unit: 'KG',
    unitLabel: 'kg',
    unitPrice: 15000,
    minQuantity: 3,
    active: true,
    sortOrder: 1,
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    name: 'Giặt giày',
    description: '',
    unit: 'ITEM',
    unitLabel: 'đôi',
    unitPrice: 40000,
    minQuantity: 1,
    active: true,
    sortOrder: 2,
  },
];

/** A service switched off: the admin's price list still shows it, students never do. */
export const RETIRED_SERVICE: Service = {
  id: '10000000-0000-4000-8000-000000000003',
  name: 'Giặt rèm',
  description: '',
  unit: 'ITEM',
  unitLabel: 'bộ',
  unitPrice: 80000,
  minQuantity: 1,
  active: false,
  sortOrder: 9,
};

/** The whole catalogue as an admin reads it: the live services and the retired one. */
export const CATALOGUE: Service[] = [...SERVICES, RETIRED_SERVICE];

export function fixtureItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    serviceId: SERVICES[0]!.id,
    serviceName: SERVICES[0]!.name,
    unit: 'KG',
    unitLabel: 'kg',
    unitPrice: 15000,
    minQuantity: 3,
    quantity: 3.5,
    amount: 52500,
    finalQuantity: null,
    finalAmount: null,
    ...overrides,
  };
}

/** A second line beside the default kilo line: one pair of shoes, counted by the piece. */
export const SHOES_ITEM: OrderItem = fixtureItem({
  id: '20000000-0000-4000-8000-000000000002',
  serviceId: '10000000-0000-4000-8000-000000000002',
  serviceName: 'Giặt giày',
  unit: 'ITEM',
  unitLabel: 'đôi',
  unitPrice: 40000,
  minQuantity: 1,
  quantity: 1,
  amount: 40000,
});

export function fixtureOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    code: 'TSA-251121-0001',
    status: 'PENDING',
    student: {
      id: '00000000-0000-4000-8000-000000000002',
      firstName: 'An',
      lastName: 'Nguyễn Văn',
      name: 'Nguyễn Văn An',
      email: 'student@tsa.test',
      phoneNumber: '0912345678',
    },
    items: [fixtureItem()],
    estimatedTotal: 52500,
    finalTotal: null,
    discount: null,
    planKg: 0,
    planCredit: 0,
    refundedAmount: 0,
    pickupDate: '2025-11-21',
    pickupSlot: '19-21',
    returnDate: null,
    returnSlot: null,
    address: { dormitory: 'KTX Khu A', building: 'A1', room: '101', phoneNumber: '0912345678' },
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
    history: [
      {
        id: '40000000-0000-4000-8000-000000000001',
        from: null,
        to: 'PENDING',
        at: '2025-11-21T05:30:00.000Z',
        by: { id: '00000000-0000-4000-8000-000000000002', name: 'Nguyễn Văn An', role: 'STUDENT' },
        note: null,
        kind: 'STATUS',
      },
    ],
    deliveries: [],
    payment: { paidAmount: 0, due: 52500, flag: null, transferClaimedAt: null, payments: [], transfer: null },
    ...overrides,
  };
}

export function fixtureTask(overrides: Partial<DeliveryTask> = {}): DeliveryTask {
  const order = fixtureOrder();
  return {
    id: '50000000-0000-4000-8000-000000000001',
    orderId: order.id,
    type: 'PICKUP',
    status: 'ASSIGNED',
    scheduledDate: '2025-11-21',
    slot: '19-21',
    staff: { id: '00000000-0000-4000-8000-000000000003', name: 'Trần Thị Bình', phoneNumber: '0987654321' },
    reason: null,
    createdAt: '2025-11-21T05:40:00.000Z',
    startedAt: null,
    finishedAt: null,
    updatedAt: '2025-11-21T05:40:00.000Z',
    order: {
      id: order.id,
      code: order.code,
      status: 'CONFIRMED',
      studentId: order.student.id,
      studentName: order.student.name,
      address: order.address,
      pickupDate: order.pickupDate,
      pickupSlot: order.pickupSlot,
      note: 'Gọi trước khi lên phòng',
      paymentMethod: 'CASH',
      paymentStatus: 'UNPAID',
      estimatedTotal: order.estimatedTotal,
      finalTotal: null,
      due: order.estimatedTotal,
    },
    ...overrides,
  };
}

export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 20) {
  return { items, total, page, pageSize };
}

/** A signed-in student or staff member as GET /users/profile answers. */
export function personOf(role: Exclude<Role, 'ADMIN'>, overrides: Record<string, unknown> = {}) {
  const student = role === 'STUDENT';
  return {
    id: student ? '00000000-0000-4000-8000-000000000002' : '00000000-0000-4000-8000-000000000003',
    firstName: student ? 'An' : 'Bình',
    lastName: student ? 'Nguyễn Văn' : 'Trần Thị',
    role,
    status: 'ACTIVE',
    email: `${role.toLowerCase()}@tsa.test`,
    verified: true,
    phoneNumber: student ? '0912345678' : '0987654321',
    photoUrl: null,
    dormitory: student ? 'KTX Khu A' : null,
    building: student ? 'A1' : null,
    room: student ? '101' : null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs `person` in (the cookies a real sign-in leaves) and serves `routes` at the fetch boundary. */
export function fakeApiAs(person: ReturnType<typeof personOf>, routes: Record<string, FakeHandler>) {
  document.cookie = `token=test-token-${person.role}; path=/`;
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(person))}; path=/`;
  return fakeApi({ 'GET /users/profile': () => person, ...routes });
}
