import {
  canCancel,
  canTransition,
  type CancelOrderInput,
  type ChangeOrderStatusInput,
  PAYMENT_METHOD_LABELS,
  type ChangePaymentInput,
  type OrderDetail,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { transaction, type Publisher } from '../../lib/outbox';
import { deliveryChanged, listOpenDeliveriesOfOrder, updateDelivery } from '../deliveries';
import { notify } from '../../db/notify';
import { formatVnd } from '../../lib/money';
import { amountDue, collectCashAtDoor, receivePayment, reversePayments } from '../payments';
import {
  orderNotFound,
  taskWithdrawnNotification,
  listOrderItems,
  lockOrder,
  updateOrderItem,
  refusedTransition,
  transitionOrder,
  cancelNeedsReason,
  canSeeOrder,
  mayCancelOrders,
} from '../order-records';
import { releaseVoucher } from '../vouchers';
import { billWeighing, settleWeighedOrder, unwindCancelledOrder } from './billing';
import { priceWeighing } from './pricing';
import { getOrderDetail } from './service';

/**
 * `PATCH /orders/{id}/status` (staff and admins): one step forward in the status machine.
 * Reaching WASHING records the real weights and counts and fixes `finalTotal`.
 */
export async function changeOrderStatus(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: ChangeOrderStatusInput,
): Promise<OrderDetail> {
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await lockOrder(tx, id);
    if (!order) throw orderNotFound();
    if (input.status === 'CANCELLED') {
      throw refusedTransition(order.status, 'CANCELLED', 'Hãy dùng chức năng hủy đơn');
    }
    // A wrong step is the real problem; refuse it before looking at any weights.
    if (!canTransition(order.status, input.status)) throw refusedTransition(order.status, input.status);
    if (input.status !== 'WASHING') {
      if (input.items?.length) throw new AppError('orders/weights-only-at-washing');
      // Completed by hand (no drop-off task): the same "Đã thu … ₫?" as at the door.
      const current =
        input.status === 'COMPLETED'
          ? await collectCashAtDoor(tx, outbox, actor.id, order, input.cashCollected)
          : order;
      await transitionOrder(tx, current, input.status, { byId: actor.id, note: input.note, outbox });
      return;
    }
    const lines = await listOrderItems(tx, [order.id]);
    const weighed = priceWeighing(lines, input.items);
    for (const line of weighed.lines) {
      await updateOrderItem(tx, line.id, { finalQuantity: line.finalQuantity, finalAmount: line.finalAmount });
    }
    const washing = await transitionOrder(tx, order, 'WASHING', {
      byId: actor.id,
      note: input.note,
      set: await billWeighing(tx, order, lines, weighed.lines),
      outbox,
    });
    await settleWeighedOrder(tx, outbox, washing, actor.id);
  });
  return getOrderDetail(db, actor, id);
}

/**
 * `POST /orders/{id}/cancel`: a student cancels their own order before the pickup; an admin
 * cancels anything not finished, with a reason. Open tasks of the order end as FAILED and
 * their staff are told.
 */
export async function cancelOrder(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: CancelOrderInput,
): Promise<OrderDetail> {
  const reason = input.reason?.trim() || null;
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await lockOrder(tx, id);
    if (!order || !canSeeOrder(actor, order)) throw orderNotFound();
    if (!mayCancelOrders(actor)) throw new AppError('auth/forbidden');
    if (!canCancel(actor.role, order.status)) {
      const hint =
        actor.role === 'STUDENT' && order.status !== 'COMPLETED' && order.status !== 'CANCELLED'
          ? 'Đồ đã được lấy; vui lòng liên hệ quản trị viên'
          : undefined;
      throw refusedTransition(order.status, 'CANCELLED', hint);
    }
    if (cancelNeedsReason(actor) && !reason) {
      throw new AppError('orders/cancel-reason-required', { fields: { reason: 'Vui lòng nhập lý do hủy đơn' } });
    }
    // The voucher's row before the order's: a placement locks them in that order (its redemption,
    // then the order's insert and its figure rows), so the other way round two of them deadlock.
    await releaseVoucher(tx, order);
    const cancelled = await transitionOrder(tx, order, 'CANCELLED', {
      byId: actor.id,
      note: reason,
      set: { cancelReason: reason },
      outsideMachine: true,
      outbox,
    });
    await unwindCancelledOrder(tx, outbox, cancelled, actor.id);
    const withdrawn = [];
    for (const task of await listOpenDeliveriesOfOrder(tx, order.id)) {
      deliveryChanged(
        outbox,
        await updateDelivery(tx, task.id, { status: 'FAILED', reason: 'Đơn hàng đã bị hủy', finishedAt: new Date() }),
      );
      withdrawn.push(taskWithdrawnNotification(task.staffId, task, cancelled, 'Đơn hàng đã bị hủy.'));
    }
    await notify(tx, outbox, withdrawn);
  });
  return getOrderDetail(db, actor, id);
}

/**
 * `PATCH /orders/{id}/payment` (staff and admins). PAID records the rest of the final total as
 * received (once: an order already paid is left alone, so a bank notification and a person
 * confirming the same transfer make one payment). Before weighing only an admin may, with
 * `override` and a note. UNPAID reverses the payments: admins only, with a reason.
 */
export async function changePayment(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: ChangePaymentInput,
  origin?: RequestOrigin,
): Promise<OrderDetail> {
  const note = input.note?.trim() || '';
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await lockOrder(tx, id);
    if (!order) throw orderNotFound();
    if (input.paymentStatus === 'UNPAID') {
      if (order.paymentStatus === 'UNPAID' && order.paidAmount === 0) return;
      if (actor.role !== 'ADMIN') throw new AppError('payments/admin-only');
      if (!note)
        throw new AppError('payments/reason-required', {
          fields: { note: 'Vui lòng nhập lý do hủy ghi nhận thanh toán' },
        });
      await reversePayments(tx, outbox, order, actor.id, note);
      await recordAuditEvent(tx, {
        action: 'payment.reversed',
        actorId: actor.id,
        targetType: 'order',
        targetId: order.id,
        origin,
        details: { code: order.code, amount: order.paidAmount, reason: note },
      });
      return;
    }
    if (order.status === 'CANCELLED') throw new AppError('orders/payment-not-allowed');
    if (order.paymentStatus === 'PAID') return;
    const override = Boolean(input.override);
    if (order.finalTotal === null) {
      if (!override) throw new AppError('payments/final-total-unknown');
      if (actor.role !== 'ADMIN') throw new AppError('payments/admin-only');
      if (!note)
        throw new AppError('payments/reason-required', {
          fields: { note: 'Vui lòng nhập lý do xác nhận trước khi cân' },
        });
      await recordAuditEvent(tx, {
        action: 'payment.override',
        actorId: actor.id,
        targetType: 'order',
        targetId: order.id,
        origin,
        details: { code: order.code, estimatedTotal: order.estimatedTotal, reason: note },
      });
    }
    // The wallet is debited only by the server (weighing, the student's tap): a person confirming
    // money of a "Trừ ví" order received it in cash, unless they say it was a transfer.
    if (input.paymentMethod === 'WALLET') throw new AppError('wallet/manual-payment');
    const method = input.paymentMethod ?? (order.paymentMethod === 'WALLET' ? 'CASH' : order.paymentMethod);
    const amount = Math.max(amountDue(order), 0);
    const what = `${actor.role === 'ADMIN' ? 'Quản trị viên' : 'Nhân viên'} xác nhận đã nhận ${formatVnd(amount)} (${PAYMENT_METHOD_LABELS[method].toLowerCase()})`;
    await receivePayment(tx, outbox, order, {
      method,
      source: 'MANUAL',
      amount,
      byId: actor.id,
      forcePaid: override && order.finalTotal === null,
      note:
        order.finalTotal === null
          ? `${what}, trước khi cân (ngoại lệ). Lý do: ${note}`
          : note
            ? `${what}. ${note}`
            : what,
    });
  });
  return getOrderDetail(db, actor, id);
}
