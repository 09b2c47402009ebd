/**
 * The operations/revenue report: one SQL statement per table, every figure aggregated in
 * PostgreSQL (docs/decisions/010). JavaScript only renames columns to the contract's shape.
 *
 * Sums of money come back as float8 (exact for integers below 2^53): a year of revenue may
 * pass the 2^31 of an `int`, and node-postgres would hand a `bigint`/`numeric` back as a string.
 */
import {
  personName,
  type ReportBuildingRow,
  type ReportDayRow,
  type ReportRows,
  type ReportServiceRow,
  type ReportStaffRow,
  type ReportTable,
  type StatsRange,
} from '@tsa/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries, orderItems, orders, services, users } from '../../db/schema';
import { hcmDay, rangeDays, rangeInstants, within } from './sql-days';

/** The rows of a statement whose column aliases are the keys of `T`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** The value of an order: its final total once weighed, else the estimate. */
const orderValue = sql`coalesce(${orders.finalTotal}, ${orders.estimatedTotal})`;

/** Every day of the range, zeros included: placed, completed, cancelled, revenue and its paid part. */
export async function reportDays(db: Db, range: StatsRange): Promise<ReportDayRow[]> {
  const instants = rangeInstants(range);
  const counted = (timestamp: AnyColumn) =>
    sql`select ${hcmDay(timestamp)} as day, count(*) as n from ${orders} where ${within(timestamp, instants)} group by 1`;
  return rowsOf<ReportDayRow>(
    db,
    sql`
      with created as (${counted(orders.createdAt)}),
        cancelled as (${counted(orders.cancelledAt)}),
        completed as (
          select ${hcmDay(orders.completedAt)} as day, count(*) as n, sum(${orderValue}) as revenue,
            sum(${orderValue}) filter (where ${orders.paymentStatus} = 'PAID') as paid
          from ${orders} where ${within(orders.completedAt, instants)} group by 1
        )
      select to_char(days.day, 'YYYY-MM-DD') as "date",
        coalesce(created.n, 0)::int as "created",
        coalesce(completed.n, 0)::int as "completed",
        coalesce(cancelled.n, 0)::int as "cancelled",
        coalesce(completed.revenue, 0)::float8 as "revenue",
        coalesce(completed.paid, 0)::float8 as "paid"
      from ${rangeDays(range)} as days
        left join created on created.day = days.day
        left join completed on completed.day = days.day
        left join cancelled on cancelled.day = days.day
      order by days.day`,
  );
}

/**
 * Per service, over the orders completed in the range; highest revenue first. One line per
 * order and service (unique index), so counting lines counts orders without a sort. The lines
 * are aggregated first; the service names (a handful of rows) are joined afterwards.
 */
export async function reportServices(db: Db, range: StatsRange): Promise<ReportServiceRow[]> {
  return rowsOf<ReportServiceRow>(
    db,
    sql`
      select ${services.id}::text as "serviceId", ${services.name} as "serviceName", ${services.unitLabel} as "unitLabel",
        per_service.orders as "orders", per_service.quantity as "quantity", per_service.revenue as "revenue"
      from (
        select ${orderItems.serviceId} as service_id, count(*)::int as orders,
          sum(coalesce(${orderItems.finalQuantity}, ${orderItems.quantity}))::float8 as quantity,
          sum(coalesce(${orderItems.finalAmount}, ${orderItems.amount}))::float8 as revenue
        from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
        where ${within(orders.completedAt, rangeInstants(range))}
        group by ${orderItems.serviceId}
      ) as per_service
        join ${services} on ${services.id} = per_service.service_id
      order by per_service.revenue desc, ${services.sortOrder}, ${services.name}`,
  );
}

/**
 * Per dormitory and building of the order's address; an order counts for each thing that
 * happened in the range. Counted per student of each building first, so the students are the
 * rows with an order placed, without a sorting count(distinct).
 */
export async function reportBuildings(db: Db, range: StatsRange): Promise<ReportBuildingRow[]> {
  const instants = rangeInstants(range);
  const created = within(orders.createdAt, instants);
  const completed = within(orders.completedAt, instants);
  const cancelled = within(orders.cancelledAt, instants);
  return rowsOf<ReportBuildingRow>(
    db,
    sql`
      with per_student as (
        select ${orders.dormitory} as dormitory, ${orders.building} as building,
          count(*) filter (where ${created}) as created,
          count(*) filter (where ${completed}) as completed,
          count(*) filter (where ${cancelled}) as cancelled,
          sum(${orderValue}) filter (where ${completed}) as revenue
        from ${orders}
        where ${created} or ${completed} or ${cancelled}
        group by ${orders.dormitory}, ${orders.building}, ${orders.studentId}
      )
      select dormitory as "dormitory", building as "building",
        sum(created)::int as "created",
        sum(completed)::int as "completed",
        sum(cancelled)::int as "cancelled",
        (count(*) filter (where created > 0))::int as "students",
        coalesce(sum(revenue), 0)::float8 as "revenue"
      from per_student
      group by dormitory, building
      order by dormitory, building`,
  );
}

interface StaffSqlRow extends Omit<ReportStaffRow, 'staffName'> {
  firstName: string;
  lastName: string;
}

/**
 * Every live staff member (zeros included), plus anyone else who finished a task in the range
 * (a staff member since deleted, an admin who stepped in), busiest first.
 */
export async function reportStaff(db: Db, range: StatsRange): Promise<ReportStaffRow[]> {
  const done = sql`${deliveries.status} = 'DONE'`;
  const rows = await rowsOf<StaffSqlRow>(
    db,
    sql`
      with finished as (
        select ${deliveries.staffId} as staff_id,
          count(*) filter (where ${done} and ${deliveries.type} = 'PICKUP') as pickups,
          count(*) filter (where ${done} and ${deliveries.type} = 'DROPOFF') as dropoffs,
          count(*) filter (where ${done}) as done,
          count(*) filter (where ${deliveries.status} = 'FAILED') as failed,
          round(avg(extract(epoch from ${orders.completedAt} - ${orders.pickedUpAt}) / 60)
            filter (where ${done} and ${deliveries.type} = 'DROPOFF')) as avg_minutes
        from ${deliveries} join ${orders} on ${orders.id} = ${deliveries.orderId}
        where ${deliveries.status} in ('DONE', 'FAILED') and ${within(deliveries.finishedAt, rangeInstants(range))}
        group by ${deliveries.staffId}
      )
      select ${users.id}::text as "staffId", ${users.firstName} as "firstName", ${users.lastName} as "lastName",
        ${users.email} as "email",
        coalesce(finished.pickups, 0)::int as "pickupsDone",
        coalesce(finished.dropoffs, 0)::int as "dropoffsDone",
        coalesce(finished.done, 0)::int as "tasksDone",
        coalesce(finished.failed, 0)::int as "tasksFailed",
        finished.avg_minutes::int as "avgPickupToDeliveryMinutes"
      from ${users} left join finished on finished.staff_id = ${users.id}
      where (${users.role} = 'STAFF' and ${users.deletedAt} is null) or finished.staff_id is not null
      order by "tasksDone" desc, ${users.lastName} || ' ' || ${users.firstName}, ${users.email}`,
  );
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, staffName: personName({ firstName, lastName }) }));
}

const QUERIES: { [T in ReportTable]: (db: Db, range: StatsRange) => Promise<ReportRows[T][]> } = {
  days: reportDays,
  services: reportServices,
  buildings: reportBuildings,
  staff: reportStaff,
};

/** The rows of one report table over `range`. */
export function reportRows<T extends ReportTable>(db: Db, table: T, range: StatsRange): Promise<ReportRows[T][]> {
  return QUERIES[table](db, range);
}
