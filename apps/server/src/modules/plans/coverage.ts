import { hcmDateOf } from '@tsa/shared';
import { and, eq, sql } from 'drizzle-orm';
import { planSubscriptions, type OrderRow, type PlanSubscriptionRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { bringUpToDate } from './up-to-date';

/**
 * The student's plan that a weighing may draw on, locked for the caller's transaction: active,
 * its current month brought up to date. Null without one.
 */
export async function planForBilling(
  tx: Executor,
  userId: string,
  today: string = hcmDateOf(new Date()),
): Promise<PlanSubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.userId, userId), eq(planSubscriptions.status, 'ACTIVE')))
    .limit(1)
    .for('update');
  if (!row) return null;
  const current = await bringUpToDate(tx, row, today);
  return current.status === 'ACTIVE' ? current : null;
}

/** Takes the weighed kilograms off the plan's month (the check keeps it at zero or more). */
export async function usePlanKg(tx: Executor, subscriptionId: string, kg: number): Promise<void> {
  if (kg <= 0) return;
  await tx
    .update(planSubscriptions)
    .set({
      kgLeft: sql`${planSubscriptions.kgLeft} - ${kg}`,
      kgUsed: sql`${planSubscriptions.kgUsed} + ${kg}`,
    })
    .where(eq(planSubscriptions.id, subscriptionId));
}

/** A cancelled order gives its kilograms back to the plan, if the plan still runs. */
export async function returnPlanKg(tx: Executor, order: OrderRow): Promise<void> {
  const kg = Number(order.planKg);
  if (!order.planSubscriptionId || kg <= 0) return;
  await tx
    .update(planSubscriptions)
    .set({
      kgLeft: sql`${planSubscriptions.kgLeft} + ${kg}`,
      kgUsed: sql`${planSubscriptions.kgUsed} - ${kg}`,
    })
    .where(and(eq(planSubscriptions.id, order.planSubscriptionId), eq(planSubscriptions.status, 'ACTIVE')));
}
