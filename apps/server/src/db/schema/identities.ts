import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IdentityProvider, PendingIdentityPurpose, SignInProvider } from '@tsa/shared';
import { users } from './users';

/**
 * A sign-in at an outside provider (Google, GitHub, Facebook, X, Zalo) that belongs to one
 * account. `subject` is the provider's stable user id, never the e-mail: e-mails change hands.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<IdentityProvider>().notNull(),
    subject: text().notNull(),
    /** What the provider called the person when linked, shown on the account page. */
    displayName: text(),
    email: text(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * A provider identity (or a verified phone number) not yet tied to an account, held for a short
 * while behind a single-use token: `signup` waits for the new student to complete the profile,
 * `link` for the owner of an account with the same e-mail to prove that account first.
 * Only the token's hash is kept.
 */
export const pendingIdentities = pgTable(
  'pending_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    purpose: text().$type<PendingIdentityPurpose>().notNull(),
    provider: text().$type<SignInProvider>().notNull(),
    subject: text().notNull(),
    displayName: text(),
    /** The e-mail the provider vouches for (verified there); null when it gives none. */
    verifiedEmail: text(),
    firstName: text(),
    lastName: text(),
    photoUrl: text(),
    /** E.164, for a phone sign-up (the SMS code proved it). */
    phoneNumber: text(),
    /** An e-mail the person typed and is proving with a code, when the provider gave none. */
    claimedEmail: text(),
    emailCodeHash: text(),
    emailCodeExpiresAt: timestamp({ withTimezone: true }),
    emailCodeAttempts: integer().notNull().default(0),
    emailCodeSentAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_identities_expires_idx').on(t.expiresAt)],
);

/**
 * The SMS code last sent to a number. `userId` is set when a signed-in user is adding the
 * number to the account (the code then proves it for that account only). `sentOnDay` and
 * `sentThatDay` carry the per-number daily cap (Ho Chi Minh City days).
 */
export const phoneCodes = pgTable('phone_codes', {
  phoneNumber: text().primaryKey(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  attempts: integer().notNull().default(0),
  lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentOnDay: text().notNull(),
  sentThatDay: integer().notNull().default(1),
});

/** SMS sent per clock hour across the whole service: the budget against SMS pumping. */
export const smsHourlyBudget = pgTable('sms_hourly_budget', {
  hour: timestamp({ withTimezone: true }).primaryKey(),
  sent: integer().notNull().default(0),
  /** When the admins were alerted that this hour's budget ran out (once per hour). */
  alertedAt: timestamp({ withTimezone: true }),
});
