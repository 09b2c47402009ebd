import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** Orders per status, read at each scrape (an index-only pass over `orders_status_idx`). */
export function countOrdersByStatus(db: Db) {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}
