import { formatViDate, type ReportColumn, type ReportColumnKind, type ReportRows, type ReportTable } from '@tsa/shared';
import { formatMoney, formatNumber } from '@/lib/format';

/**
 * A duration the way people say it: '45 phút', '2 giờ', '1 giờ 25 phút'. Hours rather than
 * days even past a day ('30 giờ 5 phút'), because the service promises delivery within hours.
 */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—';
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} phút`;
  if (rest === 0) return `${formatNumber(hours)} giờ`;
  return `${formatNumber(hours)} giờ ${rest} phút`;
}

/** One cell as the admin reads it, vi-VN: 21/11/2025, 1.234, 15.000 ₫, 1 giờ 25 phút. */
export function formatReportCell(kind: ReportColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'date':
      return typeof value === 'string' ? formatViDate(value) : String(value);
    case 'count':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'minutes':
      return typeof value === 'number' ? formatMinutes(value) : String(value);
    default:
      return String(value);
  }
}

export const isNumericKind = (kind: ReportColumnKind) => kind === 'count' || kind === 'money' || kind === 'minutes';

/**
 * The columns whose sum means something. Left out: a service's quantities (kilograms and
 * pieces do not add up), its order counts (an order with two services counts under both), a
 * building's students (one student may order to two buildings) and the average durations.
 */
export const REPORT_TOTAL_KEYS: { [T in ReportTable]: (keyof ReportRows[T] & string)[] } = {
  days: ['created', 'completed', 'cancelled', 'revenue', 'paid'],
  // Every column but the end-of-day balance, which is a level, not a flow.
  money: [
    'revenue',
    'voucherDiscount',
    'referralDiscount',
    'planCredit',
    'cash',
    'transfer',
    'wallet',
    'topUps',
    'planSales',
    'referralRewards',
    'refunds',
    'claimRefunds',
    'withdrawals',
    'adjustments',
  ],
  services: ['revenue'],
  buildings: ['created', 'completed', 'cancelled', 'revenue'],
  staff: ['pickupsDone', 'dropoffsDone', 'tasksDone', 'tasksFailed'],
};

/** The totals line of a table: summed columns only, every other one absent. */
export function reportTotals<T extends ReportTable>(
  table: T,
  rows: readonly ReportRows[T][],
): Partial<Record<string, number>> {
  const totals: Partial<Record<string, number>> = {};
  for (const key of REPORT_TOTAL_KEYS[table]) {
    totals[key] = rows.reduce((sum, row) => sum + (Number(row[key as keyof ReportRows[T]]) || 0), 0);
  }
  return totals;
}

/**
 * Days oldest first, as the server lists them and the exported file holds them: the table reads
 * like a ledger, the totals line closes it, and the screen matches the download row for row.
 */
export function orderedRows<T extends ReportTable>(table: T, rows: readonly ReportRows[T][]): ReportRows[T][] {
  if (table !== 'days') return [...rows];
  const days = [...rows] as ReportRows['days'][];
  return days.sort((a, b) => a.date.localeCompare(b.date)) as ReportRows[T][];
}

/** A stable React key for a row: its id or its natural key. */
export function rowKey<T extends ReportTable>(table: T, row: ReportRows[T], index: number): string {
  switch (table) {
    case 'days':
      return (row as ReportRows['days']).date;
    case 'services':
      return (row as ReportRows['services']).serviceId;
    case 'buildings': {
      const building = row as ReportRows['buildings'];
      return `${building.dormitory}\u0000${building.building}`;
    }
    case 'staff':
      return (row as ReportRows['staff']).staffId;
    default:
      return String(index);
  }
}

export type AnyReportColumn = ReportColumn<Record<string, unknown>>;
