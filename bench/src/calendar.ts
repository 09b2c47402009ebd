/**
 * When students order: a year of Ho Chi Minh City days weighted by the academic calendar
 * (busy in term, quiet around Tết and in the summer break), the day of the week and the hour
 * (lunch and evenings, after classes), with a service that grows over the year.
 */
import { addDays, hcmDateOf, hcmInstant } from '@tsa/shared';
import { type Random } from './random';

/** First day of the lunar new year; students leave about ten days before and come back a week after. */
const TET = ['2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26'];

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

function tetFactor(date: string): number {
  for (const tet of TET) {
    const offset = dayNumber(date) - dayNumber(tet);
    if (offset < -20 || offset > 16) continue;
    if (offset >= -4 && offset <= 4) return 0.04;
    if (offset >= -12 && offset <= 8) return 0.3;
    return 0.7;
  }
  return 1;
}

function termFactor(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if ((month === 6 && day >= 15) || month === 7 || (month === 8 && day <= 15)) return 0.35; // summer break
  if (month === 6 || month === 8) return 0.7; // exams, coming back
  if (month === 9) return 1.15; // new intake
  if (month === 10 || month === 11) return 1.1;
  return 1;
}

// Monday..Sunday (getUTCDay order is Sunday first): weekdays after class, Sunday evening before the week.
const WEEKDAY_FACTOR = [0.9, 1, 1, 1, 1, 0.95, 0.75];

/** Orders placed per hour of the day (HCM), relative. */
export const HOUR_WEIGHTS = [
  0.3, 0.15, 0.05, 0.03, 0.03, 0.1, 0.5, 1.2, 1.5, 1.2, 1, 1.3, 1.8, 1.4, 1, 1, 1.3, 1.8, 2.3, 2.6, 2.8, 2.6, 2, 1,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/** The share of a day's orders already placed at `hour`:`minute`. */
function shareOfDayBefore(hour: number, minute: number): number {
  let share = 0;
  for (let h = 0; h < hour; h += 1) share += HOUR_WEIGHTS[h]!;
  return (share + (HOUR_WEIGHTS[hour]! * minute) / 60) / HOUR_TOTAL;
}

export interface OrderMoment {
  day: string;
  at: Date;
}

/**
 * `count` creation instants over the 365 days up to `now`, oldest first. Each day gets its
 * share by largest remainder, so the total is exact.
 */
export function orderMoments(random: Random, count: number, now: Date): OrderMoment[] {
  const today = hcmDateOf(now);
  const days = Array.from({ length: 365 }, (_, index) => addDays(today, index - 364));
  const nowHcm = new Date(now.getTime() + 7 * 3_600_000);
  const weights = days.map((day, index) => {
    const growth = 0.8 + (0.3 * index) / 364;
    const noise = 0.85 + random.next() * 0.3;
    const weekday = WEEKDAY_FACTOR[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    const partial = day === today ? shareOfDayBefore(nowHcm.getUTCHours(), nowHcm.getUTCMinutes()) : 1;
    return growth * noise * weekday * termFactor(day) * tetFactor(day) * partial;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / total) * count);
  const counts = exact.map(Math.floor);
  let missing = count - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of byRemainder) {
    if (missing <= 0) break;
    counts[index]! += 1;
    missing -= 1;
  }

  const moments: OrderMoment[] = [];
  days.forEach((day, index) => {
    const dayStart = hcmInstant(day).getTime();
    // Today only up to a minute ago: no order from the future.
    const latest = day === today ? Math.max(dayStart, now.getTime() - 60_000) : Infinity;
    for (let n = 0; n < counts[index]!; n += 1) {
      const hour = random.weighted(HOUR_KEYS, HOUR_WEIGHTS);
      const at = dayStart + hour * 3_600_000 + random.int(0, 3_599) * 1000;
      moments.push({ day, at: new Date(at <= latest ? at : dayStart + random.next() * (latest - dayStart)) });
    }
  });
  return moments.sort((a, b) => a.at.getTime() - b.at.getTime());
}

const HOUR_KEYS = HOUR_WEIGHTS.map((_, hour) => hour);
