import type { PlanTransfer } from '@tsa/shared';
import type { PlanSubscriptionRow, WalletRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { walletTransfer } from '../payments';

/**
 * How to pay a plan awaiting its money: a transfer into the student's wallet (its top-up
 * content) of what the balance lacks; once the money is in, the top-up buys the plan
 * (`buyAwaitingPlanFromWallet`).
 */
export async function planTransfer(
  db: Executor,
  subscription: PlanSubscriptionRow,
  wallet: WalletRow,
): Promise<PlanTransfer> {
  const amount = Math.max(subscription.price - wallet.balance, 0);
  const to = await walletTransfer(db, wallet.topUpCode, amount);
  return {
    bank: to.bank,
    accountNumber: to.accountNumber,
    accountName: to.accountName,
    amount,
    estimated: false,
    content: wallet.topUpCode,
    qrPayload: to.qrPayload,
    automaticConfirmation: to.automaticConfirmation,
    walletBalance: wallet.balance,
  };
}
