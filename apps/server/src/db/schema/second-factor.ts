import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's authenticator-app secret (TOTP), encrypted with a key derived from the server secret
 * so a copy of the database alone cannot produce codes. `confirmedAt` is null while the user is
 * still scanning the QR code; `lastTimeStep` is the newest 30-second step accepted, so the same
 * code (or an older one) is refused when presented again.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastTimeStep: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as keyed hashes; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The pending second step of a sign-in: the password (or Google) step passed, the second factor
 * is still owed. The client holds a signed token naming this row; the row makes it single use.
 */
export const signinChallenges = pgTable(
  'signin_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signin_challenges_user_idx').on(t.userId)],
);
