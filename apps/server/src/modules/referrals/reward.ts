import type { OrderRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notify } from '../../db/notify';
import { formatVnd } from '../../lib/money';
import type { Outbox } from '../../lib/outbox';
import { changeWallet, walletNotification } from '../wallet';
import { markRewarded } from './repository';

/**
 * Called whenever an order becomes COMPLETED or PAID, in that change's transaction: once a
 * referred student's first order is both, the referrer's wallet is credited (decision 042).
 * Exactly once: the referral turns REWARDED by an update that only a PENDING referral of this
 * order matches, and it holds the row until COMMIT, so a second call (the payment and the
 * handover at the same moment) finds nothing to do.
 */
export async function rewardReferrerIfDue(tx: Executor, outbox: Outbox, order: OrderRow): Promise<void> {
  if (order.discountKind !== 'REFERRAL') return;
  if (order.status !== 'COMPLETED' || order.paymentStatus !== 'PAID') return;
  const referral = await markRewarded(tx, order.id);
  if (!referral || referral.reward <= 0) return;
  await changeWallet(tx, {
    userId: referral.referrerId,
    kind: 'REFERRAL_REWARD',
    amount: referral.reward,
    orderId: order.id,
    note: `Thưởng giới thiệu bạn bè (đơn ${order.code})`,
  });
  await notify(tx, outbox, [
    walletNotification(
      referral.referrerId,
      'Bạn nhận thưởng giới thiệu',
      `Bạn của bạn đã hoàn tất đơn đầu tiên. Ví TSA của bạn được cộng ${formatVnd(referral.reward)}.`,
    ),
  ]);
}
