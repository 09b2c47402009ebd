/**
 * The admin dashboard's charts (`GET /stats/charts`): one SQL statement per chart (the orders per
 * day and the status mix share one), run side by side, each summing the per-day figures the
 * database keeps (db/schema/figures.ts), a few rows per day whatever the number of orders.
 */
import { ORDER_STATUSES, type OrderStatus, type StatsCharts, type StatsRange, type StatusCounts } from '@tsa/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { figuresOrdersDaily, figuresPickupsDaily, figuresServicesDaily, services } from '../../db/schema';
import { onDays, rangeDays } from './sql-days';

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
 * The orders placed each day and, from the same reading, the status mix (of the orders placed in
 * the range, by their status now): the per-day counts are laid out per day and over the whole
 * range at once (grouping sets; `day` is null).
 */
async function ordersByDayAndStatus(
  db: Db,
  range: StatsRange,
): Promise<Pick<StatsCharts, 'ordersPerDay' | 'statusMix'>> {
  const result = await db.execute<{ date: string | null; total: number } & StatusColumns>(sql`
    with per_day_status as (
      select ${figuresOrdersDaily.day} as day, ${figuresOrdersDaily.status} as status, sum(${figuresOrdersDaily.created}) as n
      from ${figuresOrdersDaily}
      where ${onDays(figuresOrdersDaily.day, range)}
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
  const f = figuresServicesDaily;
  const result = await db.execute<{
    serviceId: string;
    serviceName: string;
    orders: number;
    revenue: string | number;
  }>(sql`
    select r.service_id as "serviceId", ${services.name} as "serviceName", r.orders, r.revenue
    from (
      select ${f.serviceId} as service_id, sum(${f.orders})::int as orders, sum(${f.revenue})::bigint as revenue
      from ${f}
      where ${onDays(f.day, range)}
      group by ${f.serviceId}
      having sum(${f.orders}) > 0
    ) r
    join ${services} on ${services.id} = r.service_id
    order by r.revenue desc, ${services.name}
  `);
  // bigint: a year of one service can pass 2^31 ₫ (node-postgres hands it over as a string).
  return result.rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

/** The booked pickup windows with the most orders not cancelled, per dormitory and building. */
async function busiestSlots(db: Db, range: StatsRange): Promise<StatsCharts['busiestSlots']> {
  const f = figuresPickupsDaily;
  const result = await db.execute<StatsCharts['busiestSlots'][number]>(sql`
    select ${f.dormitory} as dormitory, ${f.building} as building, ${f.slot} as slot, sum(${f.orders})::int as orders
    from ${f}
    where ${onDays(f.day, range)}
    group by ${f.dormitory}, ${f.building}, ${f.slot}
    having sum(${f.orders}) > 0
    order by orders desc, ${f.dormitory}, ${f.building}, ${f.slot}
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
