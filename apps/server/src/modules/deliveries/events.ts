import type { DeliveryRow } from '../../db/schema';
import { roleRoom, userRoom, type Outbox } from '../../lib/outbox';

/**
 * `delivery:updated` to the task's staff member (and, when it was moved, to the one it was
 * taken from) and every admin, once the change commits.
 */
export function deliveryChanged(outbox: Outbox, task: DeliveryRow, previousStaffId?: string): void {
  const rooms = [userRoom(task.staffId), roleRoom('ADMIN')];
  if (previousStaffId && previousStaffId !== task.staffId) rooms.push(userRoom(previousStaffId));
  outbox.send(`delivery:${task.id}`, rooms, 'delivery:updated', {
    deliveryId: task.id,
    orderId: task.orderId,
    type: task.type,
    status: task.status,
    staffId: task.staffId,
  });
}
