import type { BankTransactionFlag, BankTransactionStatus, PaymentMethod, PaymentSource } from '@tsa/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** The shop's bank account for VietQR, one row (`id = 'shop'`), with who changed it last. */
export const paymentSettings = pgTable('payment_settings', {
  id: text().primaryKey().default('shop'),
  bankBin: text().notNull(),
  accountNumber: text().notNull(),
  accountName: text().notNull(),
  /** Compared in constant time with the bank-notification service's `Apikey`; never sent to a client. */
  webhookSecret: text(),
  updatedById: uuid().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every bank notification received with the right secret, matched or not. `externalId` (the
 * bank's transaction id) is unique: a replayed notification inserts nothing and changes nothing.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    externalId: text().notNull().unique(),
    gateway: text(),
    transactionDate: text(),
    accountNumber: text(),
    content: text().notNull().default(''),
    transferType: text().notNull(),
    amount: integer().notNull(),
    referenceCode: text(),
    body: jsonb().notNull(),
    status: text().$type<BankTransactionStatus>().notNull(),
    flag: text().$type<BankTransactionFlag>(),
    orderId: uuid().references(() => orders.id),
    /** A top-up: the wallet its content named (instead of an order). */
    walletUserId: uuid().references(() => users.id),
    matchedById: uuid().references(() => users.id),
    matchedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_transactions_status_idx').on(t.status, t.receivedAt)],
);

/** Money received for an order. A reversal keeps the row (who, when, why) and stops counting it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text().$type<PaymentMethod>().notNull(),
    source: text().$type<PaymentSource>().notNull(),
    amount: integer().notNull(),
    bankTransactionId: uuid()
      .unique()
      .references(() => bankTransactions.id),
    /** Who recorded it: the staff member who collected the cash, the admin who confirmed; null for the bank. */
    recordedById: uuid().references(() => users.id),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp({ withTimezone: true }),
    reversedById: uuid().references(() => users.id),
    reverseReason: text(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // Cash to hand over per staff member per day.
    index('payments_recorded_by_idx').on(t.recordedById, t.receivedAt),
    // The report's money received per day, by method.
    index('payments_received_idx').on(t.receivedAt),
  ],
);

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type NewBankTransaction = typeof bankTransactions.$inferInsert;
