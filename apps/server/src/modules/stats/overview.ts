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
  wallet_liability: string | number;
  plan_liability_kg: string | number;
  plan_liability: string | number;
  voucher_cost: string | number;
  referral_cost: string | number;
};

/**
 * The plan kilograms sold and not used yet: this month's left, and every month still to come in
 * full (a month not reached is not granted yet). Valued at the plan's own price per kilogram.
 */
const PLANS_OWED = sql.raw(`(
  select s.kg_left + s.kg_per_month * greatest(0, s.months - 1 - (
      (extract(year from s.period_starts_on)::int - extract(year from s.starts_on)::int) * 12
      + extract(month from s.period_starts_on)::int - extract(month from s.starts_on)::int)) as kg,
    s.price::numeric / (s.kg_per_month * s.months) as per_kg
  from plan_subscriptions s where s.status = 'ACTIVE')`);

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
      (select count(*)::int from reports r where r.status in ${textList(OPEN_REPORT_STATUSES)}) as open_reports,
      (select coalesce(sum(w.balance), 0)::bigint from wallets w) as wallet_liability,
      (select coalesce(sum(p.kg), 0)::float8 from ${PLANS_OWED} p) as plan_liability_kg,
      (select coalesce(round(sum(p.kg * p.per_kg)), 0)::bigint from ${PLANS_OWED} p) as plan_liability,
      (select coalesce(sum(o.discount_amount), 0)::bigint from orders o
        where o.discount_kind = 'VOUCHER' and o.status = 'COMPLETED' and ${within(sql`o.completed_at`, { start: thisMonth, end: nextMonth })}) as voucher_cost,
      (select coalesce(sum(o.discount_amount), 0)::bigint from orders o
        where o.discount_kind = 'REFERRAL' and o.status = 'COMPLETED' and ${within(sql`o.completed_at`, { start: thisMonth, end: nextMonth })})
        + (select coalesce(sum(e.amount), 0)::bigint from wallet_entries e
        where e.kind = 'REFERRAL_REWARD' and ${within(sql`e.created_at`, { start: thisMonth, end: nextMonth })}) as referral_cost
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
    walletLiability: Number(row.wallet_liability),
    planLiabilityKg: Math.round(Number(row.plan_liability_kg) * 10) / 10,
    planLiability: Number(row.plan_liability),
    voucherCostThisMonth: Number(row.voucher_cost),
    referralCostThisMonth: Number(row.referral_cost),
  };
}
