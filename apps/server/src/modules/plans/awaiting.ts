import type { Executor } from '../../db/executor';
import type { Outbox } from '../../lib/outbox';

/**
 * Called after a top-up credits a student's wallet, in its transaction: a plan the student chose
 * to pay by transfer is bought from the wallet once the balance covers it (decision 042).
 */
export async function buyAwaitingPlanFromWallet(_tx: Executor, _outbox: Outbox, _userId: string): Promise<void> {
  // Written with the plans feature.
}
