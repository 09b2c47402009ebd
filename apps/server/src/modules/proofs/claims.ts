import {
  CLAIM_REFUND_METHOD_LABELS,
  REPORT_TYPE_LABELS,
  isClaimType,
  type ClaimRefundMethod,
  type OrderStatus,
  type ReportType,
} from '@tsa/shared';
import type { Executor } from '../../db/executor';
import { formatVnd } from '../../lib/money';
import { AppError } from '../../lib/app-error';
import type { Outbox } from '../../lib/outbox';
import { insertHistory, lockOrder, orderChanged } from '../order-records';
import { changeWallet } from '../wallet';
import { findProof, insertClaimRefund } from './repository';

/**
 * Lost-or-damaged claims (decision 043): an incident report of type LOST_ITEM or DAMAGED is a
 * claim. It is filed from a completed order only, checked against the order's pickup proof, and a
 * refund resolving it is paid in cash, by transfer or into the student's wallet.
 */

/** A claim names a completed order; other incidents (late, wrong charge…) any order. */
export function assertClaimable(type: ReportType, orderStatus: OrderStatus): void {
  if (isClaimType(type) && orderStatus !== 'COMPLETED') throw new AppError('claims/not-completed');
}

/**
 * Pays a resolved claim back, in the report's transaction: the refund row (with the pickup proof
 * it was checked against), the wallet credit for WALLET (its ledger entry is the money's truth;
 * the order's own paid and refunded figures stay as they were, the order was paid for), and a
 * CLAIM entry on the order's timeline.
 */
export async function payClaimRefund(
  tx: Executor,
  outbox: Outbox,
  claim: { reportId: string; orderId: string; type: ReportType },
  refund: { amount: number; method: ClaimRefundMethod | undefined; byId: string },
): Promise<void> {
  if (!refund.method) {
    throw new AppError('claims/method-required', { fields: { refundMethod: 'Vui lòng chọn cách hoàn tiền' } });
  }
  const order = await lockOrder(tx, claim.orderId);
  if (!order) throw new AppError('orders/not-found');
  const total = order.finalTotal ?? order.estimatedTotal;
  if (refund.amount > total) {
    throw new AppError('claims/refund-too-large', {
      fields: { refundAmount: `Tối đa ${formatVnd(total)} (giá trị đơn hàng)` },
    });
  }
  const proof = await findProof(tx, order.id, 'PICKUP');
  await insertClaimRefund(tx, {
    reportId: claim.reportId,
    proofId: proof?.id ?? null,
    method: refund.method,
    amount: refund.amount,
  });
  const what = `${REPORT_TYPE_LABELS[claim.type]}: hoàn ${formatVnd(refund.amount)} (${CLAIM_REFUND_METHOD_LABELS[refund.method].toLowerCase()})`;
  if (refund.method === 'WALLET') {
    await changeWallet(tx, {
      userId: order.studentId,
      kind: 'REFUND',
      amount: refund.amount,
      orderId: order.id,
      byId: refund.byId,
      note: `Bồi hoàn ${REPORT_TYPE_LABELS[claim.type].toLowerCase()} (đơn ${order.code})`,
    });
  }
  await insertHistory(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    byId: refund.byId,
    note: what,
    kind: 'CLAIM',
  });
  orderChanged(outbox, order);
}
