import type { MyPlan, PlanPaymentMethod } from '@tsa/shared';
import { addDays } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { planSubscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction } from '../../lib/outbox';
import { ensureWallet, lockWallet } from '../wallet';
import { activateFromWallet } from './activate';
import { presentSubscription } from './presenter';
import { findOpenSubscription, findPlan } from './repository';
import { planTransfer } from './transfer';
import { bringUpToDate } from './up-to-date';

/**
 * A student buys a plan (decision 042). The student's wallet row is locked first: it orders a
 * student's purchases, top-ups and cancellations one after the other, so two buys at the same
 * instant find each other and only one plan is open (ACTIVE or AWAITING_PAYMENT) at a time.
 */
export async function buyPlan(
  app: FastifyInstance,
  userId: string,
  planId: string,
  method: PlanPaymentMethod,
  today: string,
): Promise<MyPlan> {
  return transaction(app.database.db, app.realtime, async (tx) => {
    const plan = await findPlan(tx, planId);
    if (!plan) throw new AppError('plans/not-found');
    if (!plan.active) throw new AppError('plans/inactive');
    const wallet = await lockWallet(tx, userId);
    if (await findOpenSubscription(tx, userId)) throw new AppError('plans/already-active');
    const [awaiting] = await tx
      .insert(planSubscriptions)
      .values({
        userId,
        planId: plan.id,
        name: plan.name,
        kgPerMonth: plan.kgPerMonth,
        price: plan.price,
        months: plan.months,
        serviceIds: plan.serviceIds,
        rollover: plan.rollover,
        skipWeekAllowed: plan.skipWeekAllowed,
        status: 'AWAITING_PAYMENT',
      })
      .returning();
    // A transfer the wallet already covers has nothing left to transfer: it is bought at once.
    if (method === 'WALLET' || wallet.balance >= plan.price) {
      const active = await activateFromWallet(tx, awaiting!, today, userId);
      return { subscription: presentSubscription(active), transfer: null };
    }
    return { subscription: presentSubscription(awaiting!), transfer: await planTransfer(tx, awaiting!, wallet) };
  });
}

/** The student's plan brought to `today`, or the one awaiting its transfer with how to pay it. */
export async function myPlan(app: FastifyInstance, userId: string, today: string): Promise<MyPlan> {
  return transaction(app.database.db, app.realtime, async (tx) => {
    const open = await findOpenSubscription(tx, userId, true);
    if (!open) return { subscription: null, transfer: null };
    if (open.status === 'AWAITING_PAYMENT') {
      const wallet = await ensureWallet(tx, userId);
      return { subscription: presentSubscription(open), transfer: await planTransfer(tx, open, wallet) };
    }
    const current = await bringUpToDate(tx, open, today);
    return { subscription: current.status === 'ACTIVE' ? presentSubscription(current) : null, transfer: null };
  });
}

/** The student gives up a plan still waiting for its transfer; money already in the wallet stays there. */
export async function cancelAwaitingPlan(app: FastifyInstance, userId: string): Promise<void> {
  await transaction(app.database.db, app.realtime, async (tx) => {
    await lockWallet(tx, userId);
    const open = await findOpenSubscription(tx, userId, true);
    if (open?.status !== 'AWAITING_PAYMENT') throw new AppError('plans/not-awaiting');
    await tx.update(planSubscriptions).set({ status: 'CANCELLED' }).where(eq(planSubscriptions.id, open.id));
  });
}

/**
 * Skips a week, once a month, where the plan allows: the plan ends seven days later (its last
 * month is seven days longer). The ending notice, if already sent, is due again before the new end.
 */
export async function skipWeek(app: FastifyInstance, userId: string, today: string): Promise<MyPlan> {
  return transaction(app.database.db, app.realtime, async (tx) => {
    const open = await findOpenSubscription(tx, userId, true);
    if (open?.status !== 'ACTIVE') throw new AppError('plans/not-active');
    const current = await bringUpToDate(tx, open, today);
    if (current.status !== 'ACTIVE') throw new AppError('plans/not-active');
    if (!current.skipWeekAllowed) throw new AppError('plans/skip-not-allowed');
    if (current.skippedWeeks >= 1) throw new AppError('plans/skip-used');
    const endsOn = addDays(current.endsOn!, 7);
    const lastMonth = current.periodEndsOn === current.endsOn;
    const [skipped] = await tx
      .update(planSubscriptions)
      .set({
        endsOn,
        periodEndsOn: lastMonth ? endsOn : current.periodEndsOn,
        skippedWeeks: current.skippedWeeks + 1,
        endingNoticeSentAt: null,
      })
      .where(eq(planSubscriptions.id, current.id))
      .returning();
    return { subscription: presentSubscription(skipped!), transfer: null };
  });
}
