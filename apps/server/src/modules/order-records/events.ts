import type { OrderRow } from '../../db/schema';
import { STAFF_ROOMS, userRoom, type Outbox } from '../../lib/outbox';

/** `order:updated` to the order's student and every staff member and admin, once the change commits. */
export function orderChanged(outbox: Outbox, order: OrderRow): void {
  outbox.send(`order:${order.id}`, [userRoom(order.studentId), ...STAFF_ROOMS], 'order:updated', {
    orderId: order.id,
    code: order.code,
    status: order.status,
    paymentStatus: order.paymentStatus,
  });
}
