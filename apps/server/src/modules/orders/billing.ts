import { billedQuantity, billOf, type BillLine, type PayFromWalletResult } from '@tsa/shared';
import type { NewOrder, OrderItemRow, OrderRow, UserRow } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { transaction, type Outbox, type Publisher } from '../../lib/outbox';
import type { Executor } from '../../db/executor';
import { formatVnd } from '../../lib/money';
import { notify } from '../../db/notify';
import { lockOrder } from '../order-records';
import { amountDue, moneyNotification, receivePayment, refundToWallet, settleAfterWeighing } from '../payments';
import { planForBilling, returnPlanKg, usePlanKg } from '../plans';
import { discountForBilling, recordDiscount } from '../vouchers';
import { changeWallet, lockWallet } from '../wallet';
import type { WeighedLine } from './pricing';

/**
 * An order's money around its weighing and its cancellation (decision 042): the plan's
 * kilograms first, then the discount on the rest, then what was paid too much goes back to the
 * wallet and "Trừ ví" pays the rest from it. Everything in the weighing's (or cancellation's)
 * transaction.
 */

/** The weighed bill: the order's new money columns. Takes the plan's kilograms. */
export async function billWeighing(
  tx: Executor,
  order: OrderRow,
  lines: OrderItemRow[],
  weighed: WeighedLine[],
): Promise<Partial<NewOrder>> {
  const finals = new Map(weighed.map((line) => [line.id, line.finalQuantity]));
  const billLines: BillLine[] = lines.map((line) => ({
    serviceId: line.serviceId,
    unit: line.unit,
    unitPrice: line.unitPrice,
    quantity: billedQuantity(finals.get(line.id) ?? Number(line.quantity), Number(line.minQuantity)),
  }));
  const plan = await planForBilling(tx, order.studentId);
  const discount = await discountForBilling(tx, order);
  const bill = billOf(billLines, plan && { serviceIds: plan.serviceIds, kgLeft: Number(plan.kgLeft) }, discount);
  if (plan && bill.planKg > 0) await usePlanKg(tx, plan.id, bill.planKg);
  if (order.discountKind === 'VOUCHER') await recordDiscount(tx, order.id, bill.discount);
  return {
    finalTotal: bill.total,
    planSubscriptionId: bill.planKg > 0 ? plan!.id : null,
    planKg: bill.planKg,
    planCredit: bill.planCredit,
    discountAmount: bill.discount,
  };
}

/**
 * Once weighed: money paid beyond the final total goes to the wallet, a bill fully covered (by
 * the plan, the discount or earlier payments) is PAID, and "Trừ ví" pays the rest when the
 * balance covers it (else the student is told to top up or pay another way).
 */
export async function settleWeighedOrder(
  tx: Executor,
  outbox: Outbox,
  order: OrderRow,
  byId: string,
): Promise<OrderRow> {
  let current = order;
  const excess = -amountDue(current);
  if (excess > 0) {
    current = await refundToWallet(tx, outbox, current, excess, byId, `Hoàn ${formatVnd(excess)} trả dư vào ví TSA`);
  }
  current = await settleAfterWeighing(tx, outbox, current, byId);
  if (current.paymentStatus !== 'PAID' && current.paymentMethod === 'WALLET') {
    current = await payFromWallet(tx, outbox, current, byId);
  }
  return current;
}

/**
 * Pays what the order still owes from the student's wallet, all of it or nothing: half paid by
 * wallet and half by cash would leave the staff at the door a sum nobody expects.
 */
export async function payFromWallet(
  tx: Executor,
  outbox: Outbox,
  order: OrderRow,
  byId: string | null,
): Promise<OrderRow> {
  const due = amountDue(order);
  if (due <= 0 || order.paymentStatus === 'PAID') return order;
  const wallet = await lockWallet(tx, order.studentId);
  if (wallet.balance < due) {
    await notify(tx, outbox, [
      moneyNotification(
        order,
        `Ví TSA còn ${formatVnd(wallet.balance)}, chưa đủ ${formatVnd(due)} cho đơn ${order.code}. Hãy nạp thêm vào ví, hoặc trả tiền mặt hay chuyển khoản.`,
      ),
    ]);
    return order;
  }
  await changeWallet(tx, {
    userId: order.studentId,
    kind: 'ORDER_PAYMENT',
    amount: -due,
    orderId: order.id,
    byId,
    note: `Thanh toán đơn ${order.code}`,
  });
  return receivePayment(tx, outbox, order, {
    method: 'WALLET',
    source: 'WALLET',
    amount: due,
    byId,
    note: `Trừ ví TSA ${formatVnd(due)}`,
  });
}

/**
 * A cancelled order: what was paid goes to the wallet and the plan kilograms come back (the
 * voucher use was given back before the status changed: `releaseVoucher`).
 */
export async function unwindCancelledOrder(
  tx: Executor,
  outbox: Outbox,
  order: OrderRow,
  byId: string,
): Promise<OrderRow> {
  await returnPlanKg(tx, order);
  const kept = order.paidAmount - order.refundedAmount;
  if (kept <= 0) return order;
  return refundToWallet(tx, outbox, order, kept, byId, `Hoàn ${formatVnd(kept)} của đơn đã hủy vào ví TSA`);
}

/**
 * `POST /orders/{id}/pay-from-wallet`: the student pays a weighed order with a tap, all that is
 * due or nothing, refused with how much is missing.
 */
export async function payOrderFromWallet(
  db: Db,
  publisher: Publisher,
  student: UserRow,
  orderId: string,
): Promise<PayFromWalletResult> {
  return transaction(db, publisher, async (tx, outbox) => {
    const order = await lockOrder(tx, orderId);
    // Someone else's order is not found, the same answer as one that does not exist.
    if (!order || order.studentId !== student.id) throw new AppError('orders/not-found');
    if (order.status === 'CANCELLED') throw new AppError('payments/order-cancelled');
    if (order.finalTotal === null) throw new AppError('wallet/order-not-weighed');
    const due = amountDue(order);
    if (order.paymentStatus === 'PAID' || due <= 0) throw new AppError('wallet/nothing-due');
    const wallet = await lockWallet(tx, student.id);
    if (wallet.balance < due) {
      throw new AppError('wallet/insufficient-funds', {
        message: `Ví TSA còn ${formatVnd(wallet.balance)}, còn thiếu ${formatVnd(due - wallet.balance)} để trả ${formatVnd(due)} cho đơn ${order.code}. Vui lòng nạp thêm vào ví.`,
      });
    }
    await payFromWallet(tx, outbox, order, student.id);
    return { orderId: order.id, paid: due, balance: wallet.balance - due };
  });
}
