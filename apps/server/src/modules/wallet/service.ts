import {
  WALLET_LIMITS,
  type AdminWallet,
  type createWithdrawalSchema,
  type walletAdjustmentSchema,
  type Wallet,
  type WalletEntryPage,
  type WalletTopUp,
  type Withdrawal,
  type WithdrawalStatus,
} from '@tsa/shared';
import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletWithdrawals, type UserRow } from '../../db/schema';
import { isUuid } from '../../db/executor';
import { notify } from '../../db/notify';
import { AppError } from '../../lib/app-error';
import { formatVnd } from '../../lib/money';
import { transaction, type Publisher } from '../../lib/outbox';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { walletTransfer } from '../payments';
import { findLiveUserById, listActiveAdminIds } from '../users';
import { changeWallet, ensureWallet, lockWallet } from './ledger';
import { walletNotification } from './notify';
import { presentEntry, presentWithdrawal } from './presenter';
import { countEntries, findWithdrawalView, listEntries, listWithdrawals, lockWithdrawal } from './repository';

type WithdrawalInput = z.output<typeof createWithdrawalSchema>;
type AdjustmentInput = z.output<typeof walletAdjustmentSchema>;

/** `GET /wallet`: the balance, the top-up code and where to send the money. */
export async function getWallet(db: Db, userId: string): Promise<Wallet> {
  const wallet = await ensureWallet(db, userId);
  const [transfer, pending] = await Promise.all([
    walletTransfer(db, wallet.topUpCode, null),
    listWithdrawals(db, { userId, status: 'REQUESTED' }),
  ]);
  return {
    balance: wallet.balance,
    topUpCode: wallet.topUpCode,
    bank: transfer.bank,
    accountNumber: transfer.accountNumber,
    accountName: transfer.accountName,
    automaticConfirmation: transfer.automaticConfirmation,
    limits: { ...WALLET_LIMITS },
    pendingWithdrawals: pending.map(presentWithdrawal),
  };
}

/** `GET /wallet/top-up?amount=`: the VietQR of that amount with the wallet's transfer content. */
export async function topUpQr(db: Db, userId: string, amount: number): Promise<WalletTopUp> {
  const wallet = await ensureWallet(db, userId);
  if (wallet.balance + amount > WALLET_LIMITS.maxBalance) {
    throw new AppError('wallet/balance-too-large', {
      message: `Số dư ví tối đa ${formatVnd(WALLET_LIMITS.maxBalance)}: bạn chỉ có thể nạp thêm ${formatVnd(Math.max(0, WALLET_LIMITS.maxBalance - wallet.balance))}`,
      fields: { amount: 'Số tiền vượt số dư tối đa của ví' },
    });
  }
  const transfer = await walletTransfer(db, wallet.topUpCode, amount);
  if (!transfer.bank || !transfer.qrPayload) throw new AppError('wallet/transfer-unavailable');
  return {
    amount,
    content: wallet.topUpCode,
    bank: transfer.bank,
    accountNumber: transfer.accountNumber,
    accountName: transfer.accountName,
    qrPayload: transfer.qrPayload,
  };
}

/** The statement, newest first. */
export async function entriesPage(db: Db, userId: string, page: number, pageSize: number): Promise<WalletEntryPage> {
  const [rows, total] = await Promise.all([
    listEntries(db, userId, pageSize, (page - 1) * pageSize),
    countEntries(db, userId),
  ]);
  return { items: rows.map(presentEntry), total, page, pageSize };
}

const notFound = () => new AppError('wallet/withdrawal-not-found');

async function withdrawalView(db: Db, id: string): Promise<Withdrawal> {
  const view = await findWithdrawalView(db, id);
  if (!view) throw notFound();
  return presentWithdrawal(view);
}

/**
 * "Rút về tài khoản ngân hàng": the money leaves the wallet at once, so it cannot also pay an
 * order while the shop makes the transfer; a rejection gives it back.
 */
export async function requestWithdrawal(
  db: Db,
  publisher: Publisher,
  student: UserRow,
  input: WithdrawalInput,
): Promise<Withdrawal> {
  const id = await transaction(db, publisher, async (tx, outbox) => {
    const wallet = await lockWallet(tx, student.id);
    if (wallet.balance < input.amount) {
      throw new AppError('wallet/insufficient-funds', {
        message: `Ví TSA chỉ còn ${formatVnd(wallet.balance)}, không đủ để rút ${formatVnd(input.amount)}`,
        fields: { amount: `Tối đa ${formatVnd(wallet.balance)}` },
      });
    }
    const [row] = await tx
      .insert(walletWithdrawals)
      .values({ userId: student.id, ...input })
      .returning({ id: walletWithdrawals.id });
    await changeWallet(tx, {
      userId: student.id,
      kind: 'WITHDRAWAL',
      amount: -input.amount,
      byId: student.id,
      note: `Rút về ${input.bankName} ${input.accountNumber}`,
    });
    const admins = await listActiveAdminIds(tx);
    await notify(
      tx,
      outbox,
      admins.map((adminId) => ({
        userId: adminId,
        type: 'WALLET_WITHDRAWAL',
        title: `Yêu cầu rút ${formatVnd(input.amount)} từ ví TSA`,
        body: `Sinh viên yêu cầu chuyển ${formatVnd(input.amount)} về ${input.bankName} ${input.accountNumber} (${input.accountName}).`,
        link: '/dashboard/withdrawals',
      })),
      student.id,
    );
    return row!.id;
  });
  return withdrawalView(db, id);
}

export async function allWithdrawals(db: Db, status?: WithdrawalStatus): Promise<Withdrawal[]> {
  return (await listWithdrawals(db, { status })).map(presentWithdrawal);
}

/** An admin closes a withdrawal: "Đã chuyển" (the transfer is made) or "Từ chối" (money back to the wallet). */
export async function handleWithdrawal(
  db: Db,
  publisher: Publisher,
  actor: UserRow,
  id: string,
  decision: { paid: true } | { paid: false; reason: string },
  origin: RequestOrigin,
): Promise<Withdrawal> {
  await transaction(db, publisher, async (tx, outbox) => {
    const row = isUuid(id) ? await lockWithdrawal(tx, id) : undefined;
    if (!row) throw notFound();
    if (row.status !== 'REQUESTED') throw new AppError('wallet/withdrawal-handled');
    await tx
      .update(walletWithdrawals)
      .set({
        status: decision.paid ? 'PAID' : 'REJECTED',
        handledById: actor.id,
        handledAt: sql`now()`,
        note: decision.paid ? null : decision.reason,
      })
      .where(eq(walletWithdrawals.id, row.id));
    if (!decision.paid) {
      await changeWallet(tx, {
        userId: row.userId,
        kind: 'REFUND',
        amount: row.amount,
        byId: actor.id,
        note: `Hoàn tiền yêu cầu rút bị từ chối: ${decision.reason}`,
      });
    }
    await recordAuditEvent(tx, {
      action: decision.paid ? 'wallet.withdrawal-paid' : 'wallet.withdrawal-rejected',
      actorId: actor.id,
      targetType: 'user',
      targetId: row.userId,
      origin,
      details: {
        withdrawalId: row.id,
        amount: row.amount,
        accountNumber: row.accountNumber,
        ...(decision.paid ? {} : { reason: decision.reason }),
      },
    });
    await notify(
      tx,
      outbox,
      [
        decision.paid
          ? walletNotification(
              row.userId,
              `Đã chuyển ${formatVnd(row.amount)} về tài khoản của bạn`,
              `Cửa hàng đã chuyển ${formatVnd(row.amount)} về ${row.bankName} ${row.accountNumber}.`,
            )
          : walletNotification(
              row.userId,
              'Yêu cầu rút tiền bị từ chối',
              `Yêu cầu rút ${formatVnd(row.amount)} bị từ chối: ${decision.reason}. Số tiền đã được hoàn lại vào ví TSA.`,
            ),
      ],
      actor.id,
    );
  });
  return withdrawalView(db, id);
}

async function studentOf(db: Db, userId: string): Promise<UserRow> {
  const user = await findLiveUserById(db, userId);
  if (!user) throw new AppError('auth/user-not-found');
  if (user.role !== 'STUDENT') throw new AppError('wallet/not-a-student');
  return user;
}

const ADMIN_ENTRIES = 50;

/** `GET /users/{id}/wallet` (admins): the student's balance and latest entries. */
export async function adminWallet(db: Db, userId: string): Promise<AdminWallet> {
  await studentOf(db, userId);
  const wallet = await ensureWallet(db, userId);
  const rows = await listEntries(db, userId, ADMIN_ENTRIES, 0);
  return { userId, balance: wallet.balance, topUpCode: wallet.topUpCode, entries: rows.map(presentEntry) };
}

/** An admin corrects a balance, with a reason, in the audit log; never below zero, never above the maximum. */
export async function adjustWallet(
  db: Db,
  publisher: Publisher,
  actor: UserRow,
  userId: string,
  input: AdjustmentInput,
  origin: RequestOrigin,
): Promise<AdminWallet> {
  await studentOf(db, userId);
  await transaction(db, publisher, async (tx, outbox) => {
    const wallet = await lockWallet(tx, userId);
    const after = wallet.balance + input.amount;
    if (after < 0) {
      throw new AppError('wallet/insufficient-funds', {
        message: `Số dư ví là ${formatVnd(wallet.balance)}: không thể trừ ${formatVnd(-input.amount)}`,
        fields: { amount: `Trừ tối đa ${formatVnd(wallet.balance)}` },
      });
    }
    if (input.amount > 0 && after > WALLET_LIMITS.maxBalance) {
      throw new AppError('wallet/balance-too-large', {
        fields: { amount: `Số dư sau điều chỉnh tối đa ${formatVnd(WALLET_LIMITS.maxBalance)}` },
      });
    }
    const entry = await changeWallet(tx, {
      userId,
      kind: 'ADJUSTMENT',
      amount: input.amount,
      byId: actor.id,
      note: input.reason,
    });
    await recordAuditEvent(tx, {
      action: 'wallet.adjusted',
      actorId: actor.id,
      targetType: 'user',
      targetId: userId,
      origin,
      details: { amount: input.amount, reason: input.reason, balanceBefore: wallet.balance, balanceAfter: after },
    });
    const sign = input.amount > 0 ? 'cộng' : 'trừ';
    await notify(
      tx,
      outbox,
      [
        walletNotification(
          userId,
          `Ví TSA được ${sign} ${formatVnd(Math.abs(input.amount))}`,
          `Cửa hàng đã ${sign} ${formatVnd(Math.abs(input.amount))} vào ví TSA: ${input.reason}. Số dư: ${formatVnd(entry.balanceAfter)}.`,
        ),
      ],
      actor.id,
    );
  });
  return adminWallet(db, userId);
}
