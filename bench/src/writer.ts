/** The generator's writes: multi-row INSERTs in batches, the order-number reservation, the reset. */
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../apps/server/src/db/client';
import {
  deliveries,
  orderCodeCounters,
  orderHistory,
  orderItems,
  orders,
  regulationVersions,
  reports,
  services,
  users,
  type ServiceRow,
} from '../../apps/server/src/db/schema';
import type { OrderRows } from './order-life';

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest table (orders). */
const ROWS_PER_INSERT = 1000;

type Executor = Pick<Db, 'insert'>;

export async function insertAll<T extends PgTable>(tx: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await tx.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

/** One batch of orders and everything that hangs off them, in one transaction. */
export async function writeOrders(db: Db, batch: OrderRows[]): Promise<void> {
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      orders,
      batch.map((rows) => rows.order),
    );
    await insertAll(
      tx,
      orderItems,
      batch.flatMap((rows) => rows.items),
    );
    // Insertion order is the timeline: each order's rows go in in the order they happened.
    await insertAll(
      tx,
      orderHistory,
      batch.flatMap((rows) => rows.history),
    );
    await insertAll(
      tx,
      deliveries,
      batch.flatMap((rows) => rows.deliveries),
    );
    await insertAll(
      tx,
      reports,
      batch.flatMap((rows) => rows.reports),
    );
  });
}

/**
 * Takes `n` order numbers for each day (YYMMDD) the way the server does, with an atomic bump
 * of `order_code_counters`; returns the last number in use before the reservation, so real
 * orders placed later (or meanwhile) never collide with generated ones.
 */
export async function reserveOrderNumbers(db: Db, perDay: Map<string, number>): Promise<Map<string, number>> {
  const values = [...perDay].map(([day, last]) => ({ day, last }));
  const reserved = await db
    .insert(orderCodeCounters)
    .values(values)
    .onConflictDoUpdate({
      target: orderCodeCounters.day,
      set: { last: sql`${orderCodeCounters.last} + excluded.last` },
    })
    .returning();
  return new Map(reserved.map((row) => [row.day, row.last - perDay.get(row.day)!]));
}

/** Empties what the generator fills; administrators, the catalogue and the regulations stay. */
export async function resetData(db: Db): Promise<void> {
  // TRUNCATE fires no trigger: the per-day figures kept from these tables are emptied with them.
  // CASCADE empties what later features hang on orders too (ratings, payments, bank notifications).
  await db.execute(sql`truncate table order_items, order_history, deliveries, report_photos, reports, notifications,
    ticket_messages, tickets, orders, order_code_counters, figures_orders_daily, figures_pickups_daily,
    figures_services_daily, figures_staff_daily, figures_student_days restart identity cascade`);
  await db.delete(users).where(ne(users.role, 'ADMIN'));
}

export async function firstAdminId(db: Db): Promise<string> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) throw new Error('Không có quản trị viên nào đang hoạt động');
  return admin.id;
}

export async function existingEmails(db: Db, emails: string[]): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return rows.map((row) => row.email);
}

export async function activeCatalogue(db: Db): Promise<Map<string, ServiceRow>> {
  const rows = await db.select().from(services).where(eq(services.active, true));
  return new Map(rows.map((row) => [row.name, row]));
}

export async function currentRegulationVersion(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ version: regulationVersions.version })
    .from(regulationVersions)
    .orderBy(desc(regulationVersions.version))
    .limit(1);
  return row?.version ?? null;
}

const COUNTED = { users, orders, orderItems, orderHistory, deliveries, reports } as const;

export async function rowCounts(db: Db): Promise<Record<keyof typeof COUNTED, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(
      async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<keyof typeof COUNTED, number>;
}
