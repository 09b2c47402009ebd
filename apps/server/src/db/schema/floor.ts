import type { ProofAnswer, ProofStage, ScanStage } from '@tsa/shared';
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
import { buildings } from './dormitories';
import { orders } from './orders';
import { reports } from './reports';
import { tickets } from './tickets';
import { users } from './users';

/**
 * The production floor (decision 043): what the staff prove at pickup, where each bag has been
 * scanned, the shelves it waits on, the night-before reminder and the run sheet's building visits.
 */

/** The shop's floor settings, one row (`id = 'shop'`), with who changed them last. */
export const floorSettings = pgTable('floor_settings', {
  id: text().primaryKey().default('shop'),
  /** HH:MM in Ho Chi Minh City: when students with a pickup tomorrow are reminded. */
  reminderTime: text().notNull().default('20:00'),
  /** How long after a proof is recorded its student may confirm or dispute it. */
  proofAnswerHours: integer().notNull().default(48),
  updatedById: uuid().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The kinds of garment the staff count at pickup (áo, quần, chăn…): a short list the admin keeps. */
export const garmentKinds = pgTable(
  'garment_kinds',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('garment_kinds_name_idx').on(sql`lower(${t.name})`)],
);

/** One garment count of a proof: the kind's name as it was then (the list may change later). */
export interface ProofItem {
  kind: string;
  count: number;
}

/**
 * What the staff recorded when taking the bag (PICKUP) and on the scale (WEIGHING): a photo and
 * an itemised count, then the student's answer. One per order and stage; recording again
 * replaces it and clears the answer.
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text().$type<ProofStage>().notNull(),
    items: jsonb().$type<ProofItem[]>().notNull().default([]),
    /** What the scale showed (WEIGHING). */
    weightKg: numeric({ precision: 10, scale: 1, mode: 'number' }),
    /** The photo's bytes under DATA_DIR/uploads/<photoKey>, made by the server like a report photo's. */
    photoKey: text().notNull(),
    photoType: text().notNull(),
    photoSize: integer().notNull(),
    recordedById: uuid()
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answer: text().$type<ProofAnswer>(),
    answeredAt: timestamp({ withTimezone: true }),
    /** The ticket a dispute opened, with the proof in its first message. */
    ticketId: uuid().references(() => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('order_proofs_order_stage_idx').on(t.orderId, t.stage)],
);

/** A shelf or rack the admin labels with a printed code; a bag scanned at SHELVED sits on one. */
export const racks = pgTable('racks', {
  code: text().primaryKey(),
  name: text().notNull(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every scan of a bag's QR: which stage, where, by whom, when, and whether it came out of order. */
export const bagScans = pgTable(
  'bag_scans',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text().$type<ScanStage>().notNull(),
    rackCode: text().references(() => racks.code),
    scannedById: uuid()
      .notNull()
      .references(() => users.id),
    scannedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The warning the scanner showed (a stage skipped or repeated), kept for the admin. */
    warning: text(),
  },
  (t) => [
    index('bag_scans_order_idx').on(t.orderId, t.id),
    index('bag_scans_by_at_idx').on(t.scannedById, t.scannedAt),
  ],
);

/**
 * A staff member starting a building on their run sheet: the students with a task there that day
 * are told "Nhân viên đang đến" once.
 */
export const buildingVisits = pgTable(
  'building_visits',
  {
    id: uuid().primaryKey().defaultRandom(),
    staffId: uuid()
      .notNull()
      .references(() => users.id),
    buildingId: uuid()
      .notNull()
      .references(() => buildings.id),
    day: date({ mode: 'string' }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('building_visits_once_idx').on(t.staffId, t.buildingId, t.day)],
);

/** How a lost-or-damaged claim (a report) was paid back, and the proof it was checked against. */
export const claimRefunds = pgTable(
  'claim_refunds',
  {
    reportId: uuid()
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    proofId: uuid().references(() => orderProofs.id, { onDelete: 'set null' }),
    /** CASH, BANK_TRANSFER or WALLET. */
    method: text().notNull(),
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('claim_refunds_amount_check', sql`${t.amount} > 0`)],
);

export type GarmentKindRow = typeof garmentKinds.$inferSelect;
export type OrderProofRow = typeof orderProofs.$inferSelect;
export type RackRow = typeof racks.$inferSelect;
export type BagScanRow = typeof bagScans.$inferSelect;
export type BuildingVisitRow = typeof buildingVisits.$inferSelect;
export type ClaimRefundRow = typeof claimRefunds.$inferSelect;
export type FloorSettingsRow = typeof floorSettings.$inferSelect;
