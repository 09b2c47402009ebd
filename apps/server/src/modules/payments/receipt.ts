import { billDeductions, personName, SHOP_NAME, type Receipt } from '@tsa/shared';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Executor } from '../../db/executor';
import { listOrderItems, findVisibleOrder } from '../order-records';

/** The receipt of an order that is paid (the money is what a receipt attests). */
export async function buildReceipt(
  db: Executor,
  viewer: Pick<UserRow, 'id' | 'role'>,
  orderId: string,
): Promise<Receipt> {
  const { order, student } = await findVisibleOrder(db, viewer, orderId);
  if (order.paymentStatus !== 'PAID') throw new AppError('payments/receipt-unavailable');
  const items = await listOrderItems(db, [order.id]);
  const lines = items.map((item) => ({
    serviceName: item.serviceName,
    quantity: Number(item.finalQuantity ?? item.quantity),
    unitLabel: item.unitLabel,
    unitPrice: item.unitPrice,
    amount: item.finalAmount ?? item.amount,
  }));
  return {
    shopName: SHOP_NAME,
    orderId: order.id,
    code: order.code,
    studentName: personName(student),
    address: `${order.dormitory}, tòa ${order.building}, phòng ${order.room}`,
    lines,
    deductions: billDeductions({
      discount: order.discountKind
        ? { kind: order.discountKind, voucherCode: order.voucherCode, amount: order.discountAmount }
        : null,
      planKg: Number(order.planKg),
      planCredit: order.planCredit,
      refundedAmount: order.refundedAmount,
    }),
    total: order.finalTotal ?? order.estimatedTotal,
    paidAmount: order.paidAmount,
    refundedAmount: order.refundedAmount,
    paymentMethod: order.paymentMethod,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    completedAt: order.completedAt ? order.completedAt.toISOString() : null,
    issuedAt: new Date().toISOString(),
  };
}
