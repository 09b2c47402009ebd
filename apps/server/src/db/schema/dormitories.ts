import { sql } from 'drizzle-orm';
import type { PickupSlot } from '@tsa/shared';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A dormitory of the catalogue (docs/decisions/023): addresses pick from it instead of free text. */
export const dormitories = pgTable(
  'dormitories',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    code: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dormitories_code_idx').on(t.code),
    uniqueIndex('dormitories_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** A building of a dormitory, with the range of its room numbers when they are numbered. */
export const buildings = pgTable(
  'buildings',
  {
    id: uuid().primaryKey().defaultRandom(),
    dormitoryId: uuid()
      .notNull()
      .references(() => dormitories.id),
    name: text().notNull(),
    code: text().notNull(),
    active: boolean().notNull().default(true),
    roomMin: integer(),
    roomMax: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buildings_dormitory_code_idx').on(t.dormitoryId, t.code),
    uniqueIndex('buildings_dormitory_name_idx').on(t.dormitoryId, sql`lower(${t.name})`),
  ],
);

/**
 * How many visits (pickups and returns) a window takes per building and day: the row without
 * a building is the default, a building's own row overrides it; no row, no limit.
 */
export const slotCapacities = pgTable(
  'slot_capacities',
  {
    id: uuid().primaryKey().defaultRandom(),
    buildingId: uuid().references(() => buildings.id),
    slot: text().$type<PickupSlot>().notNull(),
    capacity: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_capacities_default_idx')
      .on(t.slot)
      .where(sql`${t.buildingId} is null`),
    uniqueIndex('slot_capacities_building_idx')
      .on(t.buildingId, t.slot)
      .where(sql`${t.buildingId} is not null`),
  ],
);

export type SlotCapacityRow = typeof slotCapacities.$inferSelect;
export type DormitoryRow = typeof dormitories.$inferSelect;
export type NewDormitory = typeof dormitories.$inferInsert;
export type BuildingRow = typeof buildings.$inferSelect;
export type NewBuilding = typeof buildings.$inferInsert;
