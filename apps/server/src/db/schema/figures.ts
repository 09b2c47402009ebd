import type { OrderStatus, PickupSlot } from '@tsa/shared';
import { bigint, customType, date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { services } from './services';
import { users } from './users';

/** A set of days, such as `{[2026-03-02,2026-03-03),[2026-03-09,2026-03-10)}` (read as text). */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/*
 * The business figures per Ho Chi Minh City day (what each counts: docs/decisions/010; how they
 * are kept: 011): summaries that the database keeps up to date itself, by statement triggers on
 * orders, order_items and deliveries (migration 0011_figures_triggers), so a year of figures reads a few thousand
 * rows instead of every order. Nothing in the app writes them; `figures_rebuild()` recomputes
 * them from scratch.
 */

const count = () => integer().notNull().default(0);
const money = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * Orders per day, address and current status: placed that day (`created`), completed that day
 * (with their value and its paid part), cancelled that day. A status change moves the order's
 * counts from one status to the other.
 */
export const figuresOrdersDaily = pgTable(
  'figures_orders_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    dormitory: text().notNull(),
    building: text().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    created: count(),
    completed: count(),
    cancelled: count(),
    /** The value of the orders completed that day: final total once weighed, else the estimate. */
    revenue: money(),
    /** The part of `revenue` already paid. */
    paid: money(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dormitory, t.building, t.status] })],
);

/** Orders not cancelled, per booked pickup day, address and window (the busiest windows). */
export const figuresPickupsDaily = pgTable(
  'figures_pickups_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    dormitory: text().notNull(),
    building: text().notNull(),
    slot: text().$type<PickupSlot>().notNull(),
    orders: count(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dormitory, t.building, t.slot] })],
);

/** The lines of the orders completed each day, per service: orders, quantity billed, revenue. */
export const figuresServicesDaily = pgTable(
  'figures_services_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    orders: count(),
    quantity: numeric({ precision: 14, scale: 1, mode: 'number' }).notNull().default(0),
    revenue: money(),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceId] })],
);

/**
 * Tasks finished each day, per person. `dropoffSeconds` adds up, over the drop-offs done, the
 * time from the order's pickup to its completion; `timedDropoffs` counts those it could be
 * measured for (the average is their quotient).
 */
export const figuresStaffDaily = pgTable(
  'figures_staff_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    staffId: uuid()
      .notNull()
      .references(() => users.id),
    pickupsDone: count(),
    dropoffsDone: count(),
    failed: count(),
    dropoffSeconds: numeric({ mode: 'number' }).notNull().default(0),
    timedDropoffs: count(),
  },
  (t) => [primaryKey({ columns: [t.day, t.staffId] })],
);

/**
 * The days each student placed an order at each address: whether they placed one in a range is
 * one overlap test (`days && daterange(…)`), so the report counts the students of a building
 * over a year from a row per student, not from every order.
 */
export const figuresStudentDays = pgTable(
  'figures_student_days',
  {
    studentId: uuid()
      .notNull()
      .references(() => users.id),
    dormitory: text().notNull(),
    building: text().notNull(),
    days: dateMultirange().notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.dormitory, t.building] })],
);
