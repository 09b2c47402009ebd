import { randomInt } from 'node:crypto';
import type { WalletEntryKind } from '@tsa/shared';
import { eq, sql } from 'drizzle-orm';
import { walletEntries, wallets, type WalletEntryRow, type WalletRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';

/**
 * The one way a wallet's balance changes (decision 042): lock the wallet row, append an entry
 * with the balance after it, store that balance, all in the caller's transaction. The balance is
 * the sum of the entries; the database refuses a negative one (checks on both tables), and a
 * debit that would go below zero is refused first with `wallet/insufficient-funds`.
 */

export interface WalletChange {
  userId: string;
  kind: WalletEntryKind;
  /** Positive: money into the wallet; negative: out of it. Never 0. */
  amount: number;
  orderId?: string | null;
  bankTransactionId?: string | null;
  planSubscriptionId?: string | null;
  byId?: string | null;
  /** The statement's line, in Vietnamese. */
  note: string;
}

// No 0/O or 1/I: the code is read off a phone and typed into a banking app.
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The transfer content that credits a wallet: `NAP` and eight letters, kept intact by banks. */
export const TOP_UP_PREFIX = 'NAP';
const newTopUpCode = () =>
  TOP_UP_PREFIX + Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

/** The student's wallet, made (empty, with its top-up code) the first time anything asks for it. */
export async function ensureWallet(tx: Executor, userId: string): Promise<WalletRow> {
  for (;;) {
    const [made] = await tx
      .insert(wallets)
      .values({ userId, topUpCode: newTopUpCode() })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    const [found] = await tx.select().from(wallets).where(eq(wallets.userId, userId));
    // Not there either: the conflict was another wallet's code (one in 32⁸), so try another.
    if (found) return found;
  }
}

/** The wallet locked for the rest of the caller's transaction. */
export async function lockWallet(tx: Executor, userId: string): Promise<WalletRow> {
  await ensureWallet(tx, userId);
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  return row!;
}

/** Applies one change to a wallet and returns its entry. */
export async function changeWallet(tx: Executor, change: WalletChange): Promise<WalletEntryRow> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) throw new AppError('wallet/invalid-amount');
  const wallet = await lockWallet(tx, change.userId);
  const balanceAfter = wallet.balance + change.amount;
  if (balanceAfter < 0) throw new AppError('wallet/insufficient-funds');
  await tx
    .update(wallets)
    .set({ balance: balanceAfter, updatedAt: sql`now()` })
    .where(eq(wallets.userId, change.userId));
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      userId: change.userId,
      kind: change.kind,
      amount: change.amount,
      balanceAfter,
      orderId: change.orderId ?? null,
      bankTransactionId: change.bankTransactionId ?? null,
      planSubscriptionId: change.planSubscriptionId ?? null,
      byId: change.byId ?? null,
      note: change.note,
    })
    .returning();
  return entry!;
}
