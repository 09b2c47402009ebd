/** Days and contact details the journeys make up, written once. */

/** Today plus `days` in Ho Chi Minh City (UTC+7, no daylight saving), `YYYY-MM-DD`. */
export function hcmDay(days = 0): string {
  return new Date(Date.now() + 7 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);
}

/** Tomorrow in Ho Chi Minh City, `YYYY-MM-DD`: every pickup window of it is still ahead. */
export const hcmTomorrow = (): string => hcmDay(1);

/** `YYYY-MM-DD` → `dd/MM/yyyy`, as the screens write a day. */
export function viDate(day: string): string {
  return day.split('-').reverse().join('/');
}

/** A ten-digit Vietnamese mobile number no other journey is likely to use. */
export function randomPhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A service of the price list, as `GET /api/services` lists it. */
export interface Service {
  id: string;
  name: string;
  unitPrice: number;
  minQuantity: number;
}
