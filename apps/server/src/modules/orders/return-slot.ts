import {
  formatViDate,
  ORDER_LIMITS,
  pickupProblem,
  PICKUP_SLOT_LABELS,
  slotStartsAt,
  type ChooseReturnSlotInput,
  type OrderDetail,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction, type Publisher } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { deliveryChanged, findOpenDelivery, updateDelivery } from '../deliveries';
import {
  canSeeOrder,
  insertHistory,
  lockOrder,
  orderChanged,
  orderNotFound,
  taskAssignedNotification,
  updateOrder,
} from '../order-records';
import { claimWindow } from '../slots';
import { getOrderDetail } from './service';

function checkWindow(input: ChooseReturnSlotInput, now: Date): void {
  const problem = pickupProblem(input.returnDate, input.returnSlot, now);
  if (problem === 'past') {
    const message = `Khung giờ ${PICKUP_SLOT_LABELS[input.returnSlot]} ngày ${formatViDate(input.returnDate)} đã qua. Vui lòng chọn khung giờ khác`;
    throw new AppError('orders/return-in-past', { message, fields: { returnSlot: message } });
  }
  if (problem === 'too-far') {
    const message = `Chỉ hẹn giờ trả đồ trong vòng ${ORDER_LIMITS.maxDaysAhead} ngày tới`;
    throw new AppError('orders/return-too-far', { message, fields: { returnDate: message } });
  }
}

/**
 * `PUT /orders/{id}/return-slot`: the student (or an admin for them) picks the window the bag
 * comes back in, once the order is READY. The window's place is taken under the same lock as a
 * pickup's (docs/decisions/032: one capacity for both kinds of visit). An open drop-off task
 * moves to the new window and its staff member is told; one assigned later takes this window.
 */
export async function chooseReturnSlot(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: ChooseReturnSlotInput,
  now = new Date(),
): Promise<OrderDetail> {
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await lockOrder(tx, id);
    if (!order || !canSeeOrder(actor, order)) throw orderNotFound();
    if (order.status !== 'READY') throw new AppError('orders/return-not-ready');
    // Once the chosen return window has begun the staff member is on the way (decision 043).
    if (order.returnDate && order.returnSlot && slotStartsAt(order.returnDate, order.returnSlot) <= now) {
      throw new AppError('schedule/closed');
    }
    checkWindow(input, now);
    // An address the catalogue could not map has no building to count places in.
    if (order.buildingId) {
      await claimWindow(tx, order.buildingId, input.returnDate, input.returnSlot, 'returnSlot', order.id);
    }
    const updated = await updateOrder(tx, order.id, { returnDate: input.returnDate, returnSlot: input.returnSlot });
    const note = `Hẹn trả đồ khung ${PICKUP_SLOT_LABELS[input.returnSlot]} ngày ${formatViDate(input.returnDate)}`;
    await insertHistory(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      byId: actor.id,
      note,
    });
    const task = await findOpenDelivery(tx, order.id, 'DROPOFF');
    if (task) {
      const moved = await updateDelivery(tx, task.id, { scheduledDate: input.returnDate, slot: input.returnSlot });
      deliveryChanged(outbox, moved);
      await notify(tx, outbox, [taskAssignedNotification(moved.staffId, moved, updated, true)]);
    }
    orderChanged(outbox, updated);
  });
  return getOrderDetail(db, actor, id);
}
