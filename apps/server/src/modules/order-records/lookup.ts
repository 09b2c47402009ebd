import type { Order } from '@tsa/shared';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { canSeeOrder } from './policy';
import { presentOrder } from './presenter';
import { findOrderWithPeople, listOrderItems, type OrderWithPeople } from './repository';

export function orderNotFound(): AppError {
  return new AppError('orders/not-found');
}

/** The order as `viewer` may see it; another student's order does not exist for a student. */
export async function findVisibleOrder(db: Executor, viewer: Viewer, id: string): Promise<OrderWithPeople> {
  const view = await findOrderWithPeople(db, id);
  if (!view || !canSeeOrder(viewer, view.order)) throw orderNotFound();
  return view;
}

/** Presents a page of orders with their lines (one query for all lines). */
export async function presentOrders(db: Executor, rows: OrderWithPeople[]): Promise<Order[]> {
  const items = await listOrderItems(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => presentOrder(row, items));
}
