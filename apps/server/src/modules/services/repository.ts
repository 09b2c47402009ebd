import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { orderItems, services, type ServiceRow } from '../../db/schema';

export type NewService = typeof services.$inferInsert;

export async function listServices(db: Executor, includeInactive: boolean): Promise<ServiceRow[]> {
  const query = db.select().from(services);
  const filtered = includeInactive ? query : query.where(eq(services.active, true));
  return filtered.orderBy(asc(services.sortOrder), asc(services.name));
}

export async function findService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

export async function insertService(db: Executor, values: NewService): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  return row!;
}

export async function updateService(db: Executor, id: string, values: Partial<NewService>): Promise<ServiceRow> {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning();
  return row!;
}

export async function deleteService(db: Executor, id: string): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}

export async function countServices(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(services);
  return row?.n ?? 0;
}

/** Whether any order line refers to the service (its row must then stay, only deactivated). */
export async function isServiceInUse(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.serviceId, id)).limit(1);
  return Boolean(row);
}
