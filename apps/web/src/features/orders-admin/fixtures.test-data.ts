import type { OrderDetail, OrderItem } from '@tsa/shared';

/** Orders shaped like the server's answers, for this feature's page tests. */
export const STUDENT = {
  id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'An',
  lastName: 'Nguyễn Văn',
  name: 'Nguyễn Văn An',
  email: 'an@tsa.test',
  phoneNumber: '0912345678',
};

export function item(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    serviceId: '10000000-0000-4000-8000-000000000001',
    serviceName: 'Giặt sấy gấp theo kg',
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

export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    code: 'TSA-251121-0001',
    status: 'PENDING',
    student: STUDENT,
    items: [item()],
    estimatedTotal: 52500,
    finalTotal: null,
    pickupDate: '2025-11-21',
    pickupSlot: '19-21',
    address: { dormitory: 'KTX Khu A', building: 'A1', room: '101', phoneNumber: '0912345678' },
    note: '',
    paymentMethod: 'CASH',
    paymentStatus: 'UNPAID',
    paidAt: null,
    cancelReason: null,
    createdBy: { id: STUDENT.id, name: STUDENT.name, role: 'STUDENT' },
    createdAt: '2025-11-21T05:30:00.000Z',
    updatedAt: '2025-11-21T05:30:00.000Z',
    history: [
      {
        id: '40000000-0000-4000-8000-000000000001',
        from: null,
        to: 'PENDING',
        at: '2025-11-21T05:30:00.000Z',
        by: { id: STUDENT.id, name: STUDENT.name, role: 'STUDENT' },
        note: null,
      },
    ],
    deliveries: [],
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length, pageNumber = 1, pageSize = 20) {
  return { items, total, page: pageNumber, pageSize };
}
