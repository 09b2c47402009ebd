import { personName, type OrderRating, type RatingSummary } from '@tsa/shared';
import type { Executor } from '../../db/executor';
import type { OrderRatingRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { findVisibleOrder } from '../order-records';
import {
  averagePerService,
  averagePerStaff,
  findRating,
  insertRating,
  latestRatings,
  overallAverage,
} from './repository';

const LATEST = 20;

const presentRating = (row: OrderRatingRow): OrderRating => ({
  orderId: row.orderId,
  stars: row.stars,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** Averages come back from SQL as numeric text; one decimal is what a person reads. */
const averageOf = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** The rating of an order the viewer may see (a student: their own orders only). */
export async function getOrderRating(db: Executor, viewer: Viewer, orderId: string) {
  await findVisibleOrder(db, viewer, orderId);
  const row = await findRating(db, orderId);
  return { rating: row ? presentRating(row) : null };
}

/** The order's own student rates it once it is completed; once only, whatever the races. */
export async function rateOrder(
  db: Executor,
  viewer: Viewer,
  orderId: string,
  input: { stars: number; comment: string | null },
): Promise<OrderRating> {
  const { order } = await findVisibleOrder(db, viewer, orderId);
  if (order.studentId !== viewer.id) throw new AppError('auth/forbidden');
  if (order.status !== 'COMPLETED') throw new AppError('ratings/not-completed');
  const row = await insertRating(db, { orderId, studentId: viewer.id, ...input });
  if (!row) throw new AppError('ratings/already-rated');
  return presentRating(row);
}

export async function ratingSummary(db: Executor): Promise<RatingSummary> {
  const [overall, perService, perStaff, latest] = await Promise.all([
    overallAverage(db),
    averagePerService(db),
    averagePerStaff(db),
    latestRatings(db, LATEST),
  ]);
  return {
    overall: { count: overall.count, average: averageOf(overall.average) },
    services: perService.map((row) => ({ ...row, average: averageOf(row.average) })),
    staff: perStaff.map(({ firstName, lastName, ...row }) => ({
      ...row,
      name: personName({ firstName, lastName }),
      average: averageOf(row.average),
    })),
    recent: latest.map(({ rating, code, firstName, lastName }) => ({
      ...presentRating(rating),
      code,
      studentName: personName({ firstName, lastName }),
    })),
  };
}
