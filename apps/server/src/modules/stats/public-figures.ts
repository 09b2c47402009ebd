/**
 * The landing page's figures (`GET /stats/public`): one SQL statement over completed orders.
 * Below PUBLIC_FIGURES_MIN_ORDERS they would only say the service is new, so none is shown.
 */
import { PUBLIC_FIGURES_MIN_ORDERS, type PublicFigures } from '@tsa/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at } from './sql-days';

/** The turnaround is an average over recent orders: how the service runs now, not in its first weeks. */
export const TURNAROUND_WINDOW_DAYS = 90;

type PublicRow = { orders_completed: number; students_served: number; turnaround_hours: number | null };

export async function getPublicFigures(db: Db, now: Date): Promise<PublicFigures> {
  const since = new Date(now.getTime() - TURNAROUND_WINDOW_DAYS * 86_400_000);
  const recent = sql`o.completed_at >= ${at(since)}`;
  // Per student first, then the students are the rows: no sorting count(distinct). The average
  // is the total time over the number of orders timed (as avg() would, skipping those never
  // picked up); intervals add up exactly and much faster than the numeric seconds.
  const result = await db.execute<PublicRow>(sql`
    with per_student as (
      select count(*) as orders,
        sum(o.completed_at - o.picked_up_at) filter (where ${recent}) as turnaround,
        count(o.picked_up_at) filter (where ${recent}) as timed
      from orders o
      where o.status = 'COMPLETED'
      group by o.student_id
    )
    select coalesce(sum(orders), 0)::int as orders_completed,
      count(*)::int as students_served,
      round((extract(epoch from sum(turnaround)) / nullif(sum(timed), 0) / 3600)::numeric, 1)::float8 as turnaround_hours
    from per_student
  `);
  const row = result.rows[0]!;
  if (row.orders_completed < PUBLIC_FIGURES_MIN_ORDERS) {
    return { ordersCompleted: null, studentsServed: null, averageTurnaroundHours: null };
  }
  return {
    ordersCompleted: row.orders_completed,
    studentsServed: row.students_served,
    averageTurnaroundHours: row.turnaround_hours,
  };
}
