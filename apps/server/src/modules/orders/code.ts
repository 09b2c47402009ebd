import { compactDate, hcmDateOf } from '@tsa/shared';
import type { Executor } from '../../db/executor';
import { allocateOrderNumbers } from '../order-records';

/**
 * `TSA-YYMMDD-NNNN`: the day of creation in Ho Chi Minh City and that day's running number.
 * One code per instant given, in that order; one statement per day among them.
 */
export async function nextOrderCodes(tx: Executor, instants: Date[]): Promise<string[]> {
  const days = instants.map((now) => compactDate(hcmDateOf(now)));
  const next = new Map<string, number>();
  for (const day of new Set(days)) {
    const count = days.filter((other) => other === day).length;
    next.set(day, (await allocateOrderNumbers(tx, day, count)) - count + 1);
  }
  return days.map((day) => {
    const number = next.get(day)!;
    next.set(day, number + 1);
    return `TSA-${day}-${String(number).padStart(4, '0')}`;
  });
}
