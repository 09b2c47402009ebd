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

/** One visit to book: a building's window on a day. */
export interface WindowBooking {
  buildingId: string;
  date: string;
  slot: PickupSlot;
}

const windowKey = ({ buildingId, date, slot }: WindowBooking) => `${buildingId}:${date}:${slot}`;

/**
 * Inside the booking's transaction: locks the window, then refuses it when full. The caller
 * writes its order before the transaction ends, so the next booking of the window counts it.
 */
export async function claimWindow(
  tx: Executor,
  buildingId: string,
  date: string,
  slot: PickupSlot,
  field: string,
  exceptOrderId?: string,
): Promise<void> {
  const [refusal] = await claimWindows(tx, [{ buildingId, date, slot }], field, exceptOrderId);
  if (refusal) throw refusal;
}

/**
 * `claimWindow` for several bookings written in one transaction (a batch of placements): each
 * window is locked once, in key order so two batches never wait on each other crosswise, and
 * its places go to the bookings in the order given. The answer, per booking: null when it has
 * its place, or the `orders/slot-full` error to give its client. A window without a limit is
 * still locked (a limit set meanwhile must find these bookings counted by the next one) but
 * not counted: one statement fewer per placement in a burst.
 */
export async function claimWindows(
  tx: Executor,
  bookings: WindowBooking[],
  field: string,
  exceptOrderId?: string,
): Promise<(AppError | null)[]> {
  const windows = new Map(bookings.map((booking) => [windowKey(booking), booking]));
  for (const key of [...windows.keys()].sort()) {
    const { buildingId, date, slot } = windows.get(key)!;
    await lockWindow(tx, buildingId, date, slot);
  }
  const capacities = new Map<string, SlotCapacityRow[]>();
  const visits = new Map<string, Map<PickupSlot, number>>();
  const left = new Map<string, number | null>();
  for (const [key, { buildingId, date, slot }] of windows) {
    if (!capacities.has(buildingId)) capacities.set(buildingId, await capacitiesFor(tx, buildingId));
    const capacity = capacityOf(capacities.get(buildingId)!, buildingId, slot);
    if (capacity === null) {
      left.set(key, null);
      continue;
    }
    const day = `${buildingId}:${date}`;
    if (!visits.has(day)) visits.set(day, await visitsOn(tx, buildingId, date, exceptOrderId));
    left.set(key, capacity - (visits.get(day)!.get(slot) ?? 0));
  }
  return bookings.map((booking) => {
    const key = windowKey(booking);
    const places = left.get(key)!;
    if (places === null) return null;
    if (places > 0) {
      left.set(key, places - 1);
      return null;
    }
    const message = 'Hết chỗ: khung giờ này đã đủ lượt. Vui lòng chọn khung giờ khác';
    return new AppError('orders/slot-full', { message, fields: { [field]: message } });
  });
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
