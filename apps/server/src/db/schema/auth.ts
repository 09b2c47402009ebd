import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A sign-up waiting for its e-mailed code. The password is kept only as a hash. */
export const pendingSignups = pgTable('pending_signups', {
  email: text().primaryKey(),
  passwordHash: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  acceptedRegulationVersion: integer(),
  codeHash: text().notNull(),
  codeExpiresAt: timestamp({ withTimezone: true }).notNull(),
  attempts: integer().notNull().default(0),
  lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Opaque refresh tokens, stored hashed. Each sign-in starts a family; every refresh rotates
 * the token within the family, and presenting an already-rotated token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    /**
     * How the session was signed in (RFC 8176 method names), carried into every access token as
     * `amr`: ['pwd'] for a password, ['hwk', 'user'] for a passkey with user verification (two
     * factors at once), ['email'] for an e-mailed link.
     */
    amr: text().array().notNull().default(['pwd']),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * An e-mailed sign-in link. Only hashes are kept: of the token in the link, and of the nonce
 * held in an httpOnly cookie of the browser that asked, so the link signs in that browser only.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    browserNonceHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_links_user_idx').on(t.userId)],
);

/** A WebAuthn credential (passkey) of a user; the public key as base64url, the counter last seen. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text().notNull().unique(),
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    name: text().notNull(),
    backedUp: boolean().notNull().default(false),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered: taken (deleted) by the answer, so each
 * is used once, and refused after its expiry. Registration challenges belong to a user.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: uuid().primaryKey().defaultRandom(),
  challenge: text().notNull().unique(),
  purpose: text({ enum: ['registration', 'authentication'] }).notNull(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
