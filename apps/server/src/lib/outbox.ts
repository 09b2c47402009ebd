import type { Role, ServerEventName, ServerEventPayload } from '@tsa/shared';
import type { Db } from '../db/client';
import type { NotificationRow } from '../db/schema';

export const userRoom = (userId: string) => `user:${userId}`;
export const roleRoom = (role: Role) => `role:${role}`;
/** Every socket opened with an access token of one session (refresh-token family). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Staff and admins follow every order and ticket. */
export const STAFF_ROOMS = [roleRoom('STAFF'), roleRoom('ADMIN')];

/** Sessions that end together: one session (a refresh-token family), or every session of a user. */
export type SessionScope = { sessionId: string } | { userId: string };
/** The room holding the sockets of `scope`'s sessions. */
export const sessionScopeRoom = (scope: SessionScope) =>
  'sessionId' in scope ? sessionRoom(scope.sessionId) : userRoom(scope.userId);

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
  /** Orders that became fully paid in the transaction: their receipt is e-mailed after the commit. */
  readonly paidOrderIds: string[] = [];
  /** Sessions the transaction revoked (`db/end-sessions.ts`): their sockets close after the commit. */
  readonly endedSessions: SessionScope[] = [];
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
  /**
   * Called inside the transaction once the work is done: writes the jobs that take its
   * notifications outside the app (e-mail, push), so they commit or roll back with the change.
   */
  enqueue?(tx: Tx, outbox: Outbox): Promise<void>;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `work` in one transaction; what it put in the outbox is published after the commit, never before. */
export async function transaction<T>(
  db: Db,
  publisher: Publisher,
  work: (tx: Tx, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const outbox = new Outbox();
  const result = await db.transaction(async (tx) => {
    const value = await work(tx, outbox);
    if (outbox.notifications.length) await publisher.enqueue?.(tx, outbox);
    return value;
  });
  publisher.publish(outbox);
  return result;
}
