import { z } from 'zod';
import { VOUCHER_KINDS } from '../money-rules';
import { isIsoDate } from '../time';

/**
 * Vouchers ("Mã giảm giá", issue #34, decision 042). The admin creates codes; a student types one
 * on the order form, sees its discount in the estimate (`POST /vouchers/check`), and the
 * placement redeems it in its own transaction.
 */

/** A code as typed: trimmed, upper case, letters, digits and dashes. */
export const voucherCodeInputSchema = z
  .string({ error: 'Mã giảm giá không hợp lệ' })
  .trim()
  .toUpperCase()
  .min(3, 'Mã giảm giá có ít nhất 3 ký tự')
  .max(30, 'Mã giảm giá tối đa 30 ký tự')
  .regex(/^[A-Z0-9-]+$/, 'Mã giảm giá chỉ gồm chữ, số và dấu gạch ngang');

export const VOUCHER_KIND_LABELS: Record<(typeof VOUCHER_KINDS)[number], string> = {
  PERCENT: 'Giảm theo %',
  FIXED: 'Giảm số tiền cố định',
};

/** The most a fixed voucher, a minimum order or a cap may be: far beyond any laundry order. */
export const VOUCHER_MAX_AMOUNT = 10_000_000;

const uuidLike = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

const amount = (label: string) =>
  z
    .number({ error: `${label} phải là số` })
    .int(`${label} phải là số nguyên (đồng)`)
    .min(0, `${label} không được âm`)
    .max(VOUCHER_MAX_AMOUNT, `${label} tối đa 10.000.000 đ`);

const count = (label: string) =>
  z
    .number({ error: `${label} phải là số` })
    .int(`${label} phải là số nguyên`)
    .min(1, `${label} ít nhất là 1`)
    .max(1_000_000, `${label} tối đa 1.000.000`);

/** A day in Ho Chi Minh City (YYYY-MM-DD): a voucher is valid from the start of its first day to the end of its last. */
const day = (label: string) =>
  z
    .string({ error: `${label} không hợp lệ` })
    .trim()
    .refine(isIsoDate, `${label} không hợp lệ (định dạng YYYY-MM-DD)`);

const voucherTermsShape = {
  description: z.string({ error: 'Mô tả không hợp lệ' }).trim().max(200, 'Mô tả tối đa 200 ký tự').default(''),
  minOrder: amount('Đơn tối thiểu').default(0),
  maxDiscount: amount('Giảm tối đa').min(1, 'Giảm tối đa phải lớn hơn 0').nullable().default(null),
  startsOn: day('Ngày bắt đầu').nullable().default(null),
  endsOn: day('Ngày kết thúc').nullable().default(null),
  /** Null: every service. */
  serviceIds: z
    .array(uuidLike('Dịch vụ không hợp lệ'))
    .min(1, 'Chọn ít nhất một dịch vụ, hoặc áp dụng cho mọi dịch vụ')
    .max(50)
    .nullable()
    .default(null),
  firstOrderOnly: z.boolean().default(false),
  perStudentLimit: count('Số lần mỗi sinh viên').default(1),
  /** Null: no limit. */
  totalLimit: count('Tổng số lượt').nullable().default(null),
};

function endsAfterStarts(value: { startsOn?: string | null; endsOn?: string | null }, ctx: z.RefinementCtx) {
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) {
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'Ngày kết thúc phải sau ngày bắt đầu' });
  }
}

export const createVoucherSchema = z
  .object({
    code: voucherCodeInputSchema,
    kind: z.enum(VOUCHER_KINDS, { error: 'Vui lòng chọn loại giảm giá' }),
    /** Percent (1–100) for PERCENT, đồng for FIXED. */
    value: z.number({ error: 'Mức giảm phải là số' }).int('Mức giảm phải là số nguyên'),
    ...voucherTermsShape,
  })
  .superRefine((voucher, ctx) => {
    if (voucher.kind === 'PERCENT' && (voucher.value < 1 || voucher.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Phần trăm giảm từ 1 đến 100' });
    }
    if (voucher.kind === 'FIXED' && (voucher.value < 1000 || voucher.value > VOUCHER_MAX_AMOUNT)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Số tiền giảm từ 1.000 đ đến 10.000.000 đ' });
    }
    endsAfterStarts(voucher, ctx);
  });
export type CreateVoucherInput = z.input<typeof createVoucherSchema>;
export type CreateVoucherData = z.output<typeof createVoucherSchema>;

/**
 * What may change once a code is out: its terms and limits, not its code or how much it takes off
 * (orders already placed with it are weighed by its rule). `active: false` deactivates it.
 */
export const updateVoucherSchema = z
  .object({
    description: voucherTermsShape.description.unwrap(),
    minOrder: voucherTermsShape.minOrder.unwrap(),
    maxDiscount: voucherTermsShape.maxDiscount.unwrap(),
    startsOn: voucherTermsShape.startsOn.unwrap(),
    endsOn: voucherTermsShape.endsOn.unwrap(),
    serviceIds: voucherTermsShape.serviceIds.unwrap(),
    firstOrderOnly: z.boolean(),
    perStudentLimit: voucherTermsShape.perStudentLimit.unwrap(),
    totalLimit: voucherTermsShape.totalLimit.unwrap(),
    active: z.boolean(),
  })
  .partial()
  .superRefine(endsAfterStarts);
export type UpdateVoucherInput = z.input<typeof updateVoucherSchema>;

export const voucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  value: z.number().int(),
  minOrder: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  serviceIds: z.array(z.string()).nullable(),
  firstOrderOnly: z.boolean(),
  perStudentLimit: z.number().int(),
  totalLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** The order form's question: what would this code take off these lines? */
export const checkVoucherSchema = z.object({
  code: voucherCodeInputSchema,
  items: z
    .array(
      z.object({
        serviceId: uuidLike('Dịch vụ không hợp lệ'),
        quantity: z.number({ error: 'Số lượng không hợp lệ' }).positive('Số lượng phải lớn hơn 0').max(1000),
      }),
      { error: 'Vui lòng chọn ít nhất một dịch vụ' },
    )
    .min(1, 'Vui lòng chọn ít nhất một dịch vụ')
    .max(20),
});
export type CheckVoucherInput = z.input<typeof checkVoucherSchema>;

export const voucherCheckSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** What the estimate loses: the final discount follows the weighed amount. */
  discount: z.number().int(),
  /** The estimate before and after it. */
  estimatedGross: z.number().int(),
  estimatedTotal: z.number().int(),
});
export type VoucherCheck = z.infer<typeof voucherCheckSchema>;

/** One line of a voucher's terms for a student or the admin's list, e.g. "Giảm 10%, tối đa 20.000 đ". */
export function voucherSummary(voucher: Pick<Voucher, 'kind' | 'value' | 'maxDiscount' | 'minOrder'>): string {
  const vnd = (n: number) => `${n.toLocaleString('vi-VN')} đ`;
  const main = voucher.kind === 'PERCENT' ? `Giảm ${voucher.value}%` : `Giảm ${vnd(voucher.value)}`;
  const cap = voucher.kind === 'PERCENT' && voucher.maxDiscount !== null ? `, tối đa ${vnd(voucher.maxDiscount)}` : '';
  const min = voucher.minOrder > 0 ? `, đơn từ ${vnd(voucher.minOrder)}` : '';
  return `${main}${cap}${min}`;
}
