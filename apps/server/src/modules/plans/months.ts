import { addDays } from '@tsa/shared';

/**
 * A plan's calendar (decision 042). Month `n` of a plan bought on `startsOn` begins on
 * `startsOn` plus `n` calendar months, counted from `startsOn` each time so that a plan bought on
 * the 31st keeps its day where a month has one (31/01 → 28/02 → 31/03). The last month runs to
 * `endsOn`, which a skipped week moves seven days later.
 */

/** `date` plus `months` calendar months, on the same day or the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The last day of a plan of `months` months bought on `startsOn`, without skipped weeks. */
export const planEndsOn = (startsOn: string, months: number): string => addDays(addMonths(startsOn, months), -1);

/** Month `index` (from 0) of the plan: its first and last day. */
export function monthOfPlan(
  plan: { startsOn: string; endsOn: string; months: number },
  index: number,
): { startsOn: string; endsOn: string } {
  const startsOn = addMonths(plan.startsOn, index);
  const last = index >= plan.months - 1;
  return { startsOn, endsOn: last ? plan.endsOn : addDays(addMonths(plan.startsOn, index + 1), -1) };
}

/** Which month (from 0) of the plan begins on `periodStartsOn`. */
export function monthIndexOf(plan: { startsOn: string; months: number }, periodStartsOn: string): number {
  let index = 0;
  while (index < plan.months - 1 && addMonths(plan.startsOn, index + 1) <= periodStartsOn) index++;
  return index;
}

/** Kilograms are kept in tenths so sums stay exact. */
export const tenths = (kg: number): number => Math.round(kg * 10);
export const kgOf = (tenthsOfKg: number): number => tenthsOfKg / 10;
