import { randomUUID } from 'node:crypto';
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

/** `notify` for rows caused by different actors (a batch of placements): one insert for all. */
export async function notifyEach(
  tx: Executor,
  outbox: Outbox,
  entries: { value: NewNotification; actorId: string | null }[],
): Promise<void> {
  if (!entries.length) return;
  const actors = new Map<string, string | null>();
  const values = entries.map(({ value, actorId }) => {
    const id = randomUUID();
    actors.set(id, actorId);
    return { ...value, id };
  });
  for (const row of await tx.insert(notifications).values(values).returning()) {
    outbox.notified([row], actors.get(row.id)!);
  }
}
