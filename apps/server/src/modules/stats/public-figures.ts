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
  const result = await db.execute<PublicRow>(sql`
    select count(*)::int as orders_completed,
      count(distinct o.student_id)::int as students_served,
      round((avg(extract(epoch from o.completed_at - o.picked_up_at))
        filter (where o.completed_at >= ${at(since)}) / 3600)::numeric, 1)::float8 as turnaround_hours
    from orders o
    where o.status = 'COMPLETED'
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
