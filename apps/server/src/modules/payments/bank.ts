import {
  type BankTransaction,
  type BankTransactionFlag,
  type BankTransactionStatus,
  type SepayWebhookBody,
  type WebhookResult,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { BankTransactionRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hmac, safeEqual, sha256 } from '../../lib/crypto';
import { transaction, type Outbox, type Publisher } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { formatVnd } from '../../lib/money';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { isUuid, type Executor } from '../../db/executor';
import { lockOrder } from '../order-records';
import { buyAwaitingPlanFromWallet } from '../plans';
import { creditTopUp, findWalletByTopUpContent } from '../wallet';
import { flagAgainstEstimate } from './estimate-check';
import { amountDue, receivePayment } from './ledger';
import { earlyTransferFlaggedNotification } from './notify';
import { refundToWallet } from './refund';
import { presentBankTransaction } from './presenter';
import {
  findBankTransactionView,
  findOrderIdByCode,
  insertBankTransaction,
  listActiveStaffAndAdmins,
  listBankTransactions,
  lockBankTransaction,
  updateBankTransaction,
} from './repository';
import { findPaymentSettings } from './settings';
import { orderCodeIn } from './vietqr';

export interface WebhookCredentials {
  authorization?: string;
  /** `X-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw body with the same secret. */
  signature?: string;
  rawBody?: string;
}

/**
 * The notification is trusted only with the shop's secret: `Authorization: Apikey <secret>`
 * (SePay's way) or an HMAC-SHA256 of the raw body. Both compared in constant time. Without a
 * secret configured every notification is refused.
 */
export async function checkWebhookCredentials(db: Db, credentials: WebhookCredentials): Promise<void> {
  const secret = (await findPaymentSettings(db))?.webhookSecret;
  const unauthorized = new AppError('payments/webhook-unauthorized');
  if (!secret) throw unauthorized;
  const apiKey = /^apikey\s+(.+)$/i.exec(credentials.authorization?.trim() ?? '')?.[1]?.trim();
  // Compared as SHA-256 digests: equal lengths, so the time taken tells nothing, not even the secret's length.
  if (apiKey !== undefined && safeEqual(sha256(apiKey), sha256(secret))) return;
  const signature = /^(?:sha256=)?([0-9a-f]{64})$/i.exec(credentials.signature?.trim() ?? '')?.[1]?.toLowerCase();
  if (signature && credentials.rawBody !== undefined && safeEqual(signature, hmac(secret, credentials.rawBody))) return;
  throw unauthorized;
}

interface Outcome {
  status: BankTransactionStatus;
  flag: BankTransactionFlag | null;
  orderId: string | null;
}

/** Applies an incoming transfer to an order (locked here), or says why it cannot be. */
async function applyTransfer(
  tx: Executor,
  outbox: Outbox,
  row: BankTransactionRow,
  orderId: string,
  byId: string | null,
): Promise<Outcome> {
  const order = (await lockOrder(tx, orderId))!;
  if (order.status === 'CANCELLED') return { status: 'UNMATCHED', flag: 'ORDER_CANCELLED', orderId };
  // Already paid (confirmed by hand, or another transfer): this money needs a person to look at it.
  if (order.paymentStatus === 'PAID') return { status: 'UNMATCHED', flag: 'ALREADY_PAID', orderId };
  const due = amountDue(order);
  const known = order.finalTotal !== null;
  const flag: BankTransactionFlag | null = !known
    ? flagAgainstEstimate(order, order.paidAmount + row.amount)
    : row.amount === due
      ? null
      : row.amount < due
        ? 'PARTIAL'
        : 'OVERPAID';
  const reference = row.referenceCode ?? row.externalId;
  const shortfall = !known
    ? flag
      ? `, khác xa tạm tính ${formatVnd(order.estimatedTotal)}`
      : ''
    : flag === 'PARTIAL'
      ? `, còn thiếu ${formatVnd(due - row.amount)}`
      : flag === 'OVERPAID'
        ? `, dư ${formatVnd(row.amount - due)}`
        : '';
  const paid = await receivePayment(tx, outbox, order, {
    method: 'BANK_TRANSFER',
    source: 'BANK_WEBHOOK',
    amount: row.amount,
    byId,
    bankTransactionId: row.id,
    note: `${byId ? 'Khớp giao dịch thủ công' : 'Ngân hàng báo nhận'} ${formatVnd(row.amount)} (mã GD ${reference}${row.transactionDate ? `, ${row.transactionDate}` : ''})${shortfall}`,
  });
  // More than a weighed order's bill: the rest is the student's, kept in the wallet (decision 042).
  if (known && flag === 'OVERPAID') {
    const excess = row.amount - due;
    await refundToWallet(tx, outbox, paid, excess, byId, `Hoàn ${formatVnd(excess)} chuyển dư vào ví TSA`);
  }
  // Nobody looked at this money yet (an admin matching by hand already has): tell the admins now,
  // before weighing, rather than let the mismatch surface only once the order is weighed.
  if (!known && flag && !byId) {
    const admins = (await listActiveStaffAndAdmins(tx)).filter((user) => user.role === 'ADMIN');
    await notify(
      tx,
      outbox,
      admins.map((admin) => earlyTransferFlaggedNotification(admin.id, order, order.paidAmount + row.amount, flag)),
    );
  }
  return { status: 'MATCHED', flag, orderId };
}

/**
 * A transfer whose content is a wallet's top-up code: the wallet is credited (once: the entry
 * keeps the transaction's id), the transaction is matched to the student, and a plan waiting for
 * this money is bought from the wallet in the same transaction.
 */
async function applyTopUp(
  tx: Executor,
  outbox: Outbox,
  row: BankTransactionRow,
  userId: string,
  byId: string | null,
): Promise<void> {
  await creditTopUp(tx, outbox, {
    userId,
    amount: row.amount,
    bankTransactionId: row.id,
    reference: row.referenceCode ?? row.externalId,
    byId,
  });
  await updateBankTransaction(tx, row.id, {
    status: 'MATCHED',
    flag: null,
    walletUserId: userId,
    matchedAt: new Date(),
    ...(byId ? { matchedById: byId } : {}),
  });
  await buyAwaitingPlanFromWallet(tx, outbox, userId);
}

/**
 * `POST /payments/webhook`: stores the notification once, then pays the order its content names,
 * or tops up the wallet whose code it holds.
 */
export async function receiveBankNotification(
  db: Db,
  publisher: Publisher,
  body: SepayWebhookBody,
): Promise<WebhookResult> {
  return transaction(db, publisher, async (tx, outbox) => {
    const row = await insertBankTransaction(tx, {
      externalId: String(body.id),
      gateway: body.gateway ?? null,
      transactionDate: body.transactionDate ?? null,
      accountNumber: body.accountNumber ?? null,
      content: body.content ?? body.description ?? '',
      transferType: body.transferType,
      amount: body.transferAmount,
      referenceCode: body.referenceCode ?? null,
      body,
      status: 'UNMATCHED',
    });
    if (!row) return { success: true, result: 'DUPLICATE', orderCode: null } as const;
    if (body.transferType !== 'in') {
      await updateBankTransaction(tx, row.id, {
        status: 'IGNORED',
        flag: 'OUTGOING',
      });
      return { success: true, result: 'IGNORED', orderCode: null } as const;
    }
    const content = `${body.code ?? ''} ${row.content}`;
    const code = orderCodeIn(content);
    const orderId = code ? await findOrderIdByCode(tx, code) : undefined;
    if (!orderId) {
      const wallet = await findWalletByTopUpContent(tx, content);
      if (!wallet) return { success: true, result: 'UNMATCHED', orderCode: null } as const;
      await applyTopUp(tx, outbox, row, wallet.userId, null);
      return { success: true, result: 'MATCHED', orderCode: null } as const;
    }
    const outcome = await applyTransfer(tx, outbox, row, orderId, null);
    await updateBankTransaction(tx, row.id, {
      ...outcome,
      matchedAt: outcome.status === 'MATCHED' ? new Date() : null,
    });
    return { success: true, result: outcome.status === 'MATCHED' ? 'MATCHED' : 'UNMATCHED', orderCode: code } as const;
  });
}

export async function listTransactions(db: Db, status?: BankTransactionStatus): Promise<BankTransaction[]> {
  return (await listBankTransactions(db, status)).map(presentBankTransaction);
}

/**
 * An admin matches an unmatched transfer to an order by its code ("Giao dịch chưa khớp"), or to
 * a student's wallet by its top-up code (`NAP…`, shown on the student's wallet).
 */
export async function matchBankTransaction(
  db: Db,
  publisher: Publisher,
  actor: UserRow,
  id: string,
  orderCode: string,
  origin?: RequestOrigin,
): Promise<BankTransaction> {
  const code = orderCodeIn(orderCode);
  await transaction(db, publisher, async (tx, outbox) => {
    const orderId = code ? await findOrderIdByCode(tx, code) : undefined;
    const wallet = orderId ? undefined : await findWalletByTopUpContent(tx, orderCode);
    if (!orderId && !wallet) {
      throw new AppError('orders/not-found', {
        fields: { orderCode: 'Không tìm thấy đơn hay ví TSA với mã này' },
      });
    }
    const row = isUuid(id) ? await lockBankTransaction(tx, id) : undefined;
    if (!row) throw new AppError('payments/transaction-not-found');
    if (row.status !== 'UNMATCHED' || row.transferType !== 'in')
      throw new AppError('payments/transaction-already-matched');
    if (wallet) {
      await applyTopUp(tx, outbox, row, wallet.userId, actor.id);
      await recordAuditEvent(tx, {
        action: 'payment.matched-by-hand',
        actorId: actor.id,
        targetType: 'bank-transaction',
        targetId: row.id,
        origin,
        details: {
          walletUserId: wallet.userId,
          topUpCode: wallet.topUpCode,
          amount: row.amount,
          externalId: row.externalId,
        },
      });
      return;
    }
    if (!orderId) return;
    const outcome = await applyTransfer(tx, outbox, row, orderId, actor.id);
    if (outcome.status !== 'MATCHED') {
      throw new AppError(outcome.flag === 'ORDER_CANCELLED' ? 'payments/order-cancelled' : 'payments/already-paid');
    }
    await updateBankTransaction(tx, row.id, { ...outcome, matchedById: actor.id, matchedAt: new Date() });
    await recordAuditEvent(tx, {
      action: 'payment.matched-by-hand',
      actorId: actor.id,
      targetType: 'bank-transaction',
      targetId: row.id,
      origin,
      details: { orderId, orderCode: code, amount: row.amount, externalId: row.externalId, flag: outcome.flag },
    });
  });
  const view = await findBankTransactionView(db, id);
  return presentBankTransaction(view!);
}
