import type { Outbox } from '../lib/outbox';
import type { Executor } from './executor';
import { notifications, type NewNotification } from './schema';

/**
 * Writes notifications inside the caller's transaction and puts them in its outbox: every
 * module that tells someone something goes through here, so each row is also pushed live
 * (`notification`) once the transaction commits.
 */
export async function notify(
  tx: Executor,
  outbox: Outbox,
  values: NewNotification[],
  actorId: string | null = null,
): Promise<void> {
  if (!values.length) return;
  outbox.notified(await tx.insert(notifications).values(values).returning(), actorId);
}
