/**
 * A staff member's own figures (`GET /stats/me`), for today and for this week (Monday to
 * Sunday, HCM). One SQL statement: one row per period, each aggregated over that person's
 * tasks (index on staff_id) and status changes.
 */
import { addDays, hcmDateOf, type StaffFigures, type StaffPeriodFigures, type StatsRange } from '@tsa/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, day, rangeInstants, weekStart } from './sql-days';

type PeriodRow = StaffPeriodFigures & { period: keyof StaffFigures };

/** Today and the current week of `now`, HCM days. */
export function staffPeriods(now: Date): Record<keyof StaffFigures, StatsRange> {
  const today = hcmDateOf(now);
  const monday = weekStart(today);
  return { today: { from: today, to: today }, week: { from: monday, to: addDays(monday, 6) } };
}

export async function getStaffFigures(db: Db, staffId: string, now: Date): Promise<StaffFigures> {
  const periods = staffPeriods(now);
  const values = sql.join(
    (Object.keys(periods) as (keyof StaffFigures)[]).map((name) => {
      const range = periods[name];
      const { start, end } = rangeInstants(range);
      return sql`(${name}, ${day(range.from)}, ${day(range.to)}, ${at(start)}, ${at(end)})`;
    }),
    sql`, `,
  );
  const finishedIn = sql`d.finished_at >= p.start_at and d.finished_at < p.end_at`;
  const scheduledIn = sql`d.scheduled_date between p.from_day and p.to_day`;

  const result = await db.execute<PeriodRow>(sql`
    select p.period, p.from_day::text as "from", p.to_day::text as "to",
      t.tasks_assigned as "tasksAssigned", t.pickups_done as "pickupsDone", t.dropoffs_done as "dropoffsDone",
      t.tasks_failed as "tasksFailed", t.tasks_open as "tasksOpen", t.avg_task_minutes as "avgTaskMinutes",
      h.orders_handled as "ordersHandled"
    from (values ${values}) as p(period, from_day, to_day, start_at, end_at)
    cross join lateral (
      select
        count(*) filter (where ${scheduledIn})::int as tasks_assigned,
        count(*) filter (where d.status = 'DONE' and d.type = 'PICKUP' and ${finishedIn})::int as pickups_done,
        count(*) filter (where d.status = 'DONE' and d.type = 'DROPOFF' and ${finishedIn})::int as dropoffs_done,
        count(*) filter (where d.status = 'FAILED' and ${finishedIn})::int as tasks_failed,
        count(*) filter (where d.status in ('ASSIGNED', 'IN_PROGRESS') and ${scheduledIn})::int as tasks_open,
        round(avg(extract(epoch from d.finished_at - d.started_at) / 60)
          filter (where d.status = 'DONE' and ${finishedIn}))::int as avg_task_minutes
      from deliveries d
      where d.staff_id = ${staffId}::uuid and (${scheduledIn} or (${finishedIn}))
    ) t
    cross join lateral (
      select count(*)::int as orders_handled
      from order_history oh
      where oh.by_id = ${staffId}::uuid and oh.at >= p.start_at and oh.at < p.end_at
    ) h
  `);
  const byPeriod = Object.fromEntries(result.rows.map(({ period, ...figures }) => [period, figures])) as StaffFigures;
  return { today: byPeriod.today, week: byPeriod.week };
}
