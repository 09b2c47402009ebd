import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction, type Publisher } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { orderChanged, insertHistory, lockOrder, updateOrder } from '../order-records';
import { transferClaimedNotification } from './notify';
import { listActiveStaffAndAdmins } from './repository';

/**
 * `POST /orders/{id}/transfer-claim`: the student says "Tôi đã chuyển khoản". The order shows
 * "Chờ xác nhận thanh toán" and staff and admins are told; nothing is paid until the bank's
 * notification or a person confirms it.
 */
export async function claimTransfer(db: Db, realtime: Publisher, actor: UserRow, id: string): Promise<void> {
  await transaction(db, realtime, async (tx, outbox) => {
    const order = await lockOrder(tx, id);
    if (!order || order.studentId !== actor.id) throw new AppError('orders/not-found');
    if (order.paymentMethod !== 'BANK_TRANSFER') throw new AppError('payments/not-transfer');
    if (order.status === 'CANCELLED') throw new AppError('payments/order-cancelled');
    if (order.paymentStatus === 'PAID') throw new AppError('payments/already-paid');
    if (order.finalTotal === null)
      throw new AppError('payments/final-total-unknown', { message: 'Đơn chưa được cân, chưa có số tiền cần chuyển' });
    if (order.transferClaimedAt) return;
    const updated = await updateOrder(tx, order.id, { transferClaimedAt: new Date() });
    await insertHistory(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      byId: actor.id,
      note: 'Sinh viên báo đã chuyển khoản, chờ xác nhận thanh toán',
      kind: 'PAYMENT',
    });
    const team = await listActiveStaffAndAdmins(tx);
    await notify(
      tx,
      outbox,
      team.map((user) => transferClaimedNotification(user, updated)),
    );
    orderChanged(outbox, updated);
  });
}
