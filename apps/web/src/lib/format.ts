/**
 * vi-VN display helpers. Business dates are Vietnamese dates whatever the device's own zone,
 * so every date is rendered in Asia/Ho_Chi_Minh.
 */
export const APP_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const LOCALE = 'vi-VN';

export type DateInput = Date | string | number | null | undefined;

const dateParts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const moneyFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Built from parts rather than the locale's own pattern: vi-VN puts the time before the date.
function parts(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const out = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of dateParts.formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/** `dd/MM/yyyy`; an empty string for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** `dd/MM/yyyy HH:mm`; an empty string for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `HH:mm`, for things of today; an empty string for a missing or invalid date. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.hour}:${p.minute}`;
}

/** `1.234,5` */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * `15.000 ₫`. Intl puts a no-break space before the symbol; we use a plain space so the
 * text is the same whether it is read on screen, copied or compared in a test.
 */
export function formatMoney(value: number): string {
  return `${moneyFormat.format(value)} ₫`;
}

/**
 * How long ago, for lists of recent things: 'Vừa xong', '5 phút trước', '3 giờ trước'; from a
 * day on, the date and time (`dd/MM/yyyy HH:mm`).
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'Vừa xong';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} phút trước`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} giờ trước`;
  return formatDateTime(date);
}

const hourFormat = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: APP_TIME_ZONE });

/**
 * A greeting for the part of the day in Ho Chi Minh City, whatever the device's zone. The
 * small hours belong to the evening: nobody is greeted "Chào buổi sáng" at 02:00.
 */
export function greeting(now: Date = new Date()): string {
  const hour = Number(hourFormat.format(now));
  if (hour >= 4 && hour < 11) return 'Chào buổi sáng';
  if (hour >= 11 && hour < 14) return 'Chào buổi trưa';
  if (hour >= 14 && hour < 18) return 'Chào buổi chiều';
  return 'Chào buổi tối';
}
