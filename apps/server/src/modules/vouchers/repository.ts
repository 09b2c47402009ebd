import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { orders, voucherRedemptions, vouchers, type VoucherRow } from '../../db/schema';
import type { Executor } from '../../db/executor';

type NewVoucher = typeof vouchers.$inferInsert;

export function listVoucherRows(db: Executor): Promise<VoucherRow[]> {
  return db.select().from(vouchers).orderBy(desc(vouchers.createdAt));
}

export async function findVoucher(db: Executor, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}

/** Codes are unique whatever their case (the index is on upper(code)). */
export async function findVoucherByCode(db: Executor, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(sql`upper(${vouchers.code}) = ${code.toUpperCase()}`);
  return row;
}

export async function insertVoucher(db: Executor, values: NewVoucher): Promise<VoucherRow> {
  const [row] = await db.insert(vouchers).values(values).returning();
  return row!;
}

export async function updateVoucherRow(db: Executor, id: string, values: Partial<NewVoucher>): Promise<VoucherRow> {
  const [row] = await db.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
  return row!;
}

/** The student's uses of the voucher that still count (not given back by a cancellation). */
export async function studentUses(db: Executor, voucherId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherRedemptions)
    .where(
      and(
        eq(voucherRedemptions.voucherId, voucherId),
        eq(voucherRedemptions.userId, userId),
        isNull(voucherRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Orders of the student that count as orders: a cancelled one leaves the next still "the first". */
export async function liveOrderCount(db: Executor, studentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.studentId, studentId), ne(orders.status, 'CANCELLED')));
  return row?.n ?? 0;
}

/**
 * Takes one use of the voucher if one is left, the row locked until the transaction ends: the
 * statement that keeps a code with 50 uses at 50 however many students redeem it at once.
 */
export async function takeVoucherUse(db: Executor, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.id, id),
        eq(vouchers.active, true),
        sql`(${vouchers.totalLimit} is null or ${vouchers.usedCount} < ${vouchers.totalLimit})`,
      ),
    )
    .returning();
  return row;
}

export async function giveVoucherUseBack(db: Executor, id: string): Promise<void> {
  await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} - 1` })
    .where(eq(vouchers.id, id));
}

export async function insertRedemptions(
  db: Executor,
  rows: { voucherId: string; userId: string; orderId: string; discount: number }[],
): Promise<void> {
  if (rows.length) await db.insert(voucherRedemptions).values(rows);
}
