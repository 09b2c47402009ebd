import { hcmInstant, addDays, type ListAuditEventsQuery } from '@tsa/shared';
import { and, count, desc, eq, gte, ilike, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents, orders, users, type AuditEventRow } from '../../db/schema';
import type { Executor } from '../../db/executor';

export interface AuditEventView {
  row: AuditEventRow;
  actor: { firstName: string; lastName: string } | null;
  targetLabel: string | null;
}

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

function conditionsOf(query: ListAuditEventsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.action) {
    conditions.push(
      query.action.includes('.') ? eq(auditEvents.action, query.action) : like(auditEvents.action, `${query.action}.%`),
    );
  }
  if (query.actor) conditions.push(ilike(auditEvents.actorEmail, `%${query.actor.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.from) conditions.push(gte(auditEvents.occurredAt, hcmInstant(query.from)));
  if (query.to) conditions.push(lt(auditEvents.occurredAt, hcmInstant(addDays(query.to, 1))));
  return and(...conditions);
}

/** One page, newest first, with the actor's name and a readable label for the target. */
export async function listAuditEvents(
  db: Executor,
  query: ListAuditEventsQuery,
): Promise<{ rows: AuditEventView[]; total: number }> {
  const where = conditionsOf(query);
  const rows = await db
    .select({
      row: auditEvents,
      actor: { firstName: actor.firstName, lastName: actor.lastName },
      targetLabel: sql<string | null>`coalesce(${targetUser.email}, ${orders.code})`,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(
      targetUser,
      and(eq(auditEvents.targetType, 'user'), eq(sql`${targetUser.id}::text`, auditEvents.targetId)),
    )
    .leftJoin(orders, and(eq(auditEvents.targetType, 'order'), eq(sql`${orders.id}::text`, auditEvents.targetId)))
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(auditEvents).where(where);
  return { rows, total: total?.value ?? 0 };
}
