import {
  DELIVERY_TYPE_LABELS,
  formatViDate,
  ORDER_STATUS_LABELS,
  PICKUP_SLOT_LABELS,
  type DeliveryType,
  type OrderStatus,
  type PickupSlot,
} from '@tsa/shared';
import type { NewNotification, OrderRow } from '../../db/schema';
import { formatVnd } from '../../lib/money';

export const studentOrderLink = (orderId: string) => `/student/order?id=${orderId}`;
export const staffTaskLink = (deliveryId: string) => `/staff/delivery?id=${deliveryId}`;

function statusBody(order: OrderRow, from: OrderStatus | null, to: OrderStatus, note?: string | null): string {
  const window =
    order.pickupDate && order.pickupSlot
      ? `khung ${PICKUP_SLOT_LABELS[order.pickupSlot]} ngày ${formatViDate(order.pickupDate)}`
      : 'mang đến quầy';
  switch (to) {
    case 'PENDING':
      return `Đã nhận đơn giặt của bạn, tạm tính ${formatVnd(order.estimatedTotal)}. Lịch lấy đồ: ${window}.`;
    case 'CONFIRMED':
      // When a pickup is assigned, its own window comes as the note.
      return note ? 'Đơn đã được xác nhận.' : `Đơn đã được xác nhận. Nhân viên sẽ đến lấy đồ ${window}.`;
    case 'PICKED_UP':
      // A walk-in order handed in at the counter starts here.
      return from === null
        ? `Đã nhận đồ của bạn tại quầy, tạm tính ${formatVnd(order.estimatedTotal)}.`
        : 'Nhân viên đã nhận đồ của bạn và mang về xưởng giặt.';
    case 'WASHING':
      return `Đồ của bạn đang được giặt. Thành tiền: ${formatVnd(order.finalTotal ?? order.estimatedTotal)}.`;
    case 'READY':
      return from === 'DELIVERING'
        ? 'Giao đồ chưa thành công. Chúng tôi sẽ hẹn lại lần giao khác.'
        : 'Đồ của bạn đã giặt xong và sẽ sớm được giao trả.';
    case 'DELIVERING':
      return 'Nhân viên đang mang đồ đến phòng của bạn.';
    case 'COMPLETED':
      return 'Đơn đã hoàn thành. Cảm ơn bạn đã sử dụng dịch vụ TSA!';
    case 'CANCELLED':
      return 'Đơn giặt của bạn đã bị hủy.';
  }
}

/** 'Đơn TSA-261121-0001: Đã lấy đồ', for the order's student. */
export function orderStatusNotification(
  order: OrderRow,
  from: OrderStatus | null,
  to: OrderStatus,
  note?: string | null,
): NewNotification {
  const body = statusBody(order, from, to, note);
  const label = to === 'CANCELLED' || from === 'DELIVERING' ? 'Lý do' : 'Ghi chú';
  return {
    userId: order.studentId,
    type: 'ORDER_STATUS',
    title: `Đơn ${order.code}: ${ORDER_STATUS_LABELS[to]}`,
    body: note ? `${body} ${label}: ${note}` : body,
    link: studentOrderLink(order.id),
    event: to,
  };
}

interface TaskFacts {
  id: string;
  type: DeliveryType;
  scheduledDate: string;
  slot: PickupSlot;
}

const where = (order: OrderRow) => `${order.dormitory}, tòa ${order.building}, phòng ${order.room}`;
const when = (task: TaskFacts) => `khung ${PICKUP_SLOT_LABELS[task.slot]} ngày ${formatViDate(task.scheduledDate)}`;

/** For the staff member a task was given to (or moved to). */
export function taskAssignedNotification(
  staffId: string,
  task: TaskFacts,
  order: OrderRow,
  changed = false,
): NewNotification {
  return {
    userId: staffId,
    type: changed ? 'DELIVERY_UPDATED' : 'DELIVERY_ASSIGNED',
    title: `${changed ? 'Nhiệm vụ được cập nhật' : 'Nhiệm vụ mới'}: ${DELIVERY_TYPE_LABELS[task.type]} đơn ${order.code}`,
    body: `${DELIVERY_TYPE_LABELS[task.type]} tại ${where(order)}, ${when(task)}.`,
    link: staffTaskLink(task.id),
    // The day of the task: work for today is also e-mailed.
    event: task.scheduledDate,
  };
}

/**
 * For the order's student when someone else (an admin acting for them) changed its pickup window
 * or hand-off: the history's own words. Not an e-mail moment (`event` names no status).
 */
export function scheduleChangedNotification(order: OrderRow, change: string): NewNotification {
  return {
    userId: order.studentId,
    type: 'ORDER_STATUS',
    title: `Đơn ${order.code}: lịch giao nhận đã thay đổi`,
    body: `${change}.`,
    link: studentOrderLink(order.id),
    event: 'SCHEDULE',
  };
}

/** For the staff member holding a task whose hand-off the student changed: where to go now. */
export function handoffChangedNotification(
  staffId: string,
  task: TaskFacts,
  order: OrderRow,
  change: string,
): NewNotification {
  return {
    userId: staffId,
    type: 'DELIVERY_UPDATED',
    title: `Nhiệm vụ được cập nhật: ${DELIVERY_TYPE_LABELS[task.type]} đơn ${order.code}`,
    body: `${change}. ${DELIVERY_TYPE_LABELS[task.type]} tại ${where(order)}, ${when(task)}.`,
    link: staffTaskLink(task.id),
    event: task.scheduledDate,
  };
}

/** For a staff member whose task was taken away (reassigned or the order cancelled). */
export function taskWithdrawnNotification(
  staffId: string,
  task: TaskFacts,
  order: OrderRow,
  why: string,
): NewNotification {
  return {
    userId: staffId,
    type: 'DELIVERY_CANCELLED',
    title: `Nhiệm vụ đã hủy: ${DELIVERY_TYPE_LABELS[task.type]} đơn ${order.code}`,
    body: `${DELIVERY_TYPE_LABELS[task.type]} ${when(task)} không còn do bạn thực hiện. ${why}`,
    link: staffTaskLink(task.id),
  };
}

/** For the student when a pickup could not be made (the order itself does not change). */
export function pickupFailedNotification(order: OrderRow, reason: string): NewNotification {
  return {
    userId: order.studentId,
    type: 'DELIVERY_FAILED',
    title: `Đơn ${order.code}: Lấy đồ chưa thành công`,
    body: `Nhân viên chưa lấy được đồ của bạn. Lý do: ${reason}. Chúng tôi sẽ hẹn lại lần lấy khác.`,
    link: studentOrderLink(order.id),
  };
}
