import { PICKUP_SLOTS, type PickupSlot, type SlotCapacity } from '@tsa/shared';

/** The figures of one row of the editor: the default (buildingId null) or one building's own. */
export type CapacityRow = Record<PickupSlot, number | null>;

export function capacityRow(list: SlotCapacity[], buildingId: string | null): CapacityRow {
  return Object.fromEntries(
    PICKUP_SLOTS.map((slot) => [
      slot,
      list.find((entry) => entry.buildingId === buildingId && entry.slot === slot)?.capacity ?? null,
    ]),
  ) as CapacityRow;
}

/** What a window takes in a building: its own figure, else the default, else no limit. */
export function effectiveText(own: number | null, fallback: number | null): string {
  if (own !== null) return `${own} chỗ`;
  if (fallback !== null) return `${fallback} chỗ (mặc định)`;
  return 'Không giới hạn';
}

/** A typed figure: blank is "none" (null), else a whole number; anything else is an error text. */
export function parseCapacity(text: string): number | null | string {
  const compact = text.trim();
  if (!compact) return null;
  if (!/^\d+$/.test(compact)) return 'Số chỗ phải là số nguyên không âm';
  const value = Number(compact);
  return value > 500 ? 'Tối đa 500 chỗ mỗi khung giờ' : value;
}
