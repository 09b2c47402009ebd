import { billOf, voucherDiscount, type Bill, type BillLine, type DiscountRule } from '@tsa/shared';
import type { VoucherRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { formatVnd } from '../../lib/money';
import { liveOrderCount, studentUses } from './repository';

/** The voucher's rule as the bill applies it: on the lines of the services it covers only. */
export function discountRuleOf(
  voucher: Pick<VoucherRow, 'kind' | 'value' | 'maxDiscount' | 'serviceIds'>,
): DiscountRule {
  return { serviceIds: voucher.serviceIds, amount: (base) => voucherDiscount(voucher, base) };
}

/** Why the voucher cannot be used now, whoever asks: off, not yet, no longer, or used up. */
export function voucherClosed(voucher: VoucherRow, now: Date): AppError | null {
  if (!voucher.active) return new AppError('vouchers/inactive');
  if (voucher.startsAt && now < voucher.startsAt) return new AppError('vouchers/not-started');
  if (voucher.endsAt && now >= voucher.endsAt) return new AppError('vouchers/expired');
  if (voucher.totalLimit !== null && voucher.usedCount >= voucher.totalLimit) return new AppError('vouchers/used-up');
  return null;
}

export interface StudentVoucherState {
  /** The student's orders that were not cancelled. */
  orders: number;
  /** The student's uses of this voucher not given back. */
  uses: number;
  /** The first order already carries the referral discount. */
  referral: boolean;
}

/**
 * Why this student may not use the voucher on these lines, or null. The order of the checks is
 * the order a student would fix them in: the code itself, then who they are, then the order.
 */
export function voucherRefusal(voucher: VoucherRow, lines: readonly BillLine[], state: StudentVoucherState, now: Date) {
  const closed = voucherClosed(voucher, now);
  if (closed) return closed;
  // A first order with a referral discount takes no voucher too: one discount per order keeps
  // the bill (and the shop's cost) readable, and the referral was promised at sign-up.
  if (state.referral) return new AppError('vouchers/with-referral');
  if (voucher.firstOrderOnly && state.orders > 0) return new AppError('vouchers/first-order-only');
  if (state.uses >= voucher.perStudentLimit) return new AppError('vouchers/per-student-limit');
  if (voucher.serviceIds) {
    const covered = new Set(voucher.serviceIds.map((id) => id.toLowerCase()));
    if (!lines.some((line) => covered.has(line.serviceId.toLowerCase()))) {
      return new AppError('vouchers/service-not-covered');
    }
  }
  const gross = billOf(lines, null, null).gross;
  if (gross < voucher.minOrder) {
    return new AppError('vouchers/min-order', {
      message: `Mã này áp dụng cho đơn từ ${formatVnd(voucher.minOrder)}; đơn dự kiến của bạn là ${formatVnd(gross)}`,
    });
  }
  return null;
}

/** The refusal with the field of the form it belongs to, so the form shows it under the code. */
export function onField(error: AppError, field: string): AppError {
  return new AppError(error.code as never, { message: error.message, fields: { [field]: error.message } });
}

/** The estimate with the voucher: what the student would pay, checked against every rule. */
export async function checkVoucherUse(
  db: Executor,
  voucher: VoucherRow,
  studentId: string,
  lines: readonly BillLine[],
  referral: boolean,
  now: Date,
  field: string,
): Promise<Bill> {
  const state = {
    orders: await liveOrderCount(db, studentId),
    uses: await studentUses(db, voucher.id, studentId),
    referral,
  };
  const refusal = voucherRefusal(voucher, lines, state, now);
  if (refusal) throw onField(refusal, field);
  return billOf(lines, null, discountRuleOf(voucher));
}
