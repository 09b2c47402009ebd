/**
 * The admin dashboard's charts (`GET /stats/charts`): one SQL statement per chart (the orders per
 * day and the status mix share one), run side by side. Orders are found by their indexed instants
 * (created_at, completed_at) or pickup day.
 */
import { ORDER_STATUSES, type OrderStatus, type StatsCharts, type StatsRange, type StatusCounts } from '@tsa/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { day, hcmDay, rangeDays, rangeInstants, within } from './sql-days';

/** More rows than any chart can show; the busiest come first. */
export const BUSIEST_SLOTS_LIMIT = 200;

type StatusColumns = Record<OrderStatus, number>;

/** `<column(status)> as "STATUS"` for every status, in the contract's order. */
const eachStatus = (column: (status: OrderStatus) => SQL) =>
  sql.join(
    ORDER_STATUSES.map((status) => sql`${column(status)} as ${sql.identifier(status)}`),
    sql`, `,
  );

/**
 * The orders placed each day and, from the same reading of the range's orders, the status mix.
 * The orders are counted per day and status (one hash lookup per order), then those few hundred
 * counts are laid out per day and over the whole range at once (grouping sets; `day` is null).
 */
async function ordersByDayAndStatus(db: Db, range: StatsRange): Promise<Pick<StatsCharts, 'ordersPerDay' | 'statusMix'>> {
  const result = await db.execute<{ date: string | null; total: number } & StatusColumns>(sql`
    with per_day_status as (
      select ${hcmDay(sql`o.created_at`)} as day, o.status, count(*) as n
      from orders o
      where ${within(sql`o.created_at`, rangeInstants(range))}
      group by 1, 2
    ), counted as (
      select day, coalesce(sum(n), 0)::int as total,
        ${eachStatus((status) => sql`coalesce(sum(n) filter (where status = ${status}), 0)::int`)}
      from per_day_status
      group by grouping sets ((day), ())
    )
    -- Every day of the range, so that quiet days show as 0…
    select d.day::text as date, coalesce(c.total, 0) as total,
      ${eachStatus((status) => sql`coalesce(c.${sql.identifier(status)}, 0)`)}
    from ${rangeDays(range)} d
    left join counted c on c.day = d.day
    union all
    -- …then the whole range (always one row, zeros included).
    select null, c.total, ${eachStatus((status) => sql`c.${sql.identifier(status)}`)}
    from counted c
    where c.day is null
    order by date nulls last
  `);
  const days = result.rows.filter((row) => row.date !== null);
  const whole = result.rows.find((row) => row.date === null)!;
  return {
    ordersPerDay: days.map(({ date, total, ...byStatus }) => ({
      date: date!,
      total,
      byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, byStatus[status]])) as StatusCounts,
    })),
    statusMix: ORDER_STATUSES.map((status) => ({ status, count: whole[status] })),
  };
}

async function revenuePerService(db: Db, range: StatsRange): Promise<StatsCharts['revenuePerService']> {
  // Aggregated on the lines first; the service names (a handful of rows) are joined afterwards.
  // count(*) is the number of orders: a service appears once per order (unique index on the lines).
  const result = await db.execute<{ serviceId: string; serviceName: string; orders: number; revenue: string | number }>(sql`
    select r.service_id as "serviceId", s.name as "serviceName", r.orders, r.revenue
    from (
      select i.service_id, count(*)::int as orders, sum(coalesce(i.final_amount, i.amount))::bigint as revenue
      from orders o
      join order_items i on i.order_id = o.id
      where ${within(sql`o.completed_at`, rangeInstants(range))}
      group by i.service_id
    ) r
    join services s on s.id = r.service_id
    order by r.revenue desc, s.name
  `);
  // bigint: a year of one service can pass 2^31 ₫ (node-postgres hands it over as a string).
  return result.rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

async function busiestSlots(db: Db, range: StatsRange): Promise<StatsCharts['busiestSlots']> {
  const result = await db.execute<StatsCharts['busiestSlots'][number]>(sql`
    select o.dormitory, o.building, o.pickup_slot as slot, count(*)::int as orders
    from orders o
    where o.pickup_date >= ${day(range.from)} and o.pickup_date <= ${day(range.to)} and o.status <> 'CANCELLED'
    group by o.dormitory, o.building, o.pickup_slot
    order by orders desc, o.dormitory, o.building, o.pickup_slot
    limit ${BUSIEST_SLOTS_LIMIT}
  `);
  return result.rows.map(({ dormitory, building, slot, orders }) => ({ dormitory, building, slot, orders }));
}

export async function getCharts(db: Db, range: StatsRange): Promise<StatsCharts> {
  const [{ ordersPerDay, statusMix }, perService, slots] = await Promise.all([
    ordersByDayAndStatus(db, range),
    revenuePerService(db, range),
    busiestSlots(db, range),
  ]);
  return { ...range, ordersPerDay, revenuePerService: perService, statusMix, busiestSlots: slots };
}
