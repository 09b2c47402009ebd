import { lineAmount } from './order-rules';

/**
 * The money rules of wallets, plans, vouchers and referrals (issue #34, decision 042), plain
 * functions shared by the order form's estimate and the server's bill, so both say the same
 * amount. Amounts are whole đồng; kilograms have one decimal.
 */

export const WALLET_ENTRY_KINDS = [
  'TOP_UP',
  'ORDER_PAYMENT',
  'REFUND',
  'ADJUSTMENT',
  'PLAN_PURCHASE',
  'REFERRAL_REWARD',
  'WITHDRAWAL',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];
export const WALLET_ENTRY_KIND_LABELS: Record<WalletEntryKind, string> = {
  TOP_UP: 'Nạp tiền',
  ORDER_PAYMENT: 'Thanh toán đơn',
  REFUND: 'Hoàn tiền',
  ADJUSTMENT: 'Điều chỉnh',
  PLAN_PURCHASE: 'Mua gói',
  REFERRAL_REWARD: 'Thưởng giới thiệu',
  WITHDRAWAL: 'Rút tiền',
};

export const PLAN_SUBSCRIPTION_STATUSES = ['AWAITING_PAYMENT', 'ACTIVE', 'ENDED', 'CANCELLED'] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];
export const PLAN_SUBSCRIPTION_STATUS_LABELS: Record<PlanSubscriptionStatus, string> = {
  AWAITING_PAYMENT: 'Chờ thanh toán',
  ACTIVE: 'Đang dùng',
  ENDED: 'Đã kết thúc',
  CANCELLED: 'Đã hủy',
};

export const VOUCHER_KINDS = ['PERCENT', 'FIXED'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export const DISCOUNT_KINDS = ['VOUCHER', 'REFERRAL'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const REFERRAL_STATUSES = ['PENDING', 'REWARDED', 'REJECTED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The wallet's bounds: one top-up or adjustment at most this much, a balance at most `maxBalance`. */
export const WALLET_LIMITS = { minTopUp: 10_000, maxAmount: 10_000_000, maxBalance: 20_000_000 } as const;

/** What a voucher takes off `base` (the amount after the plan): never more than `base`. */
export function voucherDiscount(
  voucher: { kind: VoucherKind; value: number; maxDiscount: number | null },
  base: number,
): number {
  if (base <= 0) return 0;
  const raw = voucher.kind === 'PERCENT' ? Math.floor((base * voucher.value) / 100) : voucher.value;
  const capped = voucher.maxDiscount === null ? raw : Math.min(raw, voucher.maxDiscount);
  return Math.max(0, Math.min(capped, base));
}

/** An order line as the bill sees it: billed quantity (after the minimum), unit price, service. */
export interface BillLine {
  serviceId: string;
  unit: 'KG' | 'ITEM';
  unitPrice: number;
  /** The quantity billed: the weighed one raised to the service's minimum, or the estimate. */
  quantity: number;
}

/**
 * What a plan with `kgLeft` covers of these lines: the kilograms of the services it covers,
 * in line order, and what they would have cost. Pieces (ITEM) are never covered.
 */
export function planCoverage(
  lines: readonly BillLine[],
  plan: { serviceIds: readonly string[]; kgLeft: number } | null,
): { kg: number; credit: number } {
  if (!plan || plan.kgLeft <= 0) return { kg: 0, credit: 0 };
  const covered = new Set(plan.serviceIds.map((id) => id.toLowerCase()));
  let left = Math.round(plan.kgLeft * 10);
  let kg = 0;
  let credit = 0;
  for (const line of lines) {
    if (left <= 0) break;
    if (line.unit !== 'KG' || !covered.has(line.serviceId.toLowerCase())) continue;
    const take = Math.min(left, Math.round(line.quantity * 10));
    if (take <= 0) continue;
    left -= take;
    kg += take;
    credit += Math.min(lineAmount(line.unitPrice, take / 10), lineAmount(line.unitPrice, line.quantity));
  }
  return { kg: kg / 10, credit };
}

/**
 * A discount limited to some services (a voucher for "giặt chăn" only): `amount` sees only what
 * those lines still cost after the plan. `serviceIds` null: every line.
 */
export interface DiscountRule {
  serviceIds: readonly string[] | null;
  amount: (base: number) => number;
}

/** What of `lines` a discount limited to `serviceIds` may take from: their amount less the plan's credit on them. */
export function discountBase(
  lines: readonly BillLine[],
  plan: { serviceIds: readonly string[]; kgLeft: number } | null,
  serviceIds: readonly string[] | null,
): number {
  if (serviceIds === null) return Number.POSITIVE_INFINITY;
  const covered = new Set(serviceIds.map((id) => id.toLowerCase()));
  // The plan's kilograms go to lines in order, so the credit on one line is what the plan covers
  // of the lines up to it, less what it covered before it.
  let base = 0;
  let creditBefore = 0;
  for (const [index, line] of lines.entries()) {
    const creditUpTo = planCoverage(lines.slice(0, index + 1), plan).credit;
    if (covered.has(line.serviceId.toLowerCase())) {
      base += lineAmount(line.unitPrice, line.quantity) - (creditUpTo - creditBefore);
    }
    creditBefore = creditUpTo;
  }
  return Math.max(0, base);
}

/** An order's bill: the lines' amount, less the plan's kilograms, less the discount. */
export interface Bill {
  gross: number;
  planKg: number;
  planCredit: number;
  discount: number;
  total: number;
}

/**
 * The bill of an order: plan first (kilograms already paid for), then the voucher or referral
 * discount on what is left. `discount` is a function of that rest, so a percentage applies to
 * what the student would otherwise pay; a rule limited to some services sees only their part of it.
 */
export function billOf(
  lines: readonly BillLine[],
  plan: { serviceIds: readonly string[]; kgLeft: number } | null,
  discount: ((base: number) => number) | DiscountRule | null,
): Bill {
  const gross = lines.reduce((sum, line) => sum + lineAmount(line.unitPrice, line.quantity), 0);
  const coverage = planCoverage(lines, plan);
  const planCredit = Math.min(coverage.credit, gross);
  const rest = gross - planCredit;
  const rule = typeof discount === 'function' ? { serviceIds: null, amount: discount } : discount;
  const base = rule ? Math.min(rest, discountBase(lines, plan, rule.serviceIds)) : 0;
  const off = rule ? Math.max(0, Math.min(rule.amount(base), base)) : 0;
  return { gross, planKg: coverage.kg, planCredit, discount: off, total: rest - off };
}
