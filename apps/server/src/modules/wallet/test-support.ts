/** Helpers of the wallet tests (imported by *.test.ts only): the bank's notifications and the ledger's sums. */
import type { Wallet } from '@tsa/shared';
import { eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { walletEntries, wallets } from '../../db/schema';
import type { Headers } from '../../test/orders';

export const WEBHOOK_SECRET = 'sepay-khoa-bi-mat-2026-abcdef';

let bankId = 50_000;

/** A SePay notification of an incoming transfer of `amount` with `content`. */
export function bankNotification(content: string, amount: number, id = ++bankId) {
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2026-12-06 10:15:00',
    accountNumber: '0123456789',
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 1_000_000,
    subAccount: null,
    referenceCode: `FT${id}`,
    description: content,
  };
}

export const sendBankNotification = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { authorization: `Apikey ${WEBHOOK_SECRET}` },
    payload,
  });

export async function walletOf(app: FastifyInstance, headers: Headers): Promise<Wallet> {
  const response = await app.inject({ method: 'GET', url: '/api/wallet', headers });
  if (response.statusCode !== 200) throw new Error(`wallet: ${response.statusCode} ${response.body}`);
  return response.json() as Wallet;
}

/** Tops the student's wallet up through the bank's notification, as a real transfer would. */
export async function topUp(app: FastifyInstance, headers: Headers, amount: number): Promise<void> {
  const { topUpCode } = await walletOf(app, headers);
  const response = await sendBankNotification(app, bankNotification(`chuyen tien ${topUpCode}`, amount));
  if (response.json().result !== 'MATCHED') throw new Error(`top-up not matched: ${response.body}`);
}

/** The stored balance and the sum of the ledger's entries, which must always be equal. */
export async function ledgerOf(app: FastifyInstance, userId: string) {
  const db = app.database.db;
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const [total] = await db
    .select({ total: sum(walletEntries.amount) })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  const entries = await db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  return { balance: wallet?.balance ?? 0, sum: Number(total?.total ?? 0), entries };
}
