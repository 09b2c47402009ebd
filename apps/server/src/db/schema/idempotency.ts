import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per `Idempotency-Key` a signed-in user sent to a creating call: the request's
 * fingerprint, then the answer once there is one (replayed to retries for 24 hours).
 * In the database, not in memory, so a retry landing on another instance is answered the same.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** sha256 of method, route pattern and validated body: the same key with another request is refused. */
    requestHash: text().notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer(),
    contentType: text(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
