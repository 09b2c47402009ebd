import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every saved version of the service rules; the highest version is the current one. */
export const regulationVersions = pgTable('regulation_versions', {
  id: uuid().primaryKey().defaultRandom(),
  version: integer().notNull().unique(),
  title: text(),
  /** Markdown, stored as written. */
  content: text().notNull(),
  /** Null for the version written at first start. */
  createdById: uuid().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type RegulationVersionRow = typeof regulationVersions.$inferSelect;
export type NewRegulationVersion = typeof regulationVersions.$inferInsert;
