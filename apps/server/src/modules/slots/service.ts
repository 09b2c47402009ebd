import {
  PICKUP_SLOTS,
  type PickupSlot,
  type SetSlotCapacityInput,
  type SlotAvailability,
  type SlotCapacity,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { SlotCapacityRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findBuilding } from '../dormitories';
import type { Executor } from '../../db/executor';
import { capacitiesFor, listCapacities, lockWindow, setCapacity, visitsOn } from './repository';

function capacityOf(rows: SlotCapacityRow[], buildingId: string, slot: PickupSlot): number | null {
  const own = rows.find((row) => row.buildingId === buildingId && row.slot === slot);
  const fallback = rows.find((row) => row.buildingId === null && row.slot === slot);
  return (own ?? fallback)?.capacity ?? null;
}

/** Every window of `date` in `buildingId`: its limit, what is booked, what is left. */
export async function slotAvailability(
  db: Executor,
  buildingId: string,
  date: string,
  exceptOrderId?: string,
): Promise<SlotAvailability[]> {
  const [rows, visits] = await Promise.all([
    capacitiesFor(db, buildingId),
    visitsOn(db, buildingId, date, exceptOrderId),
  ]);
  return PICKUP_SLOTS.map((slot) => {
    const capacity = capacityOf(rows, buildingId, slot);
    const taken = visits.get(slot) ?? 0;
    const remaining = capacity === null ? null : Math.max(0, capacity - taken);
    return { slot, capacity, taken, remaining, full: remaining === 0 };
  });
}

/**
 * Inside the booking's transaction: locks the window, then refuses it when full. The caller
 * writes its order before the transaction ends, so the next booking of the window counts it.
 * A window without a limit is still locked (a limit set meanwhile must find this booking
 * counted by the next one) but not counted: one statement fewer per placement in a burst.
 */
export async function claimWindow(
  tx: Executor,
  buildingId: string,
  date: string,
  slot: PickupSlot,
  field: string,
  exceptOrderId?: string,
): Promise<void> {
  await lockWindow(tx, buildingId, date, slot);
  const capacity = capacityOf(await capacitiesFor(tx, buildingId), buildingId, slot);
  if (capacity === null) return;
  const taken = (await visitsOn(tx, buildingId, date, exceptOrderId)).get(slot) ?? 0;
  if (taken >= capacity) {
    const message = 'Hết chỗ: khung giờ này đã đủ lượt. Vui lòng chọn khung giờ khác';
    throw new AppError('orders/slot-full', { message, fields: { [field]: message } });
  }
}

export async function listSlotCapacities(db: Db): Promise<SlotCapacity[]> {
  return (await listCapacities(db)).map(({ buildingId, slot, capacity }) => ({ buildingId, slot, capacity }));
}

export async function setSlotCapacity(db: Db, input: SetSlotCapacityInput): Promise<SlotCapacity[]> {
  const buildingId = input.buildingId?.toLowerCase() ?? null;
  if (buildingId && !(await findBuilding(db, buildingId))) throw new AppError('dormitories/building-not-found');
  await db.transaction((tx) => setCapacity(tx, buildingId, input.slot, input.capacity));
  return listSlotCapacities(db);
}
