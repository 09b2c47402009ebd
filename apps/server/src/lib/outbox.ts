import type { Role, ServerEventName, ServerEventPayload } from '@tsa/shared';
import type { Db } from '../db/client';
import type { NotificationRow } from '../db/schema';

export const userRoom = (userId: string) => `user:${userId}`;
export const roleRoom = (role: Role) => `role:${role}`;
/** Staff and admins follow every order and ticket. */
export const STAFF_ROOMS = [roleRoom('STAFF'), roleRoom('ADMIN')];

export interface OutboxMessage<E extends ServerEventName = ServerEventName> {
  rooms: string[];
  event: E;
  payload: ServerEventPayload<E>;
}

/**
 * What a transaction wants pushed live. It is filled inside the transaction and handed to the
 * realtime layer only once the transaction has committed (`transaction` below), so a change
 * that rolls back is never announced.
 */
export class Outbox {
  readonly notifications: { row: NotificationRow; actorId: string | null }[] = [];
  private readonly messages = new Map<string, OutboxMessage>();

  /**
   * Notification rows just written: each is pushed to its recipient as `notification`, with
   * who caused it, so a client does not pop up news of what its own user just did.
   */
  notified(rows: NotificationRow[], actorId: string | null = null): void {
    this.notifications.push(...rows.map((row) => ({ row, actorId })));
  }

  /**
   * An event for `rooms`. A later event with the same `key` replaces the earlier one, so an order
   * moved twice in one transaction is announced once, in its final state.
   */
  send<E extends ServerEventName>(key: string, rooms: string[], event: E, payload: ServerEventPayload<E>): void {
    this.messages.delete(key);
    this.messages.set(key, { rooms, event, payload } as OutboxMessage);
  }

  get events(): OutboxMessage[] {
    return [...this.messages.values()];
  }
}

export interface Publisher {
  /** Emits what a committed transaction collected; never throws. */
  publish(outbox: Outbox): void;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `work` in one transaction; what it put in the outbox is published after the commit, never before. */
export async function transaction<T>(db: Db, publisher: Publisher, work: (tx: Tx, outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox = new Outbox();
  const result = await db.transaction((tx) => work(tx, outbox));
  publisher.publish(outbox);
  return result;
}
