import type {
  DiscountKind,
  Handoff,
  OrderHistoryKind,
  OrderStatus,
  ScanStage,
  PaymentMethod,
  PaymentStatus,
  PickupSlot,
  ServiceUnit,
} from '@tsa/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buildings, dormitories } from './dormitories';
import { services } from './services';
import { users } from './users';

const quantity = () => numeric({ precision: 10, scale: 1, mode: 'number' });

/**
 * A laundry order. The address and each line's price are snapshots: later profile or
 * catalogue edits never change an order already placed.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** TSA-YYMMDD-NNNN, the day of creation in Ho Chi Minh City. */
    code: text().notNull().unique(),
    studentId: uuid()
      .notNull()
      .references(() => users.id),
    status: text().$type<OrderStatus>().notNull().default('PENDING'),
    dormitory: text().notNull(),
    building: text().notNull(),
    room: text().notNull(),
    phoneNumber: text().notNull(),
    /** The catalogue entries of the address snapshot: routing and slot capacity count on them. */
    dormitoryId: uuid().references(() => dormitories.id),
    buildingId: uuid().references(() => buildings.id),
    /** Null for a walk-in order handed in at the counter: nobody fetches it, no window is booked. */
    pickupDate: date({ mode: 'string' }),
    pickupSlot: text().$type<PickupSlot>(),
    /** The return window the student chose once the order was ready. */
    returnDate: date({ mode: 'string' }),
    returnSlot: text().$type<PickupSlot>(),
    note: text().notNull().default(''),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    paymentStatus: text().$type<PaymentStatus>().notNull().default('UNPAID'),
    paidAt: timestamp({ withTimezone: true }),
    /** Sum of the payments not reversed (rows of `payments`), kept with the order it belongs to. */
    paidAmount: integer().notNull().default(0),
    /** When the student said "Tôi đã chuyển khoản"; cleared once paid. */
    transferClaimedAt: timestamp({ withTimezone: true }),
    /**
     * What the student owes: the lines' amounts less the plan's kilograms and the discount. Fixed
     * at placement from the estimate, and again at weighing (`finalTotal`).
     */
    estimatedTotal: integer().notNull(),
    finalTotal: integer(),
    /** A voucher or the first-order referral discount, at most one per order (docs/product.md, "Money"). */
    discountKind: text().$type<DiscountKind>(),
    voucherCode: text(),
    discountAmount: integer().notNull().default(0),
    /** The plan whose kilograms the weighing used, how many, and what they would have cost. */
    planSubscriptionId: uuid(),
    planKg: quantity().notNull().default(0),
    planCredit: integer().notNull().default(0),
    /** Money paid and then given back (to the wallet, or out by transfer): cancelled or overpaid. */
    refundedAmount: integer().notNull().default(0),
    cancelReason: text(),
    /** Where the bag is handed over at pickup and at drop-off, and to whom (decision 043). */
    pickupHandoff: text().$type<Handoff>().notNull().default('ROOM'),
    pickupHandoffName: text(),
    returnHandoff: text().$type<Handoff>().notNull().default('ROOM'),
    returnHandoffName: text(),
    /** The night-before reminder: when it went out, and when the student tapped "Xác nhận". */
    pickupRemindedAt: timestamp({ withTimezone: true }),
    pickupConfirmedAt: timestamp({ withTimezone: true }),
    /** The bag's last scan and the rack it was shelved on (null once it left the shelf). */
    lastScanStage: text().$type<ScanStage>(),
    rackCode: text(),
    /** When the order reached PICKED_UP, COMPLETED or CANCELLED: the figures are counted on these days. */
    pickedUpAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdById: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_student_created_idx').on(t.studentId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_pickup_idx').on(t.pickupDate, t.pickupSlot),
    index('orders_building_pickup_idx').on(t.buildingId, t.pickupDate, t.pickupSlot),
    index('orders_building_return_idx').on(t.buildingId, t.returnDate, t.returnSlot),
    // With the id, a year of completed orders joins its lines from the index alone (revenue per service).
    index('orders_completed_at_idx').on(t.completedAt, t.id),
    index('orders_cancelled_at_idx').on(t.cancelledAt),
    // "What is on rack K-A1?": the few bags shelved now.
    index('orders_rack_idx')
      .on(t.rackCode)
      .where(sql`${t.rackCode} is not null`),
    // The few orders whose transfer the student announced and nobody has checked yet: the admin's
    // "Chờ kiểm tra chuyển khoản" filter finds them without reading a year of orders.
    index('orders_transfer_claimed_idx')
      .on(t.createdAt)
      .where(sql`${t.transferClaimedAt} is not null and ${t.paymentStatus} = 'UNPAID'`),
    // A window is a day and its hours: both, or neither for an order handed in at the counter.
    check('orders_discount_check', sql`${t.discountAmount} >= 0 and ${t.planCredit} >= 0 and ${t.refundedAmount} >= 0`),
    check('orders_pickup_window_check', sql`(${t.pickupDate} is null) = (${t.pickupSlot} is null)`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    serviceName: text().notNull(),
    unit: text().$type<ServiceUnit>().notNull(),
    unitLabel: text().notNull(),
    unitPrice: integer().notNull(),
    minQuantity: quantity().notNull().default(0),
    quantity: quantity().notNull(),
    amount: integer().notNull(),
    finalQuantity: quantity(),
    finalAmount: integer(),
  },
  (t) => [
    index('order_items_service_idx').on(t.serviceId),
    // Each service at most once per order (the order form already refuses a second line). It
    // also finds an order's lines (order_id leads), so no index on order_id alone.
    uniqueIndex('order_items_order_service_idx').on(t.orderId, t.serviceId),
  ],
);

/** Every status change of an order: who, when, from, to, why. Insertion order is the timeline. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    byId: uuid().references(() => users.id),
    note: text(),
    /**
     * STATUS: a step; PAYMENT: a money change; SCAN, PROOF, SCHEDULE, CLAIM: the floor's events
     * (decision 043). Only STATUS changes the status; the others repeat it on both sides.
     */
    kind: text().$type<OrderHistoryKind>().notNull().default('STATUS'),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.id),
    // A staff member's own status changes over a day or a week (/stats/me).
    index('order_history_by_at_idx').on(t.byId, t.at),
  ],
);

/** The last order number handed out per day (YYMMDD), bumped atomically. */
export const orderCodeCounters = pgTable('order_code_counters', {
  day: text().primaryKey(),
  last: integer().notNull(),
});

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
