import type { DeliveryStatus, DeliveryType, PickupSlot } from '@tsa/shared';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** A pickup or drop-off task for one order, assigned to one staff member for one window. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text().$type<DeliveryType>().notNull(),
    status: text().$type<DeliveryStatus>().notNull().default('ASSIGNED'),
    staffId: uuid()
      .notNull()
      .references(() => users.id),
    scheduledDate: date({ mode: 'string' }).notNull(),
    slot: text().$type<PickupSlot>().notNull(),
    /** Why the task failed. */
    reason: text(),
    assignedById: uuid().references(() => users.id),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The database itself keeps "one open task per order and type", whatever the races.
    uniqueIndex('deliveries_open_task_idx')
      .on(t.orderId, t.type)
      .where(sql`${t.status} in ('ASSIGNED', 'IN_PROGRESS')`),
    index('deliveries_staff_date_idx').on(t.staffId, t.scheduledDate),
    index('deliveries_date_idx').on(t.scheduledDate, t.slot),
    index('deliveries_order_idx').on(t.orderId),
    // Tasks finished in a range, everyone's (staff report) or one person's (/stats/me).
    index('deliveries_finished_at_idx').on(t.finishedAt),
    index('deliveries_staff_finished_idx').on(t.staffId, t.finishedAt),
  ],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
