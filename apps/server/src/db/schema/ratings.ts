import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * A student's rating of a completed order. The order id is the key: the database keeps "once per
 * order" even when the same rating is sent twice at the same instant.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => users.id),
    stars: smallint().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_ratings_stars_check', sql`${t.stars} between 1 and 5`)],
);

export type OrderRatingRow = typeof orderRatings.$inferSelect;
