import type { PushSubscriptionInput } from '@tsa/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

/** Registers this browser for the user; the same endpoint signed in as someone else moves to them. */
export async function saveSubscription(
  db: Executor,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<PushSubscriptionRow> {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return row!;
}

/** The devices of these users. */
export const listSubscriptions = (db: Executor, userIds: string[]) =>
  db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));

/** Turning push off on one device (or signing out there): the endpoint identifies the device. */
export async function removeSubscription(db: Executor, endpoint: string, userId?: string): Promise<void> {
  const byEndpoint = eq(pushSubscriptions.endpoint, endpoint);
  await db.delete(pushSubscriptions).where(userId ? and(byEndpoint, eq(pushSubscriptions.userId, userId)) : byEndpoint);
}

/** A ban (or a deletion): no device of the user hears from us again. */
export async function removeUserSubscriptions(db: Executor, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function removeSubscriptionById(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
