import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { deliveries, orderItems, orderRatings, orders, services, users, type OrderRatingRow } from '../../db/schema';

export async function findRating(db: Executor, orderId: string): Promise<OrderRatingRow | undefined> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
  return row;
}

/** Inserts the rating unless the order has one: undefined when another request was first. */
export async function insertRating(
  db: Executor,
  rating: { orderId: string; studentId: string; stars: number; comment: string | null },
): Promise<OrderRatingRow | undefined> {
  const [row] = await db.insert(orderRatings).values(rating).onConflictDoNothing().returning();
  return row;
}

const average = sql<string | null>`avg(${orderRatings.stars})`;

export async function overallAverage(db: Executor) {
  const [row] = await db.select({ count: count(), average }).from(orderRatings);
  return row!;
}

/** Per service on the rated orders (an order with two services counts for both). */
export function averagePerService(db: Executor) {
  return db
    .select({ serviceId: services.id, name: services.name, count: count(), average })
    .from(orderRatings)
    .innerJoin(orderItems, eq(orderItems.orderId, orderRatings.orderId))
    .innerJoin(services, eq(services.id, orderItems.serviceId))
    .groupBy(services.id, services.name)
    .orderBy(services.name);
}

/**
 * Per staff member who finished the pickup or the drop-off of a rated order. Someone who did
 * both counts the order once: the average is over their distinct orders.
 */
export function averagePerStaff(db: Executor) {
  const handled = db
    .select({ staffId: deliveries.staffId, orderId: deliveries.orderId })
    .from(deliveries)
    .where(eq(deliveries.status, 'DONE'))
    .groupBy(deliveries.staffId, deliveries.orderId)
    .as('handled');
  return db
    .select({
      staffId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      count: count(),
      average,
    })
    .from(orderRatings)
    .innerJoin(handled, eq(handled.orderId, orderRatings.orderId))
    .innerJoin(users, eq(users.id, handled.staffId))
    .groupBy(users.id, users.firstName, users.lastName)
    .orderBy(users.lastName, users.firstName);
}

export function latestRatings(db: Executor, limit: number) {
  return db
    .select({
      rating: orderRatings,
      code: orders.code,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(users, eq(users.id, orderRatings.studentId))
    .orderBy(desc(orderRatings.createdAt))
    .limit(limit);
}
