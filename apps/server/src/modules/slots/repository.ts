import type { PickupSlot } from '@tsa/shared';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { orders, slotCapacities, type SlotCapacityRow } from '../../db/schema';
import type { Executor } from '../../db/executor';

export async function listCapacities(db: Executor): Promise<SlotCapacityRow[]> {
  return db.select().from(slotCapacities);
}

/** The figures that apply to `buildingId`: its own and the defaults. */
export async function capacitiesFor(db: Executor, buildingId: string): Promise<SlotCapacityRow[]> {
  return db
    .select()
    .from(slotCapacities)
    .where(or(isNull(slotCapacities.buildingId), eq(slotCapacities.buildingId, buildingId)));
}

export async function setCapacity(
  tx: Executor,
  buildingId: string | null,
  slot: PickupSlot,
  capacity: number | null,
): Promise<void> {
  const where = and(
    buildingId ? eq(slotCapacities.buildingId, buildingId) : isNull(slotCapacities.buildingId),
    eq(slotCapacities.slot, slot),
  );
  await tx.delete(slotCapacities).where(where);
  if (capacity !== null) await tx.insert(slotCapacities).values({ buildingId, slot, capacity });
}

/**
 * Serialises every booking of one building's window on one day until the transaction ends:
 * the count and the insert that follows it cannot interleave with another booking of the
 * same window (two students taking the last place at the same instant).
 */
export async function lockWindow(tx: Executor, buildingId: string, date: string, slot: PickupSlot): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot:${buildingId}:${date}:${slot}`}))`);
}

/** Visits booked per window on `date` in `buildingId`: pickups and returns of orders not cancelled. */
export async function visitsOn(
  db: Executor,
  buildingId: string,
  date: string,
  exceptOrderId?: string,
): Promise<Map<PickupSlot, number>> {
  const notThisOrder = exceptOrderId ? ne(orders.id, exceptOrderId) : undefined;
  const result = await db.execute<{ slot: PickupSlot; n: number }>(sql`
    select slot, count(*)::int as n from (
      select ${orders.pickupSlot} as slot from ${orders}
        where ${and(eq(orders.buildingId, buildingId), eq(orders.pickupDate, date), ne(orders.status, 'CANCELLED'), notThisOrder)}
      union all
      select ${orders.returnSlot} from ${orders}
        where ${and(eq(orders.buildingId, buildingId), eq(orders.returnDate, date), ne(orders.status, 'CANCELLED'), notThisOrder)}
    ) visits group by slot`);
  return new Map(result.rows.map((row) => [row.slot, row.n]));
}
