import type { NotificationPreferences } from '@tsa/shared';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notifications } from './notifications';
import { users } from './users';

/** A user's choices of channel per kind of event and their quiet hours; no row means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb().$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One browser (device) of a user that accepted Web Push. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export type DeliveryChannel = 'EMAIL' | 'PUSH';
export type DeliveryStatus = 'PENDING' | 'SENT' | 'FAILED' | 'SKIPPED';

/**
 * One notification going out through one channel (for push, to one device). Written in the
 * transaction of the change, with the job that sends it; the job records how it ended.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().$type<DeliveryChannel>().notNull(),
    subscriptionId: uuid().references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    status: text().$type<DeliveryStatus>().notNull().default('PENDING'),
    /** Not before this instant (quiet hours hold push back until morning). */
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** The e-mail job that took it (several e-mails of one user go out as one). */
    jobId: text(),
    /** Why it was given up or skipped. */
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_deliveries_user_channel_idx').on(t.userId, t.channel, t.status)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
