import type { DiscountRule } from '@tsa/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { referrals, voucherRedemptions, vouchers, type OrderRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { discountRuleOf } from './rules';

/**
 * The order's discount as a function of what is left to pay after the plan, for its weighing:
 * the voucher's rule on the weighed amount (the minimum order was checked at placement: the
 * student does not control the scale), limited to the services it covers like at placement, or
 * the referral's fixed amount. Null without one.
 */
export async function discountForBilling(tx: Executor, order: OrderRow): Promise<DiscountRule | null> {
  if (order.discountKind === 'REFERRAL') {
    // The referral's own amount, not the order's last discount: weighed again after a light first
    // weighing, the order still gets up to what the referral promised.
    const [referral] = await tx
      .select({ amount: referrals.refereeDiscount })
      .from(referrals)
      .where(eq(referrals.orderId, order.id));
    const amount = referral?.amount ?? order.discountAmount;
    return { serviceIds: null, amount: (base) => Math.min(amount, base) };
  }
  if (order.discountKind !== 'VOUCHER') return null;
  const [row] = await tx
    .select({
      kind: vouchers.kind,
      value: vouchers.value,
      maxDiscount: vouchers.maxDiscount,
      serviceIds: vouchers.serviceIds,
    })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(and(eq(voucherRedemptions.orderId, order.id), isNull(voucherRedemptions.releasedAt)));
  return row ? discountRuleOf(row) : null;
}

/** The weighed discount, written on the redemption too (the report's voucher cost reads it there). */
export async function recordDiscount(tx: Executor, orderId: string, discount: number): Promise<void> {
  await tx
    .update(voucherRedemptions)
    .set({ discount })
    .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.releasedAt)));
}

/** A cancelled order gives its voucher use back: the student may use it again, and so may others. */
export async function releaseVoucher(tx: Executor, order: OrderRow): Promise<void> {
  if (order.discountKind !== 'VOUCHER') return;
  const [released] = await tx
    .update(voucherRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(voucherRedemptions.orderId, order.id), isNull(voucherRedemptions.releasedAt)))
    .returning({ voucherId: voucherRedemptions.voucherId });
  if (!released) return;
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} - 1` })
    .where(eq(vouchers.id, released.voucherId));
}
