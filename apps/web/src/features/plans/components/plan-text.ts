import { formatViDate } from '@tsa/shared';

/** Kilograms the Vietnamese way: `12,5 kg`. */
export const formatKg = (kg: number): string => `${String(Math.round(kg * 10) / 10).replace('.', ',')} kg`;

/** "Gói tháng" for one month, "Gói học kỳ" for four or five, else how many months. */
export function planLength(months: number): string {
  if (months === 1) return 'Gói tháng';
  if (months === 4 || months === 5) return `Gói học kỳ · ${months} tháng`;
  return `Gói ${months} tháng`;
}

export const viDate = (date: string | null): string => (date ? formatViDate(date) : '—');
