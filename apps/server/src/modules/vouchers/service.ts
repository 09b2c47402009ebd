import type { CheckVoucherInput, CreateVoucherData, UpdateVoucherInput, VoucherCheck } from '@tsa/shared';
import type { Db } from '../../db/client';
import { hasSqlState } from '../../db/errors';
import type { UserRow, VoucherRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { findServicesByIds } from '../order-records';
import { hasPendingReferralDiscount } from '../referrals';
import { endOfDay, startOfDay } from './presenter';
import { findVoucher, findVoucherByCode, insertVoucher, listVoucherRows, updateVoucherRow } from './repository';
import { checkVoucherUse } from './rules';
import { priceCheckLines } from './check-lines';

const codeTaken = () =>
  new AppError('vouchers/code-taken', { fields: { code: 'Mã giảm giá này đã tồn tại (không phân biệt hoa thường)' } });

export function listVouchers(db: Db): Promise<VoucherRow[]> {
  return listVoucherRows(db);
}

export async function createVoucher(
  db: Db,
  admin: UserRow,
  input: CreateVoucherData,
  origin: RequestOrigin,
): Promise<VoucherRow> {
  if (await findVoucherByCode(db, input.code)) throw codeTaken();
  try {
    return await db.transaction(async (tx) => {
      const { startsOn, endsOn, serviceIds, ...rest } = input;
      const row = await insertVoucher(tx, {
        ...rest,
        code: input.code.toUpperCase(),
        serviceIds: serviceIds?.map((id) => id.toLowerCase()) ?? null,
        startsAt: startOfDay(startsOn),
        endsAt: endOfDay(endsOn),
        createdById: admin.id,
      });
      await recordAuditEvent(tx, {
        action: 'voucher.created',
        actorId: admin.id,
        targetType: 'voucher',
        targetId: row.id,
        origin,
        details: { code: row.code, kind: row.kind, value: row.value, totalLimit: row.totalLimit },
      });
      return row;
    });
  } catch (error) {
    // Two admins creating the same code at once: the unique index on upper(code) answers.
    if (hasSqlState(error, '23505')) throw codeTaken();
    throw error;
  }
}

export async function editVoucher(
  db: Db,
  admin: UserRow,
  id: string,
  input: UpdateVoucherInput,
  origin: RequestOrigin,
): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    const current = await findVoucher(tx, id.toLowerCase());
    if (!current) throw new AppError('resource/not-found', { message: 'Không tìm thấy mã giảm giá' });
    const { startsOn, endsOn, serviceIds, ...rest } = input;
    const startsAt = startsOn === undefined ? current.startsAt : startOfDay(startsOn);
    const endsAt = endsOn === undefined ? current.endsAt : endOfDay(endsOn);
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new AppError('request/invalid-input', { fields: { endsOn: 'Ngày kết thúc phải sau ngày bắt đầu' } });
    }
    const changes = {
      ...rest,
      ...(startsOn === undefined ? {} : { startsAt }),
      ...(endsOn === undefined ? {} : { endsAt }),
      ...(serviceIds === undefined ? {} : { serviceIds: serviceIds?.map((s) => s.toLowerCase()) ?? null }),
    };
    // The row is locked by the update; a limit below the uses already taken is refused.
    if (changes.totalLimit != null && changes.totalLimit < current.usedCount) {
      const message = `Mã đã được dùng ${current.usedCount} lần: tổng số lượt ít nhất là ${current.usedCount}`;
      throw new AppError('vouchers/limit-below-used', { message, fields: { totalLimit: message } });
    }
    let row: VoucherRow;
    try {
      row = await updateVoucherRow(tx, current.id, changes);
    } catch (error) {
      // Redemptions between the read and the update: the check constraint keeps used ≤ limit.
      if (hasSqlState(error, '23514')) throw new AppError('vouchers/limit-below-used');
      throw error;
    }
    await recordAuditEvent(tx, {
      action: 'voucher.updated',
      actorId: admin.id,
      targetType: 'voucher',
      targetId: row.id,
      origin,
      details: { code: row.code, changed: Object.keys(input) },
    });
    return row;
  });
}

/** The order form's question: the discount the estimate would get, or the precise refusal. */
export async function checkVoucher(
  db: Db,
  student: UserRow,
  input: CheckVoucherInput & { code: string },
  now = new Date(),
): Promise<VoucherCheck> {
  const voucher = await findVoucherByCode(db, input.code);
  if (!voucher) throw new AppError('vouchers/not-found', { fields: { code: 'Mã giảm giá không tồn tại' } });
  const catalogue = await findServicesByIds(
    db,
    input.items.map((item) => item.serviceId.toLowerCase()),
  );
  const lines = priceCheckLines(catalogue, input.items);
  const referral = await hasPendingReferralDiscount(db, student.id);
  const bill = await checkVoucherUse(db, voucher, student.id, lines, referral, now, 'code');
  return {
    code: voucher.code,
    description: voucher.description,
    discount: bill.discount,
    estimatedGross: bill.gross,
    estimatedTotal: bill.total,
  };
}
