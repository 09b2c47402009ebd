import type { OrderDetail } from '@tsa/shared';
import { fixtureOrder } from '@/test/order-fixtures';

export { pageOf as page } from '@/test/order-fixtures';

/** The student of this feature's orders; the admin placed none of them. */
export const STUDENT = {
  id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'An',
  lastName: 'Nguyễn Văn',
  name: 'Nguyễn Văn An',
  email: 'an@tsa.test',
  phoneNumber: '0912345678',
};

const byStudent = { id: STUDENT.id, name: STUDENT.name, role: 'STUDENT' as const };

/** An order placed by STUDENT, shaped like the server's answer. */
export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const base = fixtureOrder();
  return fixtureOrder({
    student: STUDENT,
    createdBy: byStudent,
    history: base.history.map((entry) => ({ ...entry, by: byStudent })),
    ...overrides,
  });
}
