import { compactDate, hcmDateOf } from '@tsa/shared';
import type { Executor } from '../../db/executor';
import { allocateOrderNumber } from '../order-records';

/** `TSA-YYMMDD-NNNN`: the day of creation in Ho Chi Minh City and that day's running number. */
export async function nextOrderCode(tx: Executor, now: Date): Promise<string> {
  const day = compactDate(hcmDateOf(now));
  const number = await allocateOrderNumber(tx, day);
  return `TSA-${day}-${String(number).padStart(4, '0')}`;
}
