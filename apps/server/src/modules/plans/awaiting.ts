import { hcmDateOf } from '@tsa/shared';
import { and, eq } from 'drizzle-orm';
import { planSubscriptions } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notify } from '../../db/notify';
import type { Outbox } from '../../lib/outbox';
import { lockWallet } from '../wallet';
import { activateFromWallet, startedText } from './activate';

/** Where a plan's notifications lead: the student's plan page. */
export const STUDENT_PLANS_LINK = '/student/plans';

/**
 * Called after a top-up credits a student's wallet, in its transaction: a plan the student chose
 * to pay by transfer is bought from the wallet once the balance covers it (decision 042). Less
 * than the price leaves it waiting, the money kept in the wallet.
 */
export async function buyAwaitingPlanFromWallet(
  tx: Executor,
  outbox: Outbox,
  userId: string,
  today: string = hcmDateOf(new Date()),
): Promise<void> {
  const wallet = await lockWallet(tx, userId);
  const [awaiting] = await tx
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.userId, userId), eq(planSubscriptions.status, 'AWAITING_PAYMENT')))
    .limit(1)
    .for('update');
  if (!awaiting || wallet.balance < awaiting.price) return;
  const active = await activateFromWallet(tx, awaiting, today, null);
  await notify(tx, outbox, [
    {
      userId,
      type: 'PLAN_STARTED',
      title: `${active.name} đã bắt đầu`,
      body: startedText(active),
      link: STUDENT_PLANS_LINK,
    },
  ]);
}
