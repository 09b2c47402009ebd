import {
  formatViDate,
  HANDOFF_LABELS,
  pickupProblem,
  PICKUP_SLOT_LABELS,
  slotStartsAt,
  type HandoffInput,
  type OrderDetail,
  type PickupSlot,
  type ReschedulePickupInput,
  type SetHandoffInput,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import { notify } from '../../db/notify';
import type { NewNotification, OrderRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction, type Publisher } from '../../lib/outbox';
import { deliveryChanged, findOpenDelivery, updateDelivery } from '../deliveries';
import {
  handoffChangedNotification,
  insertHistory,
  lockOrder,
  orderChanged,
  orderNotFound,
  scheduleChangedNotification,
  taskAssignedNotification,
  updateOrder,
} from '../order-records';
import { claimWindow } from '../slots';
import { getOrderDetail } from './service';

/**
 * What a student changes without calling anyone (decision 043): the pickup window, where each
 * bag is handed over, and "Xác nhận" after the night-before reminder. Each is the owner's alone
 * (an admin may act for them), and only until the window concerned has started.
 */

const BEFORE_PICKUP = new Set(['PENDING', 'CONFIRMED']);
const BEFORE_RETURN = new Set(['PENDING', 'CONFIRMED', 'PICKED_UP', 'WASHING', 'READY']);

const windowStarted = (date: string | null, slot: PickupSlot | null, now: Date) =>
  date !== null && slot !== null && slotStartsAt(date, slot).getTime() <= now.getTime();

function pickupOpen(order: OrderRow, now: Date): boolean {
  return (
    BEFORE_PICKUP.has(order.status) &&
    order.pickupDate !== null &&
    !windowStarted(order.pickupDate, order.pickupSlot, now)
  );
}

function returnOpen(order: OrderRow, now: Date): boolean {
  return BEFORE_RETURN.has(order.status) && !windowStarted(order.returnDate, order.returnSlot, now);
}

async function ownOrder(tx: Parameters<typeof lockOrder>[0], actor: UserRow, id: string): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  // Someone else's order does not exist for a student; an admin acts for anyone.
  if (!order || (actor.role !== 'ADMIN' && order.studentId !== actor.id)) throw orderNotFound();
  return order;
}

/**
 * The timeline's `SCHEDULE` entry for a change, and the student's notification when someone else
 * (an admin) made it: the list the caller adds its staff notifications to.
 */
async function recordScheduleChange(
  tx: Parameters<typeof lockOrder>[0],
  actor: UserRow,
  before: OrderRow,
  after: OrderRow,
  note: string,
): Promise<NewNotification[]> {
  await insertHistory(tx, {
    orderId: before.id,
    fromStatus: before.status,
    toStatus: before.status,
    byId: actor.id,
    kind: 'SCHEDULE',
    note,
  });
  return actor.id === before.studentId ? [] : [scheduleChangedNotification(after, note)];
}

/**
 * `PATCH /orders/{id}/pickup`: the new window's place is taken under the slot lock, as at
 * placement (two students racing for the last place: one 200, one `orders/slot-full`). The open
 * pickup task moves with the order and its staff member is told; the reminder and the
 * confirmation start over for the new window.
 */
export async function reschedulePickup(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: ReschedulePickupInput,
  now = new Date(),
): Promise<OrderDetail> {
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await ownOrder(tx, actor, id);
    if (!pickupOpen(order, now)) throw new AppError('schedule/closed');
    if (order.pickupDate === input.date && order.pickupSlot === input.slot) throw new AppError('schedule/same-window');
    const problem = pickupProblem(input.date, input.slot, now);
    if (problem === 'past') throw new AppError('orders/pickup-in-past', { fields: { slot: 'Khung giờ này đã qua' } });
    if (problem === 'too-far') {
      throw new AppError('orders/pickup-too-far', { fields: { date: 'Chỉ đặt lịch trong vòng 14 ngày tới' } });
    }
    if (order.buildingId) await claimWindow(tx, order.buildingId, input.date, input.slot, 'slot', order.id);
    const updated = await updateOrder(tx, order.id, {
      pickupDate: input.date,
      pickupSlot: input.slot,
      pickupRemindedAt: null,
      pickupConfirmedAt: null,
    });
    const note = `Đổi giờ lấy đồ từ khung ${PICKUP_SLOT_LABELS[order.pickupSlot!]} ngày ${formatViDate(order.pickupDate!)} sang khung ${PICKUP_SLOT_LABELS[input.slot]} ngày ${formatViDate(input.date)}`;
    const told = await recordScheduleChange(tx, actor, order, updated, note);
    const task = await findOpenDelivery(tx, order.id, 'PICKUP');
    if (task) {
      const moved = await updateDelivery(tx, task.id, { scheduledDate: input.date, slot: input.slot });
      deliveryChanged(outbox, moved);
      told.push(taskAssignedNotification(moved.staffId, moved, updated, true));
    }
    await notify(tx, outbox, told, actor.id);
    orderChanged(outbox, updated);
  });
  return getOrderDetail(db, actor, id);
}

const handoffText = (handoff: HandoffInput) =>
  handoff.kind === 'ROOMMATE' ? `${HANDOFF_LABELS.ROOMMATE} (${handoff.name})` : HANDOFF_LABELS[handoff.kind];

/** `PUT /orders/{id}/handoff`: pickup's until its window starts, drop-off's until the return window starts. */
export async function setHandoff(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: SetHandoffInput,
  now = new Date(),
): Promise<OrderDetail> {
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await ownOrder(tx, actor, id);
    const values: Partial<OrderRow> = {};
    const notes: string[] = [];
    if (input.pickup) {
      if (!pickupOpen(order, now)) throw new AppError('schedule/closed', { fields: { pickup: 'Đã đến giờ lấy đồ' } });
      values.pickupHandoff = input.pickup.kind;
      values.pickupHandoffName = input.pickup.kind === 'ROOMMATE' ? input.pickup.name! : null;
      notes.push(`Nơi giao đồ bẩn: ${handoffText(input.pickup)}`);
    }
    if (input.return) {
      if (!returnOpen(order, now)) throw new AppError('schedule/closed', { fields: { return: 'Đã đến giờ trả đồ' } });
      values.returnHandoff = input.return.kind;
      values.returnHandoffName = input.return.kind === 'ROOMMATE' ? input.return.name! : null;
      notes.push(`Nơi nhận đồ sạch: ${handoffText(input.return)}`);
    }
    const updated = await updateOrder(tx, order.id, values);
    const note = notes.join('; ');
    const told = await recordScheduleChange(tx, actor, order, updated, note);
    // The staff member already holding the leg must know where to go: their card shows it too.
    const legs = [input.pickup && ('PICKUP' as const), input.return && ('DROPOFF' as const)].filter(
      (leg) => leg !== undefined,
    );
    for (const leg of legs) {
      const task = await findOpenDelivery(tx, order.id, leg);
      if (!task) continue;
      deliveryChanged(outbox, task);
      told.push(handoffChangedNotification(task.staffId, task, updated, note));
    }
    await notify(tx, outbox, told, actor.id);
    orderChanged(outbox, updated);
  });
  return getOrderDetail(db, actor, id);
}

/** `POST /orders/{id}/confirm-pickup` (the owner): "Xác nhận" after the reminder; again is a no-op. */
export async function confirmPickup(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  now = new Date(),
): Promise<OrderDetail> {
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await lockOrder(tx, id);
    if (!order || order.studentId !== actor.id) throw orderNotFound();
    if (!pickupOpen(order, now)) throw new AppError('schedule/closed');
    if (order.pickupConfirmedAt) return;
    orderChanged(outbox, await updateOrder(tx, order.id, { pickupConfirmedAt: now }));
  });
  return getOrderDetail(db, actor, id);
}
