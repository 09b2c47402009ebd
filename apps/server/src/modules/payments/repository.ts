import type { BankTransactionStatus, Role } from '@tsa/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bankTransactions,
  orders,
  payments,
  users,
  type BankTransactionRow,
  type NewBankTransaction,
} from '../../db/schema';
import type { Executor } from '../../db/executor';

const people = { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role };
/** The student whose wallet a top-up transfer credited. */
const walletOwner = alias(users, 'wallet_owner');
const walletOwnerColumns = { id: walletOwner.id, firstName: walletOwner.firstName, lastName: walletOwner.lastName };

/** The notification stored once: null when its bank transaction id was seen before (a replay). */
export async function insertBankTransaction(
  tx: Executor,
  values: NewBankTransaction,
): Promise<BankTransactionRow | undefined> {
  const [row] = await tx
    .insert(bankTransactions)
    .values(values)
    .onConflictDoNothing({ target: bankTransactions.externalId })
    .returning();
  return row;
}

export async function lockBankTransaction(tx: Executor, id: string): Promise<BankTransactionRow | undefined> {
  const [row] = await tx.select().from(bankTransactions).where(eq(bankTransactions.id, id)).for('update');
  return row;
}

export async function updateBankTransaction(
  tx: Executor,
  id: string,
  values: Partial<NewBankTransaction>,
): Promise<void> {
  await tx.update(bankTransactions).set(values).where(eq(bankTransactions.id, id));
}

export async function findOrderIdByCode(db: Executor, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  return row?.id;
}

export async function listBankTransactions(db: Executor, status?: BankTransactionStatus) {
  return db
    .select({
      tx: bankTransactions,
      order: { id: orders.id, code: orders.code },
      matchedBy: people,
      walletOwner: walletOwnerColumns,
    })
    .from(bankTransactions)
    .leftJoin(orders, eq(orders.id, bankTransactions.orderId))
    .leftJoin(users, eq(users.id, bankTransactions.matchedById))
    .leftJoin(walletOwner, eq(walletOwner.id, bankTransactions.walletUserId))
    .where(status ? eq(bankTransactions.status, status) : undefined)
    .orderBy(desc(bankTransactions.receivedAt))
    .limit(200);
}
export type BankTransactionView = Awaited<ReturnType<typeof listBankTransactions>>[number];

export async function findBankTransactionView(db: Executor, id: string): Promise<BankTransactionView | undefined> {
  const [row] = await db
    .select({
      tx: bankTransactions,
      order: { id: orders.id, code: orders.code },
      matchedBy: people,
      walletOwner: walletOwnerColumns,
    })
    .from(bankTransactions)
    .leftJoin(orders, eq(orders.id, bankTransactions.orderId))
    .leftJoin(users, eq(users.id, bankTransactions.matchedById))
    .leftJoin(walletOwner, eq(walletOwner.id, bankTransactions.walletUserId))
    .where(eq(bankTransactions.id, id));
  return row;
}

export async function listPaymentsOfOrder(db: Executor, orderId: string) {
  return db
    .select({
      payment: payments,
      by: people,
      reference: bankTransactions.referenceCode,
      externalId: bankTransactions.externalId,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedById))
    .leftJoin(bankTransactions, eq(bankTransactions.id, payments.bankTransactionId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.receivedAt));
}
export type PaymentView = Awaited<ReturnType<typeof listPaymentsOfOrder>>[number];

/** Active staff and admins: who hears that a student says they transferred. */
export async function listActiveStaffAndAdmins(db: Executor): Promise<{ id: string; role: Role }[]> {
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['STAFF', 'ADMIN'] as Role[]), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)));
}

const HCM_DAY = sql<string>`to_char(${payments.receivedAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;

/** Cash collected at the door (not reversed), per staff member and Ho Chi Minh day, in [from, to). */
export async function cashPerStaffDay(db: Executor, from: Date, to: Date) {
  const collector = alias(users, 'collector');
  return db
    .select({
      day: HCM_DAY,
      staff: { id: collector.id, firstName: collector.firstName, lastName: collector.lastName, role: collector.role },
      total: sql<number>`sum(${payments.amount})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .innerJoin(collector, eq(collector.id, payments.recordedById))
    .where(
      and(
        eq(payments.source, 'CASH_AT_DOOR'),
        isNull(payments.reversedAt),
        gte(payments.receivedAt, from),
        lt(payments.receivedAt, to),
      ),
    )
    .groupBy(HCM_DAY, collector.id, collector.firstName, collector.lastName, collector.role)
    .orderBy(desc(HCM_DAY), asc(collector.lastName), asc(collector.firstName));
}

/** One staff member's cash collections in [from, to). */
export async function cashCollectionsOf(db: Executor, staffId: string, from: Date, to: Date) {
  return db
    .select({ orderId: orders.id, code: orders.code, amount: payments.amount, receivedAt: payments.receivedAt })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.recordedById, staffId),
        eq(payments.source, 'CASH_AT_DOOR'),
        isNull(payments.reversedAt),
        gte(payments.receivedAt, from),
        lt(payments.receivedAt, to),
      ),
    )
    .orderBy(asc(payments.receivedAt));
}
