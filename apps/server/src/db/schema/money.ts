import type { PlanSubscriptionStatus, ReferralStatus, VoucherKind, WalletEntryKind } from '@tsa/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { bankTransactions } from './payments';
import { users } from './users';

const kilograms = () => numeric({ precision: 10, scale: 1, mode: 'number' });

/**
 * A student's prepaid balance (ví TSA). `balance` is the sum of the student's `wallet_entries`,
 * kept here so a debit can lock one row and be refused below zero by the check. `topUpCode` is
 * the transfer content that credits this wallet instead of an order.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
    topUpCode: text().notNull().unique(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * Every change of a wallet, append-only, written in the same transaction as what caused it
 * (a bank notification, an order paid or refunded, a plan bought, an admin's adjustment).
 * `amount` is signed; `balanceAfter` is the balance once this entry counted.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<WalletEntryKind>().notNull(),
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    orderId: uuid().references(() => orders.id),
    /** A top-up: the bank notification that brought the money, counted once. */
    bankTransactionId: uuid()
      .unique()
      .references(() => bankTransactions.id),
    planSubscriptionId: uuid(),
    /** Who made it: the admin adjusting, the staff weighing; null for the bank and the system. */
    byId: uuid().references(() => users.id),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.id),
    index('wallet_entries_order_idx').on(t.orderId),
    index('wallet_entries_created_idx').on(t.createdAt),
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
    check('wallet_entries_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/** A student's request to have wallet money sent out by transfer; an admin pays it and marks it done. */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    status: text().$type<'REQUESTED' | 'PAID' | 'REJECTED'>().notNull().default('REQUESTED'),
    handledById: uuid().references(() => users.id),
    handledAt: timestamp({ withTimezone: true }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_withdrawals_status_idx').on(t.status, t.createdAt),
    check('wallet_withdrawals_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A plan the admin sells ("gói tháng", "gói học kỳ"). Purchases snapshot it. */
export const plans = pgTable('plans', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  description: text().notNull().default(''),
  kgPerMonth: kilograms().notNull(),
  price: integer().notNull(),
  months: integer().notNull(),
  /** The services whose kilograms the plan covers (KG services only). */
  serviceIds: jsonb().$type<string[]>().notNull(),
  /** Unused kilograms of a month carry into the next one, at most one month's worth. */
  rollover: boolean().notNull().default(false),
  /** The student may pause a week once a month: the plan ends seven days later. */
  skipWeekAllowed: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A student's purchase of a plan, with the plan's terms as sold. `kgLeft` is what the current
 * month still covers (never below zero); `periodEndsOn` is when the month turns.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid()
      .notNull()
      .references(() => plans.id),
    name: text().notNull(),
    kgPerMonth: kilograms().notNull(),
    price: integer().notNull(),
    months: integer().notNull(),
    serviceIds: jsonb().$type<string[]>().notNull(),
    rollover: boolean().notNull(),
    skipWeekAllowed: boolean().notNull(),
    status: text().$type<PlanSubscriptionStatus>().notNull(),
    startsOn: date({ mode: 'string' }),
    endsOn: date({ mode: 'string' }),
    periodStartsOn: date({ mode: 'string' }),
    periodEndsOn: date({ mode: 'string' }),
    kgLeft: kilograms().notNull().default(0),
    /** Kilograms used over the whole plan, for the liability report. */
    kgUsed: kilograms().notNull().default(0),
    skippedWeeks: integer().notNull().default(0),
    endingNoticeSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_subscriptions_user_idx').on(t.userId, t.status),
    // One open plan per student: the purchase locks the wallet first, and the database agrees.
    uniqueIndex('plan_subscriptions_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('ACTIVE', 'AWAITING_PAYMENT')`),
    index('plan_subscriptions_ends_idx').on(t.status, t.endsOn),
    check('plan_subscriptions_kg_left_check', sql`${t.kgLeft} >= 0`),
  ],
);

/** A promotion code the admin creates. `usedCount` counts redemptions not released. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Upper case, as typed by the admin. */
    code: text().notNull(),
    description: text().notNull().default(''),
    kind: text().$type<VoucherKind>().notNull(),
    /** Percent (1–100) for PERCENT, đồng for FIXED. */
    value: integer().notNull(),
    minOrder: integer().notNull().default(0),
    maxDiscount: integer(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** Null: every service. */
    serviceIds: jsonb().$type<string[]>(),
    firstOrderOnly: boolean().notNull().default(false),
    perStudentLimit: integer().notNull().default(1),
    totalLimit: integer(),
    usedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdById: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(sql`upper(${t.code})`),
    check('vouchers_used_check', sql`${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit}`),
  ],
);

/** One use of a voucher by one order; released (not deleted) when the order is cancelled. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    voucherId: uuid()
      .notNull()
      .references(() => vouchers.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discount: integer().notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_redemptions_voucher_user_idx').on(t.voucherId, t.userId)],
);

/** Each student's own referral code, made the first time they look for it. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A new student who signed up with someone's code. The referee's e-mail and phone (normalised,
 * hashed) are kept unique in `referral_claims`, so a person earns one reward however many
 * accounts they make.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid().primaryKey().defaultRandom(),
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<ReferralStatus>().notNull().default('PENDING'),
    /** Why no reward (self-referral, already claimed), in words for the admin. */
    reason: text(),
    refereeDiscount: integer().notNull(),
    reward: integer().notNull(),
    orderId: uuid().references(() => orders.id),
    rewardedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/** The identities (sha256 of the normalised e-mail or phone) that already brought a referral. */
export const referralClaims = pgTable('referral_claims', {
  identityHash: text().primaryKey(),
  referralId: uuid()
    .notNull()
    .references(() => referrals.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type WalletRow = typeof wallets.$inferSelect;
export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type WalletWithdrawalRow = typeof walletWithdrawals.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type PlanSubscriptionRow = typeof planSubscriptions.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
