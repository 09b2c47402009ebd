import {
  canChangeDeliveryStatus,
  formatViDate,
  hcmDateOf,
  deliveryTransitionRefusedMessage,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type ChangeDeliveryStatusInput,
  type DeliveryTask,
  type OrderStatus,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { DeliveryRow, OrderRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { transaction, type Outbox, type Publisher } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { pickupFailedNotification, insertHistory, lockOrder, transitionOrder } from '../order-records';
import { type Executor } from '../../db/executor';
import { collectCashAtDoor } from '../payments';
import { deliveryChanged } from './events';
import { presentDeliveryTask } from './presenter';
import { findDelivery, findDeliveryTask, lockDelivery, updateDelivery } from './repository';
import { deliveryNotFound } from './service';
import { canWorkOnTask } from './policy';

const rank = (status: OrderStatus) => (status === 'CANCELLED' ? -1 : ORDER_STATUSES.indexOf(status));

function orderNotReady(order: OrderRow): AppError {
  return new AppError('deliveries/order-not-eligible', {
    message: `Đơn ${order.code} đang ở trạng thái "${ORDER_STATUS_LABELS[order.status]}", không thể cập nhật nhiệm vụ này`,
  });
}

/**
 * Moves the order the way a task outcome implies. When someone already moved the order there
 * (or past it) by hand, the task still closes and the order is left alone.
 */
async function follow(
  tx: Executor,
  outbox: Outbox,
  actor: UserRow,
  order: OrderRow,
  from: OrderStatus,
  to: OrderStatus,
): Promise<void> {
  if (order.status === from) {
    await transitionOrder(tx, order, to, { byId: actor.id, outbox });
    return;
  }
  if (rank(order.status) < rank(to)) throw orderNotReady(order);
}

async function applyToOrder(
  tx: Executor,
  outbox: Outbox,
  actor: UserRow,
  task: DeliveryRow,
  order: OrderRow,
  input: ChangeDeliveryStatusInput,
) {
  if (order.status === 'CANCELLED') throw orderNotReady(order);
  const reason = input.reason ?? '';
  if (task.type === 'PICKUP') {
    if (input.status === 'DONE') await follow(tx, outbox, actor, order, 'CONFIRMED', 'PICKED_UP');
    if (input.status === 'FAILED') await notify(tx, outbox, [pickupFailedNotification(order, reason)]);
    return;
  }
  if (input.status === 'IN_PROGRESS') await follow(tx, outbox, actor, order, 'READY', 'DELIVERING');
  if (input.status === 'DONE') await follow(tx, outbox, actor, order, 'DELIVERING', 'COMPLETED');
  // A failed drop-off brings the bag back: the order is READY again and can be reassigned.
  if (input.status === 'FAILED' && order.status === 'DELIVERING') {
    await transitionOrder(tx, order, 'READY', {
      byId: actor.id,
      note: `Giao đồ thất bại: ${reason}`,
      // The chosen window is spent: the student picks a new one.
      set: { returnDate: null, returnSlot: null },
      outsideMachine: true,
      outbox,
    });
  }
}

/**
 * A pickup is made on its day: starting or finishing it on an earlier day (Ho Chi Minh time) is
 * refused, unless an admin overrides it, which the order's history keeps.
 */
async function checkPickupDay(
  tx: Executor,
  actor: UserRow,
  task: DeliveryRow,
  order: OrderRow,
  input: ChangeDeliveryStatusInput,
  origin: RequestOrigin | undefined,
) {
  if (task.type !== 'PICKUP' || (input.status !== 'IN_PROGRESS' && input.status !== 'DONE')) return;
  const today = hcmDateOf(new Date());
  if (today >= task.scheduledDate) return;
  if (!(input.override && actor.role === 'ADMIN')) {
    throw new AppError('deliveries/too-early', {
      message: `Nhiệm vụ lấy đồ này hẹn ngày ${formatViDate(task.scheduledDate)}, chưa thể bắt đầu hôm nay (${formatViDate(today)})`,
    });
  }
  const note = `Quản trị viên cho lấy đồ sớm (hẹn ngày ${formatViDate(task.scheduledDate)}, thực hiện ngày ${formatViDate(today)})`;
  await insertHistory(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    byId: actor.id,
    note,
  });
  await recordAuditEvent(tx, {
    action: 'delivery.start-override',
    actorId: actor.id,
    targetType: 'delivery',
    targetId: task.id,
    origin,
    details: {
      orderId: order.id,
      code: order.code,
      scheduledDate: task.scheduledDate,
      on: today,
      status: input.status,
    },
  });
}

/**
 * `PATCH /deliveries/{id}/status` by the assigned staff member or an admin:
 * ASSIGNED → IN_PROGRESS → DONE, or FAILED (with a reason) from either. The order follows in
 * the same transaction: a done pickup → PICKED_UP; a started drop-off → DELIVERING; a done
 * drop-off → COMPLETED; a failed drop-off → back to READY.
 */
export async function changeDeliveryStatus(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: ChangeDeliveryStatusInput,
  origin?: RequestOrigin,
): Promise<DeliveryTask> {
  await transaction(db, realtime, async (tx, outbox) => {
    const peek = await findDelivery(tx, id);
    if (!peek) throw deliveryNotFound();
    if (!canWorkOnTask(actor, peek)) throw new AppError('deliveries/not-yours');
    // Order first, then task: the same lock order as every other change, so none deadlock.
    const order = (await lockOrder(tx, peek.orderId))!;
    const task = (await lockDelivery(tx, id))!;
    if (!canWorkOnTask(actor, task)) throw new AppError('deliveries/not-yours');
    if (!canChangeDeliveryStatus(task.status, input.status)) {
      throw new AppError('deliveries/invalid-transition', {
        message: deliveryTransitionRefusedMessage(task.status, input.status),
      });
    }
    if (input.status === 'FAILED' && !input.reason) {
      throw new AppError('request/invalid-input', {
        message: 'Vui lòng nhập lý do thất bại',
        fields: { reason: 'Vui lòng nhập lý do thất bại' },
      });
    }
    await checkPickupDay(tx, actor, task, order, input, origin);
    const current =
      task.type === 'DROPOFF' && input.status === 'DONE'
        ? await collectCashAtDoor(tx, outbox, actor.id, order, input.cashCollected)
        : order;
    await applyToOrder(tx, outbox, actor, task, current, input);
    const now = new Date();
    const updated = await updateDelivery(tx, id, {
      status: input.status,
      ...(input.status === 'IN_PROGRESS' ? { startedAt: now } : { finishedAt: now }),
      ...(input.status === 'FAILED' ? { reason: input.reason } : {}),
    });
    deliveryChanged(outbox, updated);
  });
  const row = await findDeliveryTask(db, id);
  return presentDeliveryTask(row!);
}
