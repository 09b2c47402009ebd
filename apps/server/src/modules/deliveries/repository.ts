import { OPEN_DELIVERY_STATUSES, type DeliveryType, type ListDeliveriesQuery, type OrderStatus } from '@tsa/shared';
import { and, asc, count, eq, gte, inArray, lte, notExists, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deliveries, orders, users, type DeliveryRow, type NewDelivery, type OrderRow } from '../../db/schema';
import { isUuid, type Executor } from '../../db/executor';
import { selectOrders, type OrderWithPeople } from '../order-records';

const staffUsers = alias(users, 'staff_users');
const staffColumns = {
  id: staffUsers.id,
  firstName: staffUsers.firstName,
  lastName: staffUsers.lastName,
  phoneNumber: staffUsers.phoneNumber,
};

export interface StaffInfo {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}
export interface DeliveryWithStaff {
  delivery: DeliveryRow;
  staff: StaffInfo;
}
export interface DeliveryWithOrder extends DeliveryWithStaff {
  order: OrderRow;
  student: { id: string; firstName: string; lastName: string };
}

const isOpen = inArray(deliveries.status, [...OPEN_DELIVERY_STATUSES]);

// ---- writing

export async function insertDelivery(tx: Executor, values: NewDelivery): Promise<DeliveryRow> {
  const [row] = await tx.insert(deliveries).values(values).returning();
  return row!;
}

export async function updateDelivery(tx: Executor, id: string, values: Partial<NewDelivery>): Promise<DeliveryRow> {
  const [row] = await tx
    .update(deliveries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveries.id, id))
    .returning();
  return row!;
}

// ---- reading

export async function findDelivery(db: Executor, id: string): Promise<DeliveryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row;
}

/** Lock after the order's lock (always order first, then task), so no two changes deadlock. */
export async function lockDelivery(tx: Executor, id: string): Promise<DeliveryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
  return row;
}

export async function findOpenDelivery(
  db: Executor,
  orderId: string,
  type: DeliveryType,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.type, type), isOpen));
  return row;
}

export async function listOpenDeliveriesOfOrder(db: Executor, orderId: string): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), isOpen))
    .for('update');
}

/** An order's tasks, oldest first, with their staff member. */
export async function listDeliveriesOfOrder(db: Executor, orderId: string): Promise<DeliveryWithStaff[]> {
  return db
    .select({ delivery: deliveries, staff: staffColumns })
    .from(deliveries)
    .innerJoin(staffUsers, eq(staffUsers.id, deliveries.staffId))
    .where(eq(deliveries.orderId, orderId))
    .orderBy(asc(deliveries.createdAt), asc(deliveries.id));
}

/** The round a staff member walks: by window, then dormitory → building → room. */
const TASK_ORDER = [
  asc(deliveries.scheduledDate),
  asc(deliveries.slot),
  asc(orders.dormitory),
  asc(orders.building),
  asc(orders.room),
  asc(deliveries.type),
  asc(deliveries.id),
];

function taskQuery(db: Executor) {
  return db
    .select({
      delivery: deliveries,
      staff: staffColumns,
      order: orders,
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(deliveries)
    .innerJoin(staffUsers, eq(staffUsers.id, deliveries.staffId))
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(users, eq(users.id, orders.studentId));
}

export async function findDeliveryTask(db: Executor, id: string): Promise<DeliveryWithOrder | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await taskQuery(db).where(eq(deliveries.id, id));
  return row;
}

export async function findDeliveryTasks(db: Executor, ids: string[]): Promise<DeliveryWithOrder[]> {
  if (!ids.length) return [];
  return taskQuery(db)
    .where(inArray(deliveries.id, ids))
    .orderBy(...TASK_ORDER);
}

export type DeliveryFilters = Omit<ListDeliveriesQuery, 'page' | 'pageSize'>;

export async function listDeliveryTasks(
  db: Executor,
  filters: DeliveryFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryWithOrder[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.status?.length) conditions.push(inArray(deliveries.status, filters.status));
  if (filters.type) conditions.push(eq(deliveries.type, filters.type));
  if (filters.staffId) conditions.push(eq(deliveries.staffId, filters.staffId));
  if (filters.orderId) conditions.push(eq(deliveries.orderId, filters.orderId));
  if (filters.date) conditions.push(eq(deliveries.scheduledDate, filters.date));
  if (filters.from) conditions.push(gte(deliveries.scheduledDate, filters.from));
  if (filters.to) conditions.push(lte(deliveries.scheduledDate, filters.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    taskQuery(db)
      .where(where)
      .orderBy(...TASK_ORDER)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(deliveries).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Orders in `statuses` without an open task of `type`, in the order a round would visit them. */
export async function ordersWithoutOpenTask(
  db: Executor,
  type: DeliveryType,
  statuses: readonly OrderStatus[],
): Promise<OrderWithPeople[]> {
  const openTask = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orders.id), eq(deliveries.type, type), isOpen));
  return selectOrders(db)
    .where(and(inArray(orders.status, [...statuses]), notExists(openTask)))
    .orderBy(
      asc(orders.pickupDate),
      asc(orders.pickupSlot),
      asc(orders.dormitory),
      asc(orders.building),
      asc(orders.room),
      asc(orders.code),
    );
}
