import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { planSubscriptions, plans, services, type PlanRow, type PlanSubscriptionRow } from '../../db/schema';
import { isUuid, type Executor } from '../../db/executor';

export async function listPlans(db: Executor, includeInactive: boolean): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(includeInactive ? undefined : eq(plans.active, true))
    .orderBy(desc(plans.active), plans.price, plans.name);
}

export async function findPlan(db: Executor, id: string): Promise<PlanRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** The ids among `ids` that are KG services of the catalogue (active or not: a plan may outlive a price). */
export async function kgServiceIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Set();
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, valid), eq(services.unit, 'KG')));
  return new Set(rows.map((row) => row.id));
}

/** The student's plan that runs or waits for its money, locked when `lock`. */
export async function findOpenSubscription(
  db: Executor,
  userId: string,
  lock = false,
): Promise<PlanSubscriptionRow | undefined> {
  const query = db
    .select()
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.userId, userId),
        or(eq(planSubscriptions.status, 'ACTIVE'), eq(planSubscriptions.status, 'AWAITING_PAYMENT')),
      ),
    )
    .orderBy(desc(planSubscriptions.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
