import type { OrderRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notify } from '../../db/notify';
import type { Outbox } from '../../lib/outbox';
import { insertHistory, orderChanged, updateOrder } from '../order-records';
import { changeWallet } from '../wallet';
import { moneyNotification } from './notify';

/**
 * Gives `amount` of what the order received back into the student's wallet (a cancelled order,
 * money paid beyond the final total). Here rather than in the wallet module: it writes the
 * order's history and notification, which the wallet, reached by every money module, must not
 * import (order-records → referrals → wallet would close a cycle).
 */
export async function refundToWallet(
  tx: Executor,
  outbox: Outbox,
  order: OrderRow,
  amount: number,
  byId: string | null,
  note: string,
): Promise<OrderRow> {
  await changeWallet(tx, {
    userId: order.studentId,
    kind: 'REFUND',
    amount,
    orderId: order.id,
    byId,
    note: `${note} (đơn ${order.code})`,
  });
  const updated = await updateOrder(tx, order.id, { refundedAmount: order.refundedAmount + amount });
  await insertHistory(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    byId,
    note,
    kind: 'PAYMENT',
  });
  await notify(tx, outbox, [
    moneyNotification(updated, `${note}. Bạn có thể dùng số dư cho đơn sau hoặc yêu cầu rút về tài khoản ngân hàng.`),
  ]);
  orderChanged(outbox, updated);
  return updated;
}
