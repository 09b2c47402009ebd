/**
 * The operations/revenue report: one SQL statement per table, every figure aggregated in
 * PostgreSQL (docs/decisions/010) from the per-day figures the database keeps
 * (db/schema/figures.ts). JavaScript only renames columns to the contract's shape.
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
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  figuresOrdersDaily,
  figuresServicesDaily,
  figuresStaffDaily,
  figuresStudentDays,
  services,
  users,
} from '../../db/schema';
import { reportMoney } from './report-money';
import { day, onDays, rangeDays } from './sql-days';

/** The rows of a statement whose column aliases are the keys of `T`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** Every day of the range, zeros included: placed, completed, cancelled, revenue and its paid part. */
export async function reportDays(db: Db, range: StatsRange): Promise<ReportDayRow[]> {
  const f = figuresOrdersDaily;
  return rowsOf<ReportDayRow>(
    db,
    sql`
      with per_day as (
        select ${f.day} as day, sum(${f.created}) as created, sum(${f.completed}) as completed, sum(${f.cancelled}) as cancelled,
          sum(${f.revenue}) as revenue, sum(${f.paid}) as paid
        from ${f} where ${onDays(f.day, range)} group by ${f.day}
      )
      select to_char(days.day, 'YYYY-MM-DD') as "date",
        coalesce(per_day.created, 0)::int as "created",
        coalesce(per_day.completed, 0)::int as "completed",
        coalesce(per_day.cancelled, 0)::int as "cancelled",
        coalesce(per_day.revenue, 0)::float8 as "revenue",
        coalesce(per_day.paid, 0)::float8 as "paid"
      from ${rangeDays(range)} as days left join per_day on per_day.day = days.day
      order by days.day`,
  );
}

/** Per service, over the lines of the orders completed in the range; highest revenue first. */
export async function reportServices(db: Db, range: StatsRange): Promise<ReportServiceRow[]> {
  const f = figuresServicesDaily;
  return rowsOf<ReportServiceRow>(
    db,
    sql`
      select ${services.id}::text as "serviceId", ${services.name} as "serviceName", ${services.unitLabel} as "unitLabel",
        per_service.orders as "orders", per_service.quantity as "quantity", per_service.revenue as "revenue"
      from (
        select ${f.serviceId} as service_id, sum(${f.orders})::int as orders,
          sum(${f.quantity})::float8 as quantity, sum(${f.revenue})::float8 as revenue
        from ${f} where ${onDays(f.day, range)}
        group by ${f.serviceId}
        having sum(${f.orders}) > 0
      ) as per_service
        join ${services} on ${services.id} = per_service.service_id
      order by per_service.revenue desc, ${services.sortOrder}, ${services.name}`,
  );
}

/**
 * Per dormitory and building of the order's address; an order counts for each thing that
 * happened in the range. The students are those who placed an order there in the range (a
 * per-day count cannot be added up into that): one overlap test per student and address.
 */
export async function reportBuildings(db: Db, range: StatsRange): Promise<ReportBuildingRow[]> {
  const f = figuresOrdersDaily;
  return rowsOf<ReportBuildingRow>(
    db,
    sql`
      with per_building as (
        select ${f.dormitory} as dormitory, ${f.building} as building,
          sum(${f.created}) as created, sum(${f.completed}) as completed, sum(${f.cancelled}) as cancelled, sum(${f.revenue}) as revenue
        from ${f} where ${onDays(f.day, range)}
        group by ${f.dormitory}, ${f.building}
      ), students as (
        select ${figuresStudentDays.dormitory} as dormitory, ${figuresStudentDays.building} as building, count(*) as students
        from ${figuresStudentDays}
        where ${figuresStudentDays.days} && daterange(${day(range.from)}, ${day(range.to)}, '[]')
        group by ${figuresStudentDays.dormitory}, ${figuresStudentDays.building}
      )
      select per_building.dormitory as "dormitory", per_building.building as "building",
        per_building.created::int as "created",
        per_building.completed::int as "completed",
        per_building.cancelled::int as "cancelled",
        coalesce(students.students, 0)::int as "students",
        per_building.revenue::float8 as "revenue"
      from per_building
        left join students on students.dormitory = per_building.dormitory and students.building = per_building.building
      where per_building.created > 0 or per_building.completed > 0 or per_building.cancelled > 0
      order by per_building.dormitory, per_building.building`,
  );
}

interface StaffSqlRow extends Omit<ReportStaffRow, 'staffName'> {
  firstName: string;
  lastName: string;
}

/**
 * Every live staff member (zeros included), plus anyone else who finished a task in the range
 * (a staff member since deleted, an admin who stepped in), busiest first. The average
 * pickup-to-delivery time is over the drop-offs done whose order's pickup is known.
 */
export async function reportStaff(db: Db, range: StatsRange): Promise<ReportStaffRow[]> {
  const f = figuresStaffDaily;
  const rows = await rowsOf<StaffSqlRow>(
    db,
    sql`
      with finished as (
        select ${f.staffId} as staff_id, sum(${f.pickupsDone}) as pickups, sum(${f.dropoffsDone}) as dropoffs,
          sum(${f.failed}) as failed, sum(${f.dropoffSeconds}) as seconds, sum(${f.timedDropoffs}) as timed
        from ${f} where ${onDays(f.day, range)}
        group by ${f.staffId}
        having sum(${f.pickupsDone}) + sum(${f.dropoffsDone}) + sum(${f.failed}) > 0
      )
      select ${users.id}::text as "staffId", ${users.firstName} as "firstName", ${users.lastName} as "lastName",
        ${users.email} as "email",
        coalesce(finished.pickups, 0)::int as "pickupsDone",
        coalesce(finished.dropoffs, 0)::int as "dropoffsDone",
        coalesce(finished.pickups + finished.dropoffs, 0)::int as "tasksDone",
        coalesce(finished.failed, 0)::int as "tasksFailed",
        round(finished.seconds / nullif(finished.timed, 0) / 60)::int as "avgPickupToDeliveryMinutes"
      from ${users} left join finished on finished.staff_id = ${users.id}
      where (${users.role} = 'STAFF' and ${users.deletedAt} is null) or finished.staff_id is not null
      order by "tasksDone" desc, ${users.lastName} || ' ' || ${users.firstName}, ${users.email}`,
  );
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, staffName: personName({ firstName, lastName }) }));
}

const QUERIES: { [T in ReportTable]: (db: Db, range: StatsRange) => Promise<ReportRows[T][]> } = {
  days: reportDays,
  money: reportMoney,
  services: reportServices,
  buildings: reportBuildings,
  staff: reportStaff,
};

/** The rows of one report table over `range`. */
export function reportRows<T extends ReportTable>(db: Db, table: T, range: StatsRange): Promise<ReportRows[T][]> {
  return QUERIES[table](db, range);
}
