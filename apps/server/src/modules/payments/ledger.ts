import type { PaymentMethod, PaymentSource } from '@tsa/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { payments, type OrderRow } from '../../db/schema';
import type { Outbox } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { orderChanged, insertHistory, updateOrder } from '../order-records';
import { formatVnd } from '../../lib/money';
import { type Executor } from '../../db/executor';
import { rewardReferrerIfDue } from '../referrals';
import { changeWallet } from '../wallet';
import { moneyNotification } from './notify';

interface Receipt {
  method: PaymentMethod;
  source: PaymentSource;
  amount: number;
  /** Who recorded it (staff at the door, admin confirming); null for the bank's notification. */
  byId: string | null;
  bankTransactionId?: string;
  /** The history line, e.g. 'Nhận chuyển khoản 150.000 ₫ (mã GD FT123)'. */
  note: string;
  /** Admin override: paid even though the final total is not known yet. */
  forcePaid?: boolean;
}

/**
 * What the order still needs: the final total once weighed, the estimate before, less what was
 * paid and not given back (refunds to the wallet, decision 042).
 */
export const amountDue = (order: OrderRow) =>
  (order.finalTotal ?? order.estimatedTotal) - (order.paidAmount - order.refundedAmount);

/**
 * Records money received for an order the caller has locked, inside the caller's transaction:
 * the payment row, the order's running sum, PAID once the final total is covered, a history row
 * and the student's notification.
 */
export async function receivePayment(
  tx: Executor,
  outbox: Outbox,
  order: OrderRow,
  receipt: Receipt,
): Promise<OrderRow> {
  await tx.insert(payments).values({
    orderId: order.id,
    method: receipt.method,
    source: receipt.source,
    amount: receipt.amount,
    bankTransactionId: receipt.bankTransactionId,
    recordedById: receipt.byId,
  });
  const paidAmount = order.paidAmount + receipt.amount;
  const settled =
    receipt.forcePaid || (order.finalTotal !== null && paidAmount - order.refundedAmount >= order.finalTotal);
  const updated = await updateOrder(tx, order.id, {
    paidAmount,
    paymentMethod: receipt.method,
    ...(settled && order.paymentStatus !== 'PAID'
      ? { paymentStatus: 'PAID', paidAt: new Date(), transferClaimedAt: null }
      : {}),
  });
  await insertHistory(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    byId: receipt.byId,
    note: receipt.note,
    kind: 'PAYMENT',
  });
  await notify(tx, outbox, [moneyNotification(updated, receiptBody(updated, receipt.amount))]);
  orderChanged(outbox, updated);
  if (updated.paymentStatus === 'PAID' && order.paymentStatus !== 'PAID') {
    outbox.paidOrderIds.push(order.id);
    await rewardReferrerIfDue(tx, outbox, updated);
  }
  return updated;
}

function receiptBody(order: OrderRow, amount: number): string {
  if (order.paymentStatus === 'PAID') {
    const extra =
      order.finalTotal !== null && order.paidAmount > order.finalTotal
        ? ` Bạn đã trả dư ${formatVnd(order.paidAmount - order.finalTotal)}, chúng tôi sẽ liên hệ hoàn lại.`
        : '';
    return `Đã nhận ${formatVnd(amount)}. Đơn đã được thanh toán đủ. Cảm ơn bạn!${extra}`;
  }
  if (order.finalTotal === null) return `Đã nhận ${formatVnd(amount)}. Số tiền sẽ được đối chiếu sau khi cân đồ.`;
  return `Đã nhận ${formatVnd(amount)}, còn thiếu ${formatVnd(order.finalTotal - order.paidAmount)}. Vui lòng chuyển thêm phần còn thiếu.`;
}

/**
 * After weighing: money already received that covers the final total makes the order PAID
 * (a transfer of the estimate, made early).
 */
export async function settleAfterWeighing(
  tx: Executor,
  outbox: Outbox,
  order: OrderRow,
  byId: string,
): Promise<OrderRow> {
  // A bill the plan or the discount covered entirely is paid with nothing received.
  if (order.paymentStatus === 'PAID' || order.finalTotal === null || amountDue(order) > 0) return order;
  const updated = await updateOrder(tx, order.id, {
    paymentStatus: 'PAID',
    paidAt: new Date(),
    transferClaimedAt: null,
  });
  const note =
    order.finalTotal === 0
      ? 'Đã thanh toán: gói hoặc ưu đãi đã trả toàn bộ'
      : `Đã đủ thanh toán: đã nhận ${formatVnd(order.paidAmount - order.refundedAmount)} cho thành tiền ${formatVnd(order.finalTotal)}`;
  await insertHistory(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    byId,
    note,
    kind: 'PAYMENT',
  });
  await notify(tx, outbox, [moneyNotification(updated, `${note}. Cảm ơn bạn!`)]);
  orderChanged(outbox, updated);
  outbox.paidOrderIds.push(order.id);
  await rewardReferrerIfDue(tx, outbox, updated);
  return updated;
}

/** An admin reverses every payment of the order (refund, mistake), with a reason. */
export async function reversePayments(
  tx: Executor,
  outbox: Outbox,
  order: OrderRow,
  byId: string,
  reason: string,
): Promise<OrderRow> {
  const now = new Date();
  const reversed = await tx
    .update(payments)
    .set({ reversedAt: now, reversedById: byId, reverseReason: reason })
    .where(and(eq(payments.orderId, order.id), isNull(payments.reversedAt)))
    .returning({ source: payments.source, amount: payments.amount });
  // Money taken from the wallet goes back to it (source WALLET: a person confirming a "Trừ ví"
  // order by hand took none); what the wallet already got back of this order is not given twice.
  const fromWallet = reversed.filter((row) => row.source === 'WALLET').reduce((sum, row) => sum + row.amount, 0);
  const giveBack = Math.min(fromWallet, order.paidAmount - order.refundedAmount);
  if (giveBack > 0) {
    await changeWallet(tx, {
      userId: order.studentId,
      kind: 'REFUND',
      amount: giveBack,
      orderId: order.id,
      byId,
      note: `Hoàn ${formatVnd(giveBack)} đã trừ ví cho đơn ${order.code} (hủy ghi nhận thanh toán: ${reason})`,
    });
  }
  // Every payment is undone, so is what was given back of them: the order owes its total again.
  const updated = await updateOrder(tx, order.id, {
    paymentStatus: 'UNPAID',
    paidAt: null,
    paidAmount: 0,
    refundedAmount: 0,
  });
  const note = `Hủy ghi nhận thanh toán ${formatVnd(order.paidAmount)}. Lý do: ${reason}`;
  await insertHistory(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    byId,
    note,
    kind: 'PAYMENT',
  });
  await notify(tx, outbox, [
    moneyNotification(
      updated,
      `Khoản thanh toán ${formatVnd(order.paidAmount)} đã được hủy ghi nhận. Lý do: ${reason}`,
    ),
  ]);
  orderChanged(outbox, updated);
  return updated;
}
