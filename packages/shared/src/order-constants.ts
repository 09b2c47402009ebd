/**
 * The orders' enums, their Vietnamese labels and limits: plain values, no zod, so a page can
 * show them before the schemas (and zod) have loaded (`@tsa/shared/rules`).
 */
import { LIMITS } from './enums';

export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'PICKED_UP',
  'WASHING',
  'READY',
  'DELIVERING',
  'COMPLETED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Chờ xác nhận',
  CONFIRMED: 'Đã xác nhận',
  PICKED_UP: 'Đã lấy đồ',
  WASHING: 'Đang giặt',
  READY: 'Đã giặt xong',
  DELIVERING: 'Đang giao',
  COMPLETED: 'Hoàn thành',
  CANCELLED: 'Đã hủy',
};

/** Pickup windows, named by their hours in Ho Chi Minh City time. */
export const PICKUP_SLOTS = ['07-09', '11-13', '17-19', '19-21'] as const;
export type PickupSlot = (typeof PICKUP_SLOTS)[number];
export const PICKUP_SLOT_LABELS: Record<PickupSlot, string> = {
  '07-09': '07:00–09:00',
  '11-13': '11:00–13:00',
  '17-19': '17:00–19:00',
  '19-21': '19:00–21:00',
};
/** The hour (HCM) each window starts; a slot whose start has passed can no longer be booked. */
export const PICKUP_SLOT_START_HOURS: Record<PickupSlot, number> = {
  '07-09': 7,
  '11-13': 11,
  '17-19': 17,
  '19-21': 19,
};
/** The hour (HCM) each window closes; after it, an order not picked up yet is late. */
export const PICKUP_SLOT_END_HOURS: Record<PickupSlot, number> = { '07-09': 9, '11-13': 13, '17-19': 19, '19-21': 21 };
/** The service's promise: clean clothes back within this many hours after the pickup window. */
export const RETURN_PROMISE_HOURS = 48;

/** WALLET ("Trừ ví"): the order is paid from the student's ví TSA once weighed, automatically. */
export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'WALLET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Tiền mặt',
  BANK_TRANSFER: 'Chuyển khoản',
  WALLET: 'Trừ ví TSA',
};

export const PAYMENT_STATUSES = ['UNPAID', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  UNPAID: 'Chưa thanh toán',
  PAID: 'Đã thanh toán',
};

/**
 * Where an order's money stands as the staff see it: unpaid, unpaid but the student said "Tôi
 * đã chuyển khoản" (someone has to check the bank), or paid. Derived from the payment status and
 * the claim; the admin's list filters on it.
 */
export const PAYMENT_STATES = ['UNPAID', 'TRANSFER_CLAIMED', 'PAID'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  UNPAID: PAYMENT_STATUS_LABELS.UNPAID,
  TRANSFER_CLAIMED: 'Chờ kiểm tra chuyển khoản',
  PAID: PAYMENT_STATUS_LABELS.PAID,
};
export function paymentStateOf(order: { paymentStatus: PaymentStatus; transferClaimedAt: unknown }): PaymentState {
  if (order.paymentStatus === 'PAID') return 'PAID';
  return order.transferClaimedAt ? 'TRANSFER_CLAIMED' : 'UNPAID';
}

/**
 * The bounds of an order, on both sides (the shared schemas and rules; docs/product.md says why).
 * A line is at most `maxQuantity` kg or pieces: a student's bag is 3–10 kg, so more is a typo
 * (99999, or 425 for 4,25) or a bulk job the shop quotes apart. An order totals at most
 * `maxTotal` đồng, estimated or weighed, which is also the most cash taken at one door.
 */
export const ORDER_LIMITS = {
  maxItems: 20,
  maxQuantity: 50,
  maxTotal: 5_000_000,
  /** Cash handed over beyond the amount due: less than the largest note (500.000 ₫), else a typo. */
  maxCashOver: 500_000,
  /** How far ahead a pickup may be booked, in days after today (HCM). */
  maxDaysAhead: 14,
  note: LIMITS.longText,
  reason: LIMITS.longText,
} as const;
