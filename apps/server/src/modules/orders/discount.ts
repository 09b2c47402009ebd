import type { UserRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { firstOrderReferral } from '../referrals';
import { billLinesOf, checkVoucherUse, findVoucherByCode } from '../vouchers';
import type { PricedLine } from './pricing';

/**
 * The discount a placement asks for, checked before its transaction (every rule with its own
 * refusal); the transaction then takes the voucher's use or the referral under their row locks
 * (placement-batch.ts). At most one per order.
 */
export type PlacementDiscount =
  | { kind: 'VOUCHER'; voucherId: string; code: string; amount: number }
  | { kind: 'REFERRAL'; referralId: string; amount: number };

export async function placementDiscount(
  db: Executor,
  student: UserRow,
  voucherCode: string | undefined,
  lines: PricedLine[],
  gross: number,
  now: Date,
): Promise<PlacementDiscount | null> {
  const referral = await firstOrderReferral(db, student.id);
  if (voucherCode) {
    const voucher = await findVoucherByCode(db, voucherCode);
    if (!voucher) throw new AppError('vouchers/not-found', { fields: { voucherCode: 'Mã giảm giá không tồn tại' } });
    // A first order with the referral discount is refused a voucher (vouchers/with-referral, in
    // voucherRefusal) rather than given the better of the two: the student sees the refusal on
    // the form and knows what they get, and the shop pays at most one discount per order.
    const bill = await checkVoucherUse(
      db,
      voucher,
      student.id,
      billLinesOf(lines),
      Boolean(referral),
      now,
      'voucherCode',
    );
    return { kind: 'VOUCHER', voucherId: voucher.id, code: voucher.code, amount: bill.discount };
  }
  if (referral) return { kind: 'REFERRAL', referralId: referral.id, amount: Math.min(referral.refereeDiscount, gross) };
  return null;
}
