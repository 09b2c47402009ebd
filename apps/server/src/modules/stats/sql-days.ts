/**
 * Ho Chi Minh City days (and a few other small pieces) in SQL, shared by every figure
 * (docs/decisions/010).
 *
 * A day is the fixed +7 h offset of `time.ts`, never `AT TIME ZONE 'Asia/Ho_Chi_Minh'`: PGlite
 * ships without a time-zone database, and the session time zone of a PostgreSQL server must
 * not change an answer. In SQL it is `hcm_day(timestamptz)` (migration 0011_figures_triggers), which files the
 * per-day figures. Ranges over base tables are filtered on UTC instants computed here, so a
 * plain index on the timestamp column serves them.
 */
import { addDays, daysBetween, hcmInstant, type StatsRange } from '@tsa/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** An instant as a typed SQL parameter (a bare parameter would reach the server untyped). */
export function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

/** A `YYYY-MM-DD` day as a typed SQL parameter. */
export function day(date: string): SQL {
  return sql`${date}::date`;
}

/** The instants bounding the days `from`..`to` (both included): `start` ≤ t < `end`. */
export interface Instants {
  start: Date;
  end: Date;
}

export function rangeInstants(range: StatsRange): Instants {
  return { start: hcmInstant(range.from), end: hcmInstant(addDays(range.to, 1)) };
}

/** `start` ≤ `timestamp` < `end`, written so an index on the column serves it. */
export function within(timestamp: AnyColumn | SQL, instants: Instants): SQL {
  return sql`(${timestamp} >= ${at(instants.start)} and ${timestamp} < ${at(instants.end)})`;
}

/** The days `from`..`to` (both included) of a `date` column, such as the figures tables' `day`. */
export function onDays(column: AnyColumn | SQL, range: StatsRange): SQL {
  return sql`(${column} >= ${day(range.from)} and ${column} <= ${day(range.to)})`;
}

/** The 1st of the month of `date`, or of the month `offset` months after (before, if negative) it. */
export function monthStart(date: string, offset = 0): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}

/** The Monday of the week of `date` (weeks run Monday to Sunday in Vietnam). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Every day of `range`, one row each (`day` as `date`), for a `FROM` clause: the days without
 * any order still get a row. Integer steps on a `date` keep the session time zone out of it.
 */
export function rangeDays(range: StatsRange): SQL {
  return sql`(select ${day(range.from)} + i as day from generate_series(0, ${daysBetween(range.from, range.to)}::int) as i)`;
}

/** `('A', 'B', …)` for `in`, one parameter per value. */
export function textList(values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}
