import type { TicketStatus } from '@tsa/shared';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** A support thread between a user (its owner) and the staff and admins. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The running number behind the code `TK-00042`. */
    number: integer().generatedAlwaysAsIdentity().notNull().unique(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id),
    /** The order the ticket is about, if any. */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    /** The subject without diacritics, for Vietnamese-aware search. */
    searchText: text().notNull().default(''),
    status: text().$type<TicketStatus>().notNull().default('OPEN'),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    closedById: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_owner_last_message_idx').on(t.ownerId, t.lastMessageAt),
    index('tickets_status_last_message_idx').on(t.status, t.lastMessageAt),
    index('tickets_last_message_idx').on(t.lastMessageAt),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_created_idx').on(t.ticketId, t.createdAt)],
);

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type NewTicketMessage = typeof ticketMessages.$inferInsert;
