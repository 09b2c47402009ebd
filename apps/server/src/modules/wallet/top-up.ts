import { inArray } from 'drizzle-orm';
import { wallets, type WalletRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notify } from '../../db/notify';
import { formatVnd } from '../../lib/money';
import type { Outbox } from '../../lib/outbox';
import { changeWallet, TOP_UP_PREFIX } from './ledger';
import { walletNotification } from './notify';

const CODE = new RegExp(`^${TOP_UP_PREFIX}[A-Z0-9]{8}$`);

/**
 * The top-up codes a transfer's content may carry, whatever the bank did to it (case, spaces,
 * a prefix glued on). Every `NAP…` window is a candidate: squeezing "nap tien NAPK7Q…" together
 * puts another `NAP` in front of the real one.
 */
export function topUpCodesIn(content: string): string[] {
  const compact = content.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const found = new Set<string>();
  for (let at = compact.indexOf(TOP_UP_PREFIX); at >= 0; at = compact.indexOf(TOP_UP_PREFIX, at + 1)) {
    const candidate = compact.slice(at, at + TOP_UP_PREFIX.length + 8);
    if (CODE.test(candidate)) found.add(candidate);
  }
  return [...found];
}

/** The wallet whose top-up code the content holds, if any. */
export async function findWalletByTopUpContent(tx: Executor, content: string): Promise<WalletRow | undefined> {
  const codes = topUpCodesIn(content);
  if (!codes.length) return undefined;
  const [row] = await tx.select().from(wallets).where(inArray(wallets.topUpCode, codes));
  return row;
}

/**
 * A bank transfer credited to the wallet, counted once: the entry keeps the bank transaction's
 * id, which is unique among entries.
 */
export async function creditTopUp(
  tx: Executor,
  outbox: Outbox,
  top: { userId: string; amount: number; bankTransactionId: string; reference: string; byId: string | null },
): Promise<number> {
  const entry = await changeWallet(tx, {
    userId: top.userId,
    kind: 'TOP_UP',
    amount: top.amount,
    bankTransactionId: top.bankTransactionId,
    byId: top.byId,
    note: `Nạp tiền qua chuyển khoản (mã GD ${top.reference})`,
  });
  await notify(tx, outbox, [
    walletNotification(
      top.userId,
      `Ví TSA: đã nạp ${formatVnd(top.amount)}`,
      `Ví TSA đã nhận ${formatVnd(top.amount)} qua chuyển khoản. Số dư: ${formatVnd(entry.balanceAfter)}.`,
    ),
  ]);
  return entry.balanceAfter;
}
