import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role, UserStatus } from '@tsa/shared';
import { buildings, dormitories } from './dormitories';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: text().$type<Role>().notNull().default('STUDENT'),
    status: text().$type<UserStatus>().notNull().default('ACTIVE'),
    verified: boolean().notNull().default(false),
    phoneNumber: text(),
    /** When an SMS code proved `phoneNumber` (E.164 then); null while it is only typed in. */
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    photoUrl: text(),
    dormitory: text(),
    building: text(),
    room: text(),
    /** The catalogue entries of the address above; null while a free-text address is not mapped yet. */
    dormitoryId: uuid().references(() => dormitories.id),
    buildingId: uuid().references(() => buildings.id),
    acceptedRegulationVersion: integer(),
    /**
     * Since when the account has a second factor (an authenticator app today); null without one.
     * Kept on the user row because every request reads it (admins are refused without one).
     */
    secondFactorAt: timestamp({ withTimezone: true }),
    /** Name, e-mail, phone and room without diacritics, for Vietnamese-aware search. */
    searchText: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Deleted users keep their row so their orders and history stay intact. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_live_idx')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    /** A verified number signs in to one account only. */
    uniqueIndex('users_verified_phone_idx')
      .on(t.phoneNumber)
      .where(sql`${t.phoneVerifiedAt} is not null and ${t.deletedAt} is null`),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
