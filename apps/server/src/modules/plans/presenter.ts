import { addDays, type Plan, type PlanSubscription } from '@tsa/shared';
import type { PlanRow, PlanSubscriptionRow } from '../../db/schema';

/** What one kilogram costs if every kilogram of every month is used. */
export const pricePerKg = (plan: Pick<PlanRow, 'price' | 'kgPerMonth' | 'months'>): number =>
  Math.round(plan.price / (plan.kgPerMonth * plan.months));

export function presentPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kgPerMonth: Number(row.kgPerMonth),
    price: row.price,
    months: row.months,
    serviceIds: row.serviceIds,
    rollover: row.rollover,
    skipWeekAllowed: row.skipWeekAllowed,
    active: row.active,
    pricePerKg: pricePerKg(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSubscription(row: PlanSubscriptionRow): PlanSubscription {
  const lastMonth = !row.periodEndsOn || !row.endsOn || row.periodEndsOn >= row.endsOn;
  return {
    id: row.id,
    planId: row.planId,
    name: row.name,
    status: row.status,
    kgPerMonth: Number(row.kgPerMonth),
    price: row.price,
    months: row.months,
    serviceIds: row.serviceIds,
    rollover: row.rollover,
    skipWeekAllowed: row.skipWeekAllowed,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    periodStartsOn: row.periodStartsOn,
    periodEndsOn: row.periodEndsOn,
    renewsOn: lastMonth ? null : addDays(row.periodEndsOn!, 1),
    kgLeft: Number(row.kgLeft),
    kgUsed: Number(row.kgUsed),
    skippedWeeks: row.skippedWeeks,
    canSkipWeek: row.status === 'ACTIVE' && row.skipWeekAllowed && row.skippedWeeks < 1,
    createdAt: row.createdAt.toISOString(),
  };
}
