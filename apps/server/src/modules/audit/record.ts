import type { AuditAction } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import { auditEvents, users } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { RequestOrigin } from '../../lib/request-origin';

export interface AuditEntry {
  action: AuditAction;
  /** Who acted; null or absent when nobody was signed in. */
  actorId?: string | null;
  /** Defaults to the actor's current e-mail; given on its own for a failed sign-in. */
  actorEmail?: string | null;
  targetType?:
    | 'user'
    | 'order'
    | 'payment-settings'
    | 'bank-transaction'
    | 'delivery'
    | 'voucher'
    | 'plan'
    | 'rack'
    | 'garment-kind'
    | 'floor-settings';
  targetId?: string | null;
  origin?: RequestOrigin;
  /** A few fields saying what changed; never a secret, a password or a code. */
  details?: Record<string, unknown>;
}

/**
 * Adds one row to the audit log. Pass the change's transaction, so the row exists exactly
 * when the change does; a refused attempt (a failed sign-in) is recorded on its own.
 */
export async function recordAuditEvent(db: Executor, entry: AuditEntry): Promise<void> {
  let actorEmail = entry.actorEmail ?? null;
  if (!actorEmail && entry.actorId) {
    const [actor] = await db.select({ email: users.email }).from(users).where(eq(users.id, entry.actorId));
    actorEmail = actor?.email ?? null;
  }
  await db.insert(auditEvents).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorEmail: actorEmail?.slice(0, 320) ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.origin?.ip ?? null,
    userAgent: entry.origin?.userAgent?.slice(0, 300) ?? null,
    details: entry.details ?? {},
  });
}
