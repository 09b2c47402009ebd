import { ORDER_STATUSES, PICKUP_SLOTS, type OrderStatus, type PickupSlot, type StatsCharts } from '@tsa/shared';

/** 'YYYY-MM-DD' → 'dd/MM', the label under a day's bar. */
export function shortDay(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}/${m}`;
}

export interface OrdersPerDayData {
  labels: string[];
  /** One stacked series per status that occurs in the range, in the order of the status machine. */
  series: { status: OrderStatus; data: number[] }[];
  total: number;
  busiest: { date: string; total: number } | null;
}

export function ordersPerDayData(days: StatsCharts['ordersPerDay']): OrdersPerDayData {
  const present = ORDER_STATUSES.filter((status) => days.some((day) => day.byStatus[status] > 0));
  let busiest: OrdersPerDayData['busiest'] = null;
  for (const day of days)
    if (day.total > 0 && (!busiest || day.total > busiest.total)) busiest = { date: day.date, total: day.total };
  return {
    labels: days.map((day) => shortDay(day.date)),
    series: present.map((status) => ({ status, data: days.map((day) => day.byStatus[status]) })),
    total: days.reduce((sum, day) => sum + day.total, 0),
    busiest,
  };
}

export interface StatusSlice {
  status: OrderStatus;
  count: number;
  /** Share of all orders in the range, 0..1. */
  share: number;
}

/** The statuses that have orders, with their share; empty when the range has none. */
export function statusSlices(mix: StatsCharts['statusMix']): StatusSlice[] {
  const total = mix.reduce((sum, item) => sum + item.count, 0);
  if (!total) return [];
  return mix
    .filter((item) => item.count > 0)
    .map((item) => ({ status: item.status, count: item.count, share: item.count / total }));
}

export interface BuildingSlots {
  key: string;
  dormitory: string;
  building: string;
  counts: Record<PickupSlot, number>;
  total: number;
  /** The window with the most pickups (the earliest on a tie). */
  peak: PickupSlot;
}

export interface SlotGrid {
  rows: BuildingSlots[];
  /** The largest single cell, to scale the colours. */
  max: number;
  /** Buildings left out of `rows`. */
  hidden: number;
}

/** Pickups per building and window, the busiest `limit` buildings first. */
export function slotGrid(slots: StatsCharts['busiestSlots'], limit = 8): SlotGrid {
  const byBuilding = new Map<string, BuildingSlots>();
  for (const item of slots) {
    const key = `${item.dormitory}\u0000${item.building}`;
    let row = byBuilding.get(key);
    if (!row) {
      row = {
        key,
        dormitory: item.dormitory,
        building: item.building,
        counts: Object.fromEntries(PICKUP_SLOTS.map((slot) => [slot, 0])) as Record<PickupSlot, number>,
        total: 0,
        peak: PICKUP_SLOTS[0],
      };
      byBuilding.set(key, row);
    }
    row.counts[item.slot] += item.orders;
    row.total += item.orders;
  }
  const all = [...byBuilding.values()].filter((row) => row.total > 0);
  for (const row of all)
    row.peak = PICKUP_SLOTS.reduce((best, slot) => (row.counts[slot] > row.counts[best] ? slot : best));
  all.sort(
    (a, b) =>
      b.total - a.total || a.dormitory.localeCompare(b.dormitory, 'vi') || a.building.localeCompare(b.building, 'vi'),
  );
  const rows = all.slice(0, limit);
  const max = Math.max(0, ...rows.flatMap((row) => PICKUP_SLOTS.map((slot) => row.counts[slot])));
  return { rows, max, hidden: all.length - rows.length };
}

/** "Tòa A1" when the building is a bare code, the name as is when it already says what it is. */
export function buildingLabel(building: string): string {
  return /^t[òo]a\b/i.test(building.trim()) ? building : `Tòa ${building}`;
}
