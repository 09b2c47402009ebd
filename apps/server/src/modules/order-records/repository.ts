import {
  foldVietnamese,
  hcmInstant,
  addDays,
  type ListOrdersQuery,
  type OrderHistoryKind,
  type OrderStatus,
} from '@tsa/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid, type Executor } from '../../db/executor';
import { preparedOnce } from '../../db/prepared';
import { coalescedFor } from '../../lib/coalesce';
import {
  figuresOrdersDaily,
  orderCodeCounters,
  orderHistory,
  orderItems,
  orders,
  services,
  users,
  type NewOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
  type ServiceRow,
} from '../../db/schema';

const creators = alias(users, 'creators');

/** The columns of a student shown with an order. */
export const studentColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
};
const creatorColumns = {
  id: creators.id,
  firstName: creators.firstName,
  lastName: creators.lastName,
  role: creators.role,
};

export interface StudentInfo {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}
export interface PersonInfo {
  id: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}
type UserRole = (typeof users.$inferSelect)['role'];

export interface OrderWithPeople {
  order: OrderRow;
  student: StudentInfo;
  creator: PersonInfo | null;
}

// ---- writing

/**
 * The next `count` numbers of `day` (YYMMDD), the last of which is returned: one atomic upsert,
 * so concurrent orders never share a code.
 */
export async function allocateOrderNumbers(tx: Executor, day: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(orderCodeCounters)
    .values({ day, last: count })
    .onConflictDoUpdate({ target: orderCodeCounters.day, set: { last: sql`${orderCodeCounters.last} + ${count}` } })
    .returning({ last: orderCodeCounters.last });
  return row!.last;
}

/** Several orders in one statement (a batch of placements); each row carries its own `id`. */
export async function insertOrders(tx: Executor, values: (NewOrder & { id: string })[]): Promise<OrderRow[]> {
  return values.length ? tx.insert(orders).values(values).returning() : [];
}

export async function insertOrderItems(tx: Executor, values: NewOrderItem[]): Promise<OrderItemRow[]> {
  if (!values.length) return [];
  return tx.insert(orderItems).values(values).returning();
}

export async function updateOrderItem(tx: Executor, id: string, values: Partial<NewOrderItem>): Promise<void> {
  await tx.update(orderItems).set(values).where(eq(orderItems.id, id));
}

/**
 * Changes an order only if it is still in `expected` status; undefined when another change
 * won the race (the caller answers 409).
 */
export async function updateOrderIfStatus(
  tx: Executor,
  id: string,
  expected: OrderStatus,
  values: Partial<NewOrder>,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, expected)))
    .returning();
  return row;
}

export async function updateOrder(tx: Executor, id: string, values: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function insertHistory(
  tx: Executor,
  values: {
    orderId: string;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    byId: string | null;
    note: string | null;
    kind?: OrderHistoryKind;
  },
): Promise<{ id: number; at: Date; kind: OrderHistoryKind }> {
  const [row] = await tx
    .insert(orderHistory)
    .values({ ...values, at: new Date() })
    .returning({ id: orderHistory.id, at: orderHistory.at, kind: orderHistory.kind });
  return row!;
}

/** First history rows of several orders at once (a batch of placements), in the order given. */
export async function insertHistories(
  tx: Executor,
  values: { orderId: string; toStatus: OrderStatus; byId: string | null; note: string | null }[],
): Promise<{ orderId: string; id: number; at: Date; kind: OrderHistoryKind }[]> {
  if (!values.length) return [];
  const at = new Date();
  return tx
    .insert(orderHistory)
    .values(values.map((value) => ({ ...value, fromStatus: null, at })))
    .returning({ orderId: orderHistory.orderId, id: orderHistory.id, at: orderHistory.at, kind: orderHistory.kind });
}

// ---- reading

/** The order, row-locked until the transaction ends: the state check and the change see the same row. */
export async function lockOrder(tx: Executor, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Several orders locked in id order, so two bulk operations never deadlock. */
export async function lockOrders(tx: Executor, ids: string[]): Promise<OrderRow[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  return tx.select().from(orders).where(inArray(orders.id, valid)).orderBy(asc(orders.id)).for('update');
}

/** Orders with their student and creator; `users` is the student, for filters on the student. */
export function selectOrders(db: Executor) {
  return db
    .select({ order: orders, student: studentColumns, creator: creatorColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .leftJoin(creators, eq(creators.id, orders.createdById));
}

export async function findOrderWithPeople(db: Executor, id: string): Promise<OrderWithPeople | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row;
}

/** The services of `ids` that exist. Placements at the same moment share the statement (lib/coalesce.ts). */
export async function findServicesByIds(db: Executor, ids: string[]): Promise<ServiceRow[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  return coalescedFor(db, 'services_by_ids', servicesOfEach)(valid);
}

async function servicesOfEach(db: Executor, askedIds: string[][]): Promise<ServiceRow[][]> {
  const rows = await preparedOnce(db, 'services_by_ids', () =>
    db
      .select()
      .from(services)
      .where(sql`${services.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('services_by_ids'),
  ).execute({ ids: [...new Set(askedIds.flat())] });
  // Each caller gets its own copies: nobody's change to a row shows in another's.
  return askedIds.map((ids) => rows.filter((row) => ids.includes(row.id)).map((row) => ({ ...row })));
}

/** Lines of several orders, each order's lines in their original order. */
export async function listOrderItems(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return [];
  return preparedOnce(db, 'order_items_of', () =>
    db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(asc(orderItems.orderId), asc(orderItems.position))
      .prepare('order_items_of'),
  ).execute({ ids: orderIds });
}

export async function listHistory(db: Executor, orderId: string) {
  return db
    .select({
      id: orderHistory.id,
      fromStatus: orderHistory.fromStatus,
      toStatus: orderHistory.toStatus,
      at: orderHistory.at,
      note: orderHistory.note,
      kind: orderHistory.kind,
      by: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.byId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.id));
}
export type HistoryRow = Awaited<ReturnType<typeof listHistory>>[number];

// ---- lists

export type OrderFilters = Omit<ListOrdersQuery, 'page' | 'pageSize'>;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * Filters of `GET /orders` and the CSV export. `from`/`to` are days of creation in Ho Chi Minh City.
 * Every word of `search` must match the code, the student (folded name, e-mail, phone, room) or
 * the order's room.
 */
function orderConditions(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.studentId) conditions.push(eq(orders.studentId, filters.studentId));
  if (filters.status?.length) conditions.push(inArray(orders.status, filters.status));
  if (filters.paymentStatus === 'PAID') conditions.push(eq(orders.paymentStatus, 'PAID'));
  else if (filters.paymentStatus) {
    // A claim is cleared once paid; UNPAID and TRANSFER_CLAIMED split the unpaid orders between them.
    conditions.push(eq(orders.paymentStatus, 'UNPAID'));
    conditions.push(
      filters.paymentStatus === 'TRANSFER_CLAIMED'
        ? isNotNull(orders.transferClaimedAt)
        : isNull(orders.transferClaimedAt),
    );
  }
  if (filters.from) conditions.push(gte(orders.createdAt, hcmInstant(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, hcmInstant(addDays(filters.to, 1))));
  if (filters.search) {
    for (const word of foldVietnamese(filters.search).split(/\s+/).filter(Boolean)) {
      const pattern = `%${escapeLike(word)}%`;
      conditions.push(
        or(
          ilike(orders.code, pattern),
          ilike(users.searchText, pattern),
          ilike(orders.room, pattern),
          ilike(orders.phoneNumber, pattern),
        )!,
      );
    }
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  createdAt: [orders.createdAt],
  pickupDate: [orders.pickupDate, orders.pickupSlot],
  code: [orders.code],
  estimatedTotal: [orders.estimatedTotal],
  finalTotal: [orders.finalTotal],
  status: [orders.status],
} as const;

/** `field:direction` of the list query; an unknown field sorts by creation, no direction is descending. */
function parseSort(sort: string): { field: keyof typeof SORT_COLUMNS; ascending: boolean } {
  const [field, direction] = sort.split(':');
  return {
    field: field && Object.hasOwn(SORT_COLUMNS, field) ? (field as keyof typeof SORT_COLUMNS) : 'createdAt',
    ascending: direction === 'asc',
  };
}

function orderBy(sort: string): SQL[] {
  const { field, ascending } = parseSort(sort);
  const by = ascending ? asc : desc;
  return [...SORT_COLUMNS[field].map((column) => by(column)), desc(orders.code)];
}

export async function listOrders(
  db: Executor,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderWithPeople[]; total: number }> {
  if (onlyStudentFilter(filters)) return listOrdersPrepared(db, filters, page);
  const where = orderConditions(filters);
  const [rows, total] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(...orderBy(filters.sort))
      .limit(page.limit)
      .offset(page.offset),
    countFromFigures(db, filters) ?? countOrders(db, where),
  ]);
  return { rows, total };
}

/** A student's own list, or every order, in any order: the lists opened most, without a search. */
function onlyStudentFilter(filters: OrderFilters): boolean {
  return Object.entries(filters).every(([key, value]) => key === 'studentId' || key === 'sort' || value === undefined);
}

/** The lists opened most, as statements prepared once (`preparedOnce`). */
async function listOrdersPrepared(
  db: Executor,
  { studentId, sort }: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderWithPeople[]; total: number }> {
  // One statement per sort, named after it as orderBy reads it.
  const { field, ascending } = parseSort(sort);
  const where = studentId ? eq(orders.studentId, sql.placeholder('studentId')) : undefined;
  const rowsName = `orders_${studentId ? 'of_student' : 'all'}_${field}_${ascending ? 'asc' : 'desc'}`;
  const rows = preparedOnce(db, rowsName, () =>
    selectOrders(db)
      .where(where)
      .orderBy(...orderBy(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(rowsName),
  );
  const total = studentId
    ? preparedOnce(db, 'orders_of_student_count', () =>
        db
          .select({ n: count() })
          .from(orders)
          .where(eq(orders.studentId, sql.placeholder('studentId')))
          .prepare('orders_of_student_count'),
      )
    : preparedOnce(db, 'orders_all_count', () =>
        db
          .select({ n: sql<number>`coalesce(sum(${figuresOrdersDaily.created}), 0)::int` })
          .from(figuresOrdersDaily)
          .prepare('orders_all_count'),
      );
  const params = { studentId, limit: page.limit, offset: page.offset };
  const [found, [counted]] = await Promise.all([rows.execute(params), total.execute(params)]);
  return { rows: found, total: counted?.n ?? 0 };
}

async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * The total of a list filtered only by status and days of creation, read from the figures the
 * database keeps per creation day and current status (decision 011) instead of counting every
 * order: the admin list's first screen would otherwise scan all orders on each page (decision
 * 029). Other filters (a student, a payment status, a search) narrow the orders first and are
 * counted directly; undefined then.
 */
function countFromFigures(db: Executor, filters: OrderFilters): Promise<number> | undefined {
  if (filters.studentId || filters.paymentStatus || filters.search) return undefined;
  const f = figuresOrdersDaily;
  const conditions: SQL[] = [];
  if (filters.status?.length) conditions.push(inArray(f.status, filters.status));
  if (filters.from) conditions.push(gte(f.day, filters.from));
  if (filters.to) conditions.push(lte(f.day, filters.to));
  return db
    .select({ n: sql<number>`coalesce(sum(${f.created}), 0)::int` })
    .from(f)
    .where(conditions.length ? and(...conditions) : undefined)
    .then(([row]) => row?.n ?? 0);
}
