import type { CreatePlanInput, UpdatePlanInput } from '@tsa/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plans, type PlanRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { findPlan, kgServiceIds } from './repository';

interface Actor {
  id: string;
  origin: RequestOrigin;
}

/** A plan covers kilograms, so only KG services of the catalogue. */
async function assertKgServices(db: Executor, ids: readonly string[]): Promise<void> {
  const found = await kgServiceIds(db, ids);
  const wrong = ids.filter((id) => !found.has(id));
  if (wrong.length)
    throw new AppError('plans/invalid-services', {
      fields: { serviceIds: 'Chọn dịch vụ tính theo kg có trong bảng giá' },
    });
}

export async function createPlan(app: FastifyInstance, actor: Actor, input: CreatePlanInput): Promise<PlanRow> {
  return app.database.db.transaction(async (tx) => {
    await assertKgServices(tx, input.serviceIds);
    const [row] = await tx.insert(plans).values(input).returning();
    await recordAuditEvent(tx, {
      action: 'plan.created',
      actorId: actor.id,
      targetType: 'plan',
      targetId: row!.id,
      origin: actor.origin,
      details: { name: row!.name, price: row!.price, kgPerMonth: row!.kgPerMonth, months: row!.months },
    });
    return row!;
  });
}

/** Changes a plan's terms for future purchases; plans already bought keep theirs (snapshot). */
export async function editPlan(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  input: UpdatePlanInput,
): Promise<PlanRow> {
  return app.database.db.transaction(async (tx) => {
    const before = await findPlan(tx, id);
    if (!before) throw new AppError('plans/not-found');
    if (input.serviceIds) await assertKgServices(tx, input.serviceIds);
    const [row] = await tx
      .update(plans)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(plans.id, id))
      .returning();
    const changed = Object.fromEntries(
      Object.entries(input).filter(
        ([key, value]) => JSON.stringify(before[key as keyof PlanRow]) !== JSON.stringify(value),
      ),
    );
    await recordAuditEvent(tx, {
      action: 'plan.updated',
      actorId: actor.id,
      targetType: 'plan',
      targetId: id,
      origin: actor.origin,
      details: { name: row!.name, changed },
    });
    return row!;
  });
}
