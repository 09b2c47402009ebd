import type { DiscountKind } from './money-rules';

/**
 * The lines of an order's bill beyond its services (decision 042), written once for the order
 * screens, the receipt, its e-mail and its PDF: the plan's kilograms and their credit, the
 * discount, and what went back to the wallet. Deductions are negative.
 */
export interface BillAdjustment {
  kind: 'PLAN' | 'DISCOUNT' | 'REFUND';
  label: string;
  amount: number;
}

export interface BillMoney {
  discount: { kind: DiscountKind; voucherCode: string | null; amount: number } | null;
  planKg: number;
  planCredit: number;
  refundedAmount: number;
}

/** '2,5': Vietnamese decimals use a comma. */
const kg = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');

export function discountLabel(discount: NonNullable<BillMoney['discount']>): string {
  return discount.kind === 'REFERRAL'
    ? 'Ưu đãi giới thiệu'
    : `Giảm giá${discount.voucherCode ? ` (mã ${discount.voucherCode})` : ''}`;
}

/** The deductions, in the order the bill takes them: the plan first, then the discount. */
export function billDeductions(money: BillMoney): BillAdjustment[] {
  const lines: BillAdjustment[] = [];
  if (money.planKg > 0) lines.push({ kind: 'PLAN', label: `Gói: ${kg(money.planKg)} kg`, amount: -money.planCredit });
  if (money.discount && money.discount.amount > 0) {
    lines.push({ kind: 'DISCOUNT', label: discountLabel(money.discount), amount: -money.discount.amount });
  }
  return lines;
}

/** What went back to the student's wallet (overpaid, or a cancelled order's money); null if nothing. */
export function billRefund(money: BillMoney): BillAdjustment | null {
  return money.refundedAmount > 0
    ? { kind: 'REFUND', label: 'Đã hoàn vào ví TSA', amount: money.refundedAmount }
    : null;
}
