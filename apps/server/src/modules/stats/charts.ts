/**
 * The admin dashboard's charts (`GET /stats/charts`): one SQL statement per chart, run side by
 * side. Orders are found by their indexed instants (created_at, completed_at) or pickup day.
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

async function ordersPerDay(db: Db, range: StatsRange): Promise<StatsCharts['ordersPerDay']> {
  // Counted per day first, then laid over every day of the range so that quiet days show as 0.
  const result = await db.execute<{ date: string; total: number } & StatusColumns>(sql`
    select d.day::text as date, coalesce(c.total, 0) as total,
      ${eachStatus((status) => sql`coalesce(c.${sql.identifier(status)}, 0)`)}
    from ${rangeDays(range)} d
    left join (
      select ${hcmDay(sql`o.created_at`)} as day, count(*)::int as total,
        ${eachStatus((status) => sql`count(*) filter (where o.status = ${status})::int`)}
      from orders o
      where ${within(sql`o.created_at`, rangeInstants(range))}
      group by 1
    ) c on c.day = d.day
    order by d.day
  `);
  return result.rows.map(({ date, total, ...byStatus }) => ({
    date,
    total,
    byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, byStatus[status]])) as StatusCounts,
  }));
}

async function statusMix(db: Db, range: StatsRange): Promise<StatsCharts['statusMix']> {
  const statuses = sql.join(
    ORDER_STATUSES.map((status, position) => sql`(${status}, ${position}::int)`),
    sql`, `,
  );
  const result = await db.execute<{ status: OrderStatus; count: number }>(sql`
    select s.status, count(o.id)::int as count
    from (values ${statuses}) as s(status, position)
    left join orders o on o.status = s.status and ${within(sql`o.created_at`, rangeInstants(range))}
    group by s.status, s.position
    order by s.position
  `);
  return result.rows.map((row) => ({ status: row.status, count: row.count }));
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
  const [perDay, mix, perService, slots] = await Promise.all([
    ordersPerDay(db, range),
    statusMix(db, range),
    revenuePerService(db, range),
    busiestSlots(db, range),
  ]);
  return { ...range, ordersPerDay: perDay, revenuePerService: perService, statusMix: mix, busiestSlots: slots };
}
