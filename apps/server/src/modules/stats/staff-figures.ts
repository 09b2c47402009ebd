/**
 * A staff member's own figures (`GET /stats/me`), for today and for this week (Monday to
 * Sunday, HCM). One SQL statement: one row per period, counted over that person's tasks
 * and status changes of the week; `ordersHandled` is the number of distinct orders whose status
 * they moved (a pickup, a wash, a drop-off…), each order once however many steps it took.
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
  // Today lies inside the week: my tasks and status changes of the week are read once, then
  // counted per period.
  const week = rangeInstants(periods.week);
  const finishedIn = sql`d.finished_at >= p.start_at and d.finished_at < p.end_at`;
  const scheduledIn = sql`d.scheduled_date between p.from_day and p.to_day`;

  const result = await db.execute<PeriodRow>(sql`
    with mine as materialized (
      select d.type, d.status, d.scheduled_date, d.started_at, d.finished_at
      from deliveries d
      where d.staff_id = ${staffId}::uuid
        and (d.scheduled_date between ${day(periods.week.from)} and ${day(periods.week.to)}
             or (d.finished_at >= ${at(week.start)} and d.finished_at < ${at(week.end)}))
    ), handled as materialized (
      -- Real steps only: a payment row or a note keeps the status and handles nothing.
      select oh.order_id, oh.at from order_history oh
      where oh.by_id = ${staffId}::uuid and oh.at >= ${at(week.start)} and oh.at < ${at(week.end)}
        and oh.kind = 'STATUS' and oh.from_status is distinct from oh.to_status
    )
    select p.period, p.from_day::text as "from", p.to_day::text as "to",
      count(*) filter (where ${scheduledIn})::int as "tasksAssigned",
      count(*) filter (where d.status = 'DONE' and d.type = 'PICKUP' and ${finishedIn})::int as "pickupsDone",
      count(*) filter (where d.status = 'DONE' and d.type = 'DROPOFF' and ${finishedIn})::int as "dropoffsDone",
      count(*) filter (where d.status = 'FAILED' and ${finishedIn})::int as "tasksFailed",
      count(*) filter (where d.status in ('ASSIGNED', 'IN_PROGRESS') and ${scheduledIn})::int as "tasksOpen",
      round(avg(extract(epoch from d.finished_at - d.started_at) / 60)
        filter (where d.status = 'DONE' and ${finishedIn}))::int as "avgTaskMinutes",
      -- Orders, not steps: an order I took through five steps counts once.
      (select count(distinct h.order_id)::int from handled h where h.at >= p.start_at and h.at < p.end_at)
        as "ordersHandled"
    from (values ${values}) as p(period, from_day, to_day, start_at, end_at)
    left join mine d on true
    group by p.period, p.from_day, p.to_day, p.start_at, p.end_at
  `);
  const byPeriod = Object.fromEntries(result.rows.map(({ period, ...figures }) => [period, figures])) as StaffFigures;
  return { today: byPeriod.today, week: byPeriod.week };
}
