import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value store for values every server instance must share (e.g. generated secrets). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
