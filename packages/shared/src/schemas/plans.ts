import { z } from 'zod';
import { PLAN_SUBSCRIPTION_STATUSES } from '../money-rules';
import { transferInstructionsSchema } from './payments';

/**
 * Plans ("gói tháng", "gói học kỳ", issue #34, decision 042): the admin sells a number of
 * kilograms a month for a number of months, paid up front; each weighed order takes the plan's
 * kilograms first.
 */

export const PLAN_LIMITS = {
  minKg: 0.5,
  maxKg: 200,
  minPrice: 1_000,
  /** One wallet top-up at most (WALLET_LIMITS.maxAmount): a plan is always payable by one transfer. */
  maxPrice: 10_000_000,
  maxMonths: 12,
  maxServices: 20,
  name: 80,
  description: 500,
} as const;

/** What the student may pay a plan with: the wallet now, or a transfer into the wallet. */
export const PLAN_PAYMENT_METHODS = ['WALLET', 'BANK_TRANSFER'] as const;
export type PlanPaymentMethod = (typeof PLAN_PAYMENT_METHODS)[number];
export const PLAN_PAYMENT_METHOD_LABELS: Record<PlanPaymentMethod, string> = {
  WALLET: 'Trừ ví TSA',
  BANK_TRANSFER: 'Chuyển khoản',
};

const name = z
  .string({ error: 'Vui lòng nhập tên gói' })
  .trim()
  .min(1, 'Vui lòng nhập tên gói')
  .max(PLAN_LIMITS.name, `Tên gói tối đa ${PLAN_LIMITS.name} ký tự`);
const description = z
  .string({ error: 'Mô tả phải là chuỗi ký tự' })
  .trim()
  .max(PLAN_LIMITS.description, `Mô tả tối đa ${PLAN_LIMITS.description} ký tự`);
const kgPerMonth = z
  .number({ error: 'Số kg mỗi tháng phải là số' })
  .min(PLAN_LIMITS.minKg, `Số kg mỗi tháng tối thiểu ${String(PLAN_LIMITS.minKg).replace('.', ',')} kg`)
  .max(PLAN_LIMITS.maxKg, `Số kg mỗi tháng tối đa ${PLAN_LIMITS.maxKg} kg`)
  .multipleOf(0.1, 'Số kg lấy tối đa 1 chữ số thập phân');
const price = z
  .number({ error: 'Giá gói phải là số' })
  .int('Giá gói phải là số nguyên (đồng)')
  .min(PLAN_LIMITS.minPrice, 'Giá gói tối thiểu 1.000 ₫')
  .max(PLAN_LIMITS.maxPrice, 'Giá gói tối đa 10.000.000 ₫');
const months = z
  .number({ error: 'Số tháng phải là số' })
  .int('Số tháng phải là số nguyên')
  .min(1, 'Gói dài ít nhất 1 tháng')
  .max(PLAN_LIMITS.maxMonths, `Gói dài tối đa ${PLAN_LIMITS.maxMonths} tháng`);
const serviceIds = z
  .array(z.string({ error: 'Dịch vụ không hợp lệ' }).min(1, 'Dịch vụ không hợp lệ').max(64, 'Dịch vụ không hợp lệ'), {
    error: 'Chọn ít nhất một dịch vụ tính theo kg',
  })
  .min(1, 'Chọn ít nhất một dịch vụ tính theo kg')
  .max(PLAN_LIMITS.maxServices, `Tối đa ${PLAN_LIMITS.maxServices} dịch vụ`)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Mỗi dịch vụ chỉ chọn một lần');
const flag = (label: string) => z.boolean({ error: `${label} phải là có hoặc không` });

/** The terms an admin writes; the same object is the admin form's values. */
export const planInputSchema = z.object({
  name,
  description,
  kgPerMonth,
  price,
  months,
  serviceIds,
  rollover: flag('Cộng dồn kg'),
  skipWeekAllowed: flag('Tạm ngưng 1 tuần'),
  active: flag('Đang bán'),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export const createPlanSchema = planInputSchema.extend({
  description: description.default(''),
  rollover: flag('Cộng dồn kg').default(false),
  skipWeekAllowed: flag('Tạm ngưng 1 tuần').default(false),
  active: flag('Đang bán').default(true),
});
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

export const updatePlanSchema = planInputSchema
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Không có gì để thay đổi');
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kgPerMonth: z.number(),
  price: z.number().int(),
  months: z.number().int(),
  serviceIds: z.array(z.string()),
  rollover: z.boolean(),
  skipWeekAllowed: z.boolean(),
  active: z.boolean(),
  /** The price of one kilogram if every kilogram of every month is used, rounded to the đồng. */
  pricePerKg: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const buyPlanSchema = z.object({
  paymentMethod: z.enum(PLAN_PAYMENT_METHODS, { error: 'Chọn trừ ví TSA hoặc chuyển khoản' }),
});
export type BuyPlanInput = z.infer<typeof buyPlanSchema>;

/** A student's plan: the terms as sold and where its current month stands. Days are `YYYY-MM-DD` (Hồ Chí Minh). */
export const planSubscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  name: z.string(),
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  kgPerMonth: z.number(),
  price: z.number().int(),
  months: z.number().int(),
  serviceIds: z.array(z.string()),
  rollover: z.boolean(),
  skipWeekAllowed: z.boolean(),
  /** Null until paid. */
  startsOn: z.string().nullable(),
  /** The plan's last day (skipped weeks included). */
  endsOn: z.string().nullable(),
  periodStartsOn: z.string().nullable(),
  /** The current month's last day. */
  periodEndsOn: z.string().nullable(),
  /** The day the next month begins with fresh kilograms; null in the last month. */
  renewsOn: z.string().nullable(),
  kgLeft: z.number(),
  kgUsed: z.number(),
  /** Weeks skipped this month (at most one). */
  skippedWeeks: z.number().int(),
  /** The student may skip a week now. */
  canSkipWeek: z.boolean(),
  createdAt: z.string(),
});
export type PlanSubscription = z.infer<typeof planSubscriptionSchema>;

/** How to pay a plan by transfer: into the wallet, with the wallet's top-up content. */
export const planTransferSchema = transferInstructionsSchema.extend({
  /** The wallet's balance counted towards the price. */
  walletBalance: z.number().int(),
});
export type PlanTransfer = z.infer<typeof planTransferSchema>;

/** `GET /plans/me` and the answer of a purchase: the plan, and for one awaiting payment how to pay it. */
export const myPlanSchema = z.object({
  subscription: planSubscriptionSchema.nullable(),
  transfer: planTransferSchema.nullable(),
});
export type MyPlan = z.infer<typeof myPlanSchema>;
