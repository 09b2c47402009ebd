import { addDays, daysBetween, formatViDate, hcmDateOf } from '@tsa/shared';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { planSubscriptions } from '../../db/schema';
import { notify } from '../../db/notify';
import { transaction } from '../../lib/outbox';
import { formatKg } from './activate';
import { STUDENT_PLANS_LINK } from './awaiting';
import { bringUpToDate } from './up-to-date';

/** Students hear this many days before their plan's last day. */
export const ENDING_NOTICE_DAYS = 3;

const endingText = (row: { name: string; endsOn: string; kgLeft: number; rollover: boolean }, today: string) => {
  const days = daysBetween(today, row.endsOn);
  const when = days === 0 ? 'hôm nay' : `sau ${days} ngày`;
  const left = row.kgLeft > 0 ? ` Bạn còn ${formatKg(row.kgLeft)} chưa dùng, hãy đặt giặt trước khi gói hết hạn.` : '';
  return `${row.name} kết thúc ${when}, hết ngày ${formatViDate(row.endsOn)}.${left} Mua gói mới để tiếp tục giặt theo gói.`;
};

/**
 * The plans' daily pass: every plan whose month turned or which ended is brought up to date
 * (a plan nobody looks at still ends), and students whose plan ends within
 * `ENDING_NOTICE_DAYS` are told, once (`endingNoticeSentAt`). One transaction per plan, each
 * row locked, so a weighing at the same moment waits for it or goes first.
 */
export async function runPlansDaily(app: FastifyInstance, today: string): Promise<{ updated: number; told: number }> {
  const db = app.database.db;
  const due = await db
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.status, 'ACTIVE'),
        or(lt(planSubscriptions.endsOn, today), lt(planSubscriptions.periodEndsOn, today)),
      ),
    );
  for (const { id } of due) {
    await transaction(db, app.realtime, async (tx) => {
      const [row] = await tx.select().from(planSubscriptions).where(eq(planSubscriptions.id, id)).for('update');
      if (row) await bringUpToDate(tx, row, today);
    });
  }

  const ending = await db
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.status, 'ACTIVE'),
        isNull(planSubscriptions.endingNoticeSentAt),
        lte(planSubscriptions.endsOn, addDays(today, ENDING_NOTICE_DAYS)),
      ),
    );
  let told = 0;
  for (const { id } of ending) {
    await transaction(db, app.realtime, async (tx, outbox) => {
      const [row] = await tx.select().from(planSubscriptions).where(eq(planSubscriptions.id, id)).for('update');
      if (!row || row.status !== 'ACTIVE' || row.endingNoticeSentAt || !row.endsOn) return;
      if (row.endsOn < today || row.endsOn > addDays(today, ENDING_NOTICE_DAYS)) return;
      await notify(tx, outbox, [
        {
          userId: row.userId,
          type: 'PLAN_ENDING',
          title: `${row.name} sắp kết thúc`,
          body: endingText({ ...row, endsOn: row.endsOn, kgLeft: Number(row.kgLeft) }, today),
          link: STUDENT_PLANS_LINK,
        },
      ]);
      await tx.update(planSubscriptions).set({ endingNoticeSentAt: new Date() }).where(eq(planSubscriptions.id, id));
      told++;
    });
  }
  return { updated: due.length, told };
}

/** Runs the daily pass five minutes after midnight in Hồ Chí Minh City, on one instance. */
export const plansJobPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    await app.jobs.work('plans-daily', async () => {
      const result = await runPlansDaily(app, hcmDateOf(new Date()));
      app.log.info(result, 'plans daily pass');
    });
    await app.jobs.schedule('plans-daily', '5 0 * * *');
  });
});
