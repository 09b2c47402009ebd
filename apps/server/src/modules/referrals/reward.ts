import type { OrderRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { Outbox } from '../../lib/outbox';

/**
 * Called whenever an order becomes COMPLETED or PAID, in that change's transaction: once a
 * referred student's first order is both, the referrer's wallet is credited (decision 042).
 */
export async function rewardReferrerIfDue(_tx: Executor, _outbox: Outbox, _order: OrderRow): Promise<void> {
  // Written with the referrals feature.
}
