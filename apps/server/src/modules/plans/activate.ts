import { formatViDate } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import { planSubscriptions, type PlanSubscriptionRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { formatVnd } from '../../lib/money';
import { changeWallet } from '../wallet';
import { monthOfPlan, planEndsOn } from './months';

/** Kilograms the Vietnamese way: `12,5 kg`. */
export const formatKg = (kg: number): string => `${String(kg).replace('.', ',')} kg`;

/**
 * Pays a plan from the wallet and starts it on `today`: the first month's kilograms, the plan's
 * days. The wallet refuses (`wallet/insufficient-funds`) when the balance is short, and the whole
 * transaction with it.
 */
export async function activateFromWallet(
  tx: Executor,
  subscription: PlanSubscriptionRow,
  today: string,
  byId: string | null,
): Promise<PlanSubscriptionRow> {
  await changeWallet(tx, {
    userId: subscription.userId,
    kind: 'PLAN_PURCHASE',
    amount: -subscription.price,
    planSubscriptionId: subscription.id,
    byId,
    note: `Mua ${subscription.name} (${formatVnd(subscription.price)})`,
  });
  const endsOn = planEndsOn(today, subscription.months);
  const month = monthOfPlan({ startsOn: today, endsOn, months: subscription.months }, 0);
  const [active] = await tx
    .update(planSubscriptions)
    .set({
      status: 'ACTIVE',
      startsOn: today,
      endsOn,
      periodStartsOn: month.startsOn,
      periodEndsOn: month.endsOn,
      kgLeft: subscription.kgPerMonth,
      kgUsed: 0,
      skippedWeeks: 0,
    })
    .where(eq(planSubscriptions.id, subscription.id))
    .returning();
  return active!;
}

/** What the student reads once a plan starts. */
export const startedText = (row: PlanSubscriptionRow): string =>
  `Ví TSA đã trừ ${formatVnd(row.price)} cho ${row.name}. Tháng này bạn có ${formatKg(Number(row.kgLeft))}, gói dùng đến hết ngày ${formatViDate(row.endsOn!)}.`;
