import type { Executor } from '../../db/executor';
import { vouchers } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { giveVoucherUseBack, insertRedemptions, studentUses, takeVoucherUse } from './repository';

/** A placement's voucher, as the placement's transaction redeems it. */
export interface VoucherClaim {
  voucherId: string;
  studentId: string;
}

const refusal = (code: 'vouchers/used-up' | 'vouchers/inactive' | 'vouchers/per-student-limit') => {
  const error = new AppError(code);
  return new AppError(code, { fields: { voucherCode: error.message } });
};

/**
 * Takes one use of each placement's voucher, in the order given, inside the placements'
 * transaction. The use is taken by one conditional UPDATE (a use left, the code still on), which
 * locks the voucher's row until COMMIT: a burst on the same code takes its uses one after
 * another, and the per-student limit is counted under that lock (with the uses this batch has
 * already taken). A refused placement gets its own error, like a full pickup window; the others
 * go on. Answers in the order given: null where the use was taken.
 */
export async function takeVoucherUses(tx: Executor, claims: (VoucherClaim | null)[]): Promise<(AppError | null)[]> {
  const inBatch = new Map<string, number>();
  const answers: (AppError | null)[] = [];
  for (const claim of claims) {
    if (!claim) {
      answers.push(null);
      continue;
    }
    const taken = await takeVoucherUse(tx, claim.voucherId);
    if (!taken) {
      const [row] = await tx.select({ active: vouchers.active }).from(vouchers).where(eq(vouchers.id, claim.voucherId));
      answers.push(refusal(row?.active === false ? 'vouchers/inactive' : 'vouchers/used-up'));
      continue;
    }
    const key = `${claim.voucherId}:${claim.studentId}`;
    const uses = (await studentUses(tx, claim.voucherId, claim.studentId)) + (inBatch.get(key) ?? 0);
    if (uses >= taken.perStudentLimit) {
      await giveVoucherUseBack(tx, claim.voucherId);
      answers.push(refusal('vouchers/per-student-limit'));
      continue;
    }
    inBatch.set(key, (inBatch.get(key) ?? 0) + 1);
    answers.push(null);
  }
  return answers;
}

/** The redemption rows of the orders just written: what the report's voucher cost starts from. */
export function recordRedemptions(
  tx: Executor,
  rows: { voucherId: string; userId: string; orderId: string; discount: number }[],
): Promise<void> {
  return insertRedemptions(tx, rows);
}
