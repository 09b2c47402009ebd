import { eq } from 'drizzle-orm';
import { planSubscriptions, type PlanSubscriptionRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { kgOf, monthIndexOf, monthOfPlan, tenths } from './months';

/**
 * Brings an ACTIVE plan to `today` (a Hồ Chí Minh day): every month that began since it was last
 * looked at gives `kgPerMonth` kilograms, plus with rollover what the month before left unused,
 * at most one month's worth; past `endsOn` the plan is ENDED and what is left expires. The caller
 * holds the row's lock (`for update`): the weighing, the student's screen and the daily job all
 * come through here, so whichever comes first after midnight turns the month, once.
 */
export async function bringUpToDate(
  tx: Executor,
  subscription: PlanSubscriptionRow,
  today: string,
): Promise<PlanSubscriptionRow> {
  if (subscription.status !== 'ACTIVE' || !subscription.startsOn || !subscription.endsOn) return subscription;
  const plan = { startsOn: subscription.startsOn, endsOn: subscription.endsOn, months: subscription.months };
  if (today > plan.endsOn) {
    const [ended] = await tx
      .update(planSubscriptions)
      .set({ status: 'ENDED', kgLeft: 0 })
      .where(eq(planSubscriptions.id, subscription.id))
      .returning();
    return ended!;
  }
  const perMonth = tenths(subscription.kgPerMonth);
  let left = tenths(subscription.kgLeft);
  let index = monthIndexOf(plan, subscription.periodStartsOn ?? plan.startsOn);
  let month = monthOfPlan(plan, index);
  let turned = false;
  while (today > month.endsOn && index < plan.months - 1) {
    index++;
    month = monthOfPlan(plan, index);
    left = perMonth + (subscription.rollover ? Math.min(left, perMonth) : 0);
    turned = true;
  }
  if (!turned && month.endsOn === subscription.periodEndsOn) return subscription;
  const [updated] = await tx
    .update(planSubscriptions)
    .set({
      kgLeft: kgOf(left),
      periodStartsOn: month.startsOn,
      periodEndsOn: month.endsOn,
      // `skippedWeeks` counts this month's skip: a new month may skip again.
      ...(turned ? { skippedWeeks: 0 } : {}),
    })
    .where(eq(planSubscriptions.id, subscription.id))
    .returning();
  return updated!;
}
