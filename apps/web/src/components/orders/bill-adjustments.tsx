import { billDeductions, billRefund, type BillMoney } from '@tsa/shared/rules';
import { LabelValueRow } from '@/components/label-value-row';
import { formatMoney } from '@/lib/format';

/**
 * What the order's totals already take off, above them: "Gói: 3 kg" and its credit, "Giảm giá
 * (mã XYZ)" or "Ưu đãi giới thiệu" (decision 042). Nothing for an order without them.
 */
export function BillDeductions({ order }: { order: BillMoney }) {
  return billDeductions(order).map((line) => (
    <LabelValueRow key={line.kind} label={line.label}>
      −{formatMoney(-line.amount)}
    </LabelValueRow>
  ));
}

/** What went back to the student's wallet, below the totals; nothing when nothing did. */
export function BillRefund({ order }: { order: BillMoney }) {
  const refund = billRefund(order);
  return refund ? <LabelValueRow label={refund.label}>{formatMoney(refund.amount)}</LabelValueRow> : null;
}
