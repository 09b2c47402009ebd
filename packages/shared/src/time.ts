/**
 * Business dates are in Asia/Ho_Chi_Minh. Vietnam has kept UTC+7 without daylight saving
 * since 1975, so a fixed offset gives the same answers as a time-zone database, on the
 * server and in every browser, without Intl quirks.
 */
export const HCM_OFFSET_MS = 7 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The Ho Chi Minh City calendar day of an instant, `YYYY-MM-DD`. */
export function hcmDateOf(instant: Date): string {
  return new Date(instant.getTime() + HCM_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (0 when equal, negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The instant of `hour`:`minute` on `date` in Ho Chi Minh City. */
export function hcmInstant(date: string, hour = 0, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour, minute) - HCM_OFFSET_MS);
}

/** `YYYY-MM-DD` → `dd/MM/yyyy`, the Vietnamese way of writing a day. */
export function formatViDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** `YYMMDD` of a `YYYY-MM-DD` day (order codes). */
export function compactDate(date: string): string {
  return date.slice(2).replaceAll('-', '');
}
