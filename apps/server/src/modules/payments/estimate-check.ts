import type { OrderRow } from '../../db/schema';

/**
 * Money received before weighing is checked against the estimate: weighing rarely halves or
 * doubles an order, so at most half of it (1 ₫, a typo) or at least twice it (an extra zero) is
 * a mistake to sort out with the student now, not after weighing.
 */
export function flagAgainstEstimate(order: Pick<OrderRow, 'estimatedTotal'>, received: number) {
  if (received <= 0) return null;
  if (received * 2 <= order.estimatedTotal) return 'PARTIAL' as const;
  if (received >= order.estimatedTotal * 2) return 'OVERPAID' as const;
  return null;
}
