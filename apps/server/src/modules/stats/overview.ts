/**
 * The admin dashboard's KPI cards (`GET /stats/overview`): one SQL statement of scalar
 * sub-queries, each served by its own index (created_at, status, completed_at, reports' status).
 */
import {
  ACTIVE_ORDER_STATUSES,
  hcmDateOf,
  hcmInstant,
  PICKUP_SLOT_END_HOURS,
  PICKUP_SLOTS,
  RETURN_PROMISE_HOURS,
  type OrderStatus,
  type StatsOverview,
} from '@tsa/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, monthStart, rangeInstants, textList, within } from './sql-days';

/** Not picked up yet: late once the pickup window has closed. */
const AWAITING_PICKUP: readonly OrderStatus[] = ['PENDING', 'CONFIRMED'];
/** Picked up, not delivered yet: late RETURN_PROMISE_HOURS after the pickup window closed. */
const AWAITING_RETURN = ACTIVE_ORDER_STATUSES.filter((status) => !AWAITING_PICKUP.includes(status));
const OPEN_REPORT_STATUSES = ['OPEN', 'IN_REVIEW'] as const;

/** The instant (`timestamptz`) an order's pickup window closes, read as HCM wall-clock time. */
const pickupWindowEnd: SQL = sql`((o.pickup_date + make_interval(hours => case o.pickup_slot ${sql.join(
  PICKUP_SLOTS.map((slot) => sql`when ${slot} then ${PICKUP_SLOT_END_HOURS[slot]}::int`),
  sql` `,
)} end)) - interval '7 hours') AT TIME ZONE 'UTC'`;

/** The month boundaries of the revenue cards, as instants. */
export function revenuePeriods(now: Date) {
  const today = hcmDateOf(now);
  const thisMonth = hcmInstant(monthStart(today));
  const lastMonth = hcmInstant(monthStart(today, -1));
  // The same time elapsed since the 1st, but never past the end of last month (31 March → 28 February).
  const lastMonthToDate = new Date(
    Math.min(lastMonth.getTime() + (now.getTime() - thisMonth.getTime()), thisMonth.getTime()),
  );
  return { today, thisMonth, lastMonth, lastMonthToDate, nextMonth: hcmInstant(monthStart(today, 1)) };
}

type OverviewRow = {
  orders_today: number;
  in_progress: number;
  pending: number;
  late: number;
  revenue_this_month: string | number;
  revenue_last_month: string | number;
  revenue_last_month_to_date: string | number;
  active_students: number;
  open_reports: number;
};

export async function getOverview(db: Db, now: Date): Promise<StatsOverview> {
  const { today, thisMonth, lastMonth, lastMonthToDate, nextMonth } = revenuePeriods(now);
  const revenue = (start: Date, end: Date) => sql`(
    select coalesce(sum(coalesce(o.final_total, o.estimated_total)), 0)::bigint from orders o
    where ${within(sql`o.completed_at`, { start, end })})`;

  const result = await db.execute<OverviewRow>(sql`
    select
      (select count(*)::int from orders o where ${within(sql`o.created_at`, rangeInstants({ from: today, to: today }))}) as orders_today,
      (select count(*)::int from orders o where o.status in ${textList(ACTIVE_ORDER_STATUSES)}) as in_progress,
      (select count(*)::int from orders o where o.status = 'PENDING') as pending,
      (select count(*)::int from orders o
        where (o.status in ${textList(AWAITING_PICKUP)} and ${pickupWindowEnd} < ${at(now)})
           or (o.status in ${textList(AWAITING_RETURN)}
               and ${pickupWindowEnd} + make_interval(hours => ${RETURN_PROMISE_HOURS}::int) < ${at(now)})) as late,
      ${revenue(thisMonth, now)} as revenue_this_month,
      ${revenue(lastMonth, thisMonth)} as revenue_last_month,
      ${revenue(lastMonth, lastMonthToDate)} as revenue_last_month_to_date,
      (select count(distinct o.student_id)::int from orders o
        where ${within(sql`o.created_at`, { start: thisMonth, end: nextMonth })}) as active_students,
      (select count(*)::int from reports r where r.status in ${textList(OPEN_REPORT_STATUSES)}) as open_reports
  `);
  const row = result.rows[0]!;
  return {
    today,
    ordersToday: row.orders_today,
    inProgress: row.in_progress,
    pending: row.pending,
    late: row.late,
    // A month's revenue can pass 2^31 ₫, so it comes back as bigint (a string from node-postgres).
    revenueThisMonth: Number(row.revenue_this_month),
    revenueLastMonth: Number(row.revenue_last_month),
    revenueLastMonthToDate: Number(row.revenue_last_month_to_date),
    activeStudentsThisMonth: row.active_students,
    openReports: row.open_reports,
  };
}
