import { addDays, hcmDateOf, hcmInstant, type Voucher } from '@tsa/shared';
import type { VoucherRow } from '../../db/schema';

/** A voucher's first day starts at midnight in Ho Chi Minh City; its last day ends at the next midnight. */
export const startOfDay = (date: string | null) => (date ? hcmInstant(date) : null);
export const endOfDay = (date: string | null) => (date ? hcmInstant(addDays(date, 1)) : null);

export function presentVoucher(row: VoucherRow): Voucher {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minOrder: row.minOrder,
    maxDiscount: row.maxDiscount,
    startsOn: row.startsAt ? hcmDateOf(row.startsAt) : null,
    endsOn: row.endsAt ? hcmDateOf(new Date(row.endsAt.getTime() - 1)) : null,
    serviceIds: row.serviceIds,
    firstOrderOnly: row.firstOrderOnly,
    perStudentLimit: row.perStudentLimit,
    totalLimit: row.totalLimit,
    usedCount: row.usedCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
