import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The security and admin-action log: who did what, to what, when and from where. Rows are
 * only ever added. The actor's e-mail is copied in, so the row still says who it was after
 * the account changes, and a failed sign-in of an unknown address is kept too.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    actorId: uuid().references(() => users.id),
    actorEmail: text(),
    targetType: text(),
    targetId: text(),
    ip: text(),
    userAgent: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt),
    index('audit_events_action_occurred_idx').on(t.action, t.occurredAt),
    index('audit_events_actor_occurred_idx').on(t.actorId, t.occurredAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
