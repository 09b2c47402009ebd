import { BANK_TRANSACTION_FLAG_LABELS, PAYMENT_STATUS_LABELS, type Role } from '@tsa/shared';
import type { NewNotification, OrderRow } from '../../db/schema';
import { formatVnd } from '../../lib/money';
import { studentOrderLink } from '../order-records';

/** To the order's student, on every money change. */
export function moneyNotification(order: OrderRow, body: string): NewNotification {
  return {
    userId: order.studentId,
    type: 'ORDER_PAYMENT',
    title: `Đơn ${order.code}: ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`,
    body,
    link: studentOrderLink(order.id),
  };
}

/** To every staff member and admin: a student says they transferred the money. */
export function transferClaimedNotification(user: { id: string; role: Role }, order: OrderRow): NewNotification {
  return {
    userId: user.id,
    type: 'PAYMENT_CLAIMED',
    title: `Đơn ${order.code}: Chờ xác nhận thanh toán`,
    body: `Sinh viên báo đã chuyển khoản cho đơn ${order.code}. Vui lòng kiểm tra tài khoản ngân hàng.`,
    link: `${user.role === 'ADMIN' ? '/dashboard/order' : '/staff/order'}?id=${order.id}`,
  };
}

/** To every admin: money received before weighing that is clearly not the estimate (estimate-check.ts). */
export function earlyTransferFlaggedNotification(
  adminId: string,
  order: OrderRow,
  received: number,
  flag: 'PARTIAL' | 'OVERPAID',
): NewNotification {
  return {
    userId: adminId,
    type: 'PAYMENT_FLAGGED',
    title: `Đơn ${order.code}: ${BANK_TRANSACTION_FLAG_LABELS[flag]} trước khi cân`,
    body: `Ngân hàng báo đã nhận ${formatVnd(received)} cho đơn ${order.code}, tạm tính ${formatVnd(order.estimatedTotal)}. Vui lòng kiểm tra với sinh viên.`,
    link: `/dashboard/order?id=${order.id}`,
  };
}
