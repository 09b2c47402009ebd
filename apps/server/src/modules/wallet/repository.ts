import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WithdrawalStatus } from '@tsa/shared';
import { orders, users, walletEntries, walletWithdrawals, type WalletWithdrawalRow } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** A statement's lines, newest first, with the order each one is about. */
export async function listEntries(db: Executor, userId: string, limit: number, offset: number) {
  return db
    .select({ entry: walletEntries, order: { id: orders.id, code: orders.code } })
    .from(walletEntries)
    .leftJoin(orders, eq(orders.id, walletEntries.orderId))
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.id))
    .limit(limit)
    .offset(offset);
}
export type EntryView = Awaited<ReturnType<typeof listEntries>>[number];

export async function countEntries(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(walletEntries).where(eq(walletEntries.userId, userId));
  return row?.n ?? 0;
}

const handler = alias(users, 'handler');

/** Withdrawals with their student and who handled them, newest first (at most 200). */
export async function listWithdrawals(db: Executor, where: { status?: WithdrawalStatus; userId?: string }) {
  const conditions: SQL[] = [];
  if (where.status) conditions.push(eq(walletWithdrawals.status, where.status));
  if (where.userId) conditions.push(eq(walletWithdrawals.userId, where.userId));
  return db
    .select({ withdrawal: walletWithdrawals, student: users, handledBy: handler })
    .from(walletWithdrawals)
    .innerJoin(users, eq(users.id, walletWithdrawals.userId))
    .leftJoin(handler, eq(handler.id, walletWithdrawals.handledById))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(walletWithdrawals.createdAt))
    .limit(200);
}
export type WithdrawalView = Awaited<ReturnType<typeof listWithdrawals>>[number];

export async function findWithdrawalView(db: Executor, id: string): Promise<WithdrawalView | undefined> {
  const [row] = await db
    .select({ withdrawal: walletWithdrawals, student: users, handledBy: handler })
    .from(walletWithdrawals)
    .innerJoin(users, eq(users.id, walletWithdrawals.userId))
    .leftJoin(handler, eq(handler.id, walletWithdrawals.handledById))
    .where(eq(walletWithdrawals.id, id));
  return row;
}

export async function lockWithdrawal(tx: Executor, id: string): Promise<WalletWithdrawalRow | undefined> {
  const [row] = await tx.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id)).for('update');
  return row;
}
