import { estimateTotal, ORDER_LIMITS } from '@tsa/shared/rules';
import { formatMoney } from '@/lib/format';

/**
 * The live estimate of an order form (the student's and the admin's walk-in), within the bounds
 * the shared schema enforces on submit (`ORDER_LIMITS`, docs/product.md): past them the form
 * says the bound where the price would be, never a price the shop would refuse (99999 kg is not
 * "1.499.985.000 ₫").
 */
export interface EstimateLine {
  unitPrice: number;
  /** As typed: NaN (not a number yet) and 0 (not ordered) count for nothing. */
  quantity: number;
  unitLabel: string;
}

/** True when the line is over the bound of one line (50 kg or pieces). */
export function overLineBound(quantity: number): boolean {
  return quantity > ORDER_LIMITS.maxQuantity;
}

/** 'Tối đa 50 kg mỗi dịch vụ' */
export function lineBoundText(unitLabel: string): string {
  return `Tối đa ${ORDER_LIMITS.maxQuantity} ${unitLabel} mỗi dịch vụ`;
}

/** The amount to show, or the bound it is past ('Tối đa 50 kg mỗi dịch vụ', 'Tối đa 5.000.000 ₫ mỗi đơn'). */
export function estimateText(lines: readonly EstimateLine[]): string {
  const counted = lines.filter((line) => Number.isFinite(line.quantity) && line.quantity > 0);
  const over = counted.find((line) => overLineBound(line.quantity));
  if (over) return lineBoundText(over.unitLabel);
  const total = estimateTotal(counted);
  return total > ORDER_LIMITS.maxTotal ? `Tối đa ${formatMoney(ORDER_LIMITS.maxTotal)} mỗi đơn` : formatMoney(total);
}
