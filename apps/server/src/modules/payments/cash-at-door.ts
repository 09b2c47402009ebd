import { cashAtDoorProblem } from '@tsa/shared';
import type { OrderRow } from '../../db/schema';
import { type Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { formatVnd } from '../../lib/money';
import type { Outbox } from '../../lib/outbox';
import { insertHistory } from '../order-records';
import { amountDue, receivePayment } from './ledger';

/**
 * Delivering an unpaid cash order, whether its drop-off task is done or the order is completed by
 * hand: whoever hands the bag over says how much they collected ("Đã thu … ₫?"): the whole amount
 * due, recorded as a payment they hold until they hand it over, or 0, kept in the history. Orders
 * paid otherwise, or already paid, ask nothing. Answers the order as it stands afterwards, for the
 * step that hands it over.
 */
export async function collectCashAtDoor(
  tx: Executor,
  outbox: Outbox,
  byId: string,
  order: OrderRow,
  cashCollected: number | undefined,
): Promise<OrderRow> {
  if (order.paymentMethod !== 'CASH' || order.paymentStatus === 'PAID') return order;
  if (cashCollected === undefined) {
    throw new AppError('payments/cash-required', { fields: { cashCollected: 'Vui lòng nhập số tiền mặt đã thu' } });
  }
  // Nothing or the whole amount due (docs/product.md, "Cash at the door"): a short amount is
  // refused with what is missing, more is change the cashier gives back.
  const problem = cashAtDoorProblem(cashCollected, amountDue(order));
  if (problem) {
    throw new AppError(problem.kind === 'short' ? 'payments/cash-short' : 'payments/cash-over', {
      message: problem.message,
      fields: { cashCollected: problem.message },
    });
  }
  if (cashCollected === 0) {
    await insertHistory(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      byId,
      note: 'Giao đồ nhưng chưa thu được tiền mặt',
      kind: 'PAYMENT',
    });
    return order;
  }
  return receivePayment(tx, outbox, order, {
    method: 'CASH',
    source: 'CASH_AT_DOOR',
    amount: cashCollected,
    byId,
    note: `Đã thu tiền mặt ${formatVnd(cashCollected)} khi giao đồ`,
  });
}
