import type { ServiceUnit } from '@tsa/shared';
import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The price list. A service once used by an order is deactivated, never removed. */
export const services = pgTable('services', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  description: text().notNull().default(''),
  unit: text().$type<ServiceUnit>().notNull(),
  unitLabel: text().notNull(),
  unitPrice: integer().notNull(),
  minQuantity: numeric({ precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
  active: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(100),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ServiceRow = typeof services.$inferSelect;
