/**
 * The rules of an order that both the server (which enforces them) and the web (which shows
 * only the buttons and slots that will be accepted) need: the status machine, cancellation,
 * pricing and pickup slots.
 */
import type { Role } from './enums';
import type { SlotAvailability } from './schemas/dormitories';
import type { ServiceUnit } from './schemas/services';
import {
  ORDER_LIMITS,
  ORDER_STATUS_LABELS,
  PICKUP_SLOT_LABELS,
  PICKUP_SLOT_START_HOURS,
  PICKUP_SLOTS,
  type OrderStatus,
  type PickupSlot,
} from './order-constants';
import { addDays, formatViDate, hcmDateOf, hcmInstant } from './time';

// ---- status machine

/** The forward steps staff and admins may take with `PATCH /orders/{id}/status`. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['CONFIRMED'],
  CONFIRMED: ['PICKED_UP'],
  PICKED_UP: ['WASHING'],
  WASHING: ['READY'],
  READY: ['DELIVERING'],
  DELIVERING: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** `POST /orders/{id}/cancel`: a student may cancel their own order only before the pickup. */
export const STUDENT_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PENDING', 'CONFIRMED'];
/** An admin may cancel (with a reason) anything not finished yet. */
export const ADMIN_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'CONFIRMED',
  'PICKED_UP',
  'WASHING',
  'READY',
  'DELIVERING',
];
/** Orders still being worked on. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [...ADMIN_CANCELLABLE_STATUSES];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[status];
}

/** Whether `role` may cancel an order in `status` (students: their own orders only). */
export function canCancel(role: Role, status: OrderStatus): boolean {
  if (role === 'ADMIN') return ADMIN_CANCELLABLE_STATUSES.includes(status);
  if (role === 'STUDENT') return STUDENT_CANCELLABLE_STATUSES.includes(status);
  return false;
}

/** 'Không thể chuyển đơn từ "Chờ xác nhận" sang "Hoàn thành"' */
export function transitionRefusedMessage(from: OrderStatus, to: OrderStatus): string {
  return `Không thể chuyển đơn từ "${ORDER_STATUS_LABELS[from]}" sang "${ORDER_STATUS_LABELS[to]}"`;
}

// ---- pricing

/** A number the Vietnamese way: 3,5 rather than 3.5. */
export function formatQuantity(quantity: number): string {
  return String(Math.round(quantity * 10) / 10).replace('.', ',');
}

/** Amount of one line in whole đồng. */
export function lineAmount(unitPrice: number, quantity: number): number {
  return Math.round(unitPrice * quantity);
}

/**
 * The quantity a weighed line is billed for: the service's minimum applies ("tối thiểu 3 kg"),
 * but a line with nothing in it (0) costs nothing.
 */
export function billedQuantity(quantity: number, minQuantity: number): number {
  return quantity <= 0 ? 0 : Math.max(quantity, minQuantity);
}

export interface PricedService {
  name: string;
  unit: ServiceUnit;
  unitLabel: string;
  minQuantity: number;
}

/** Why `quantity` cannot be ordered for `service`, in Vietnamese; null when it can. */
export function quantityProblem(service: PricedService, quantity: number): string | null {
  if (service.unit === 'ITEM' && !Number.isInteger(quantity)) {
    return `Số lượng "${service.name}" phải là số nguyên`;
  }
  if (quantity < service.minQuantity) {
    return `"${service.name}" tối thiểu ${formatQuantity(service.minQuantity)} ${service.unitLabel}`;
  }
  return null;
}

/** '103.000 ₫', the way the screens write money, for messages made here. */
export function formatDong(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}

/** Why an order's total (estimated or weighed) is refused, in Vietnamese; null when it fits. */
export function orderTotalProblem(total: number): string | null {
  return total > ORDER_LIMITS.maxTotal
    ? `Tổng đơn ${formatDong(total)} vượt mức tối đa ${formatDong(ORDER_LIMITS.maxTotal)} mỗi đơn: kiểm tra lại số lượng, hoặc tách thành nhiều đơn`
    : null;
}

/**
 * Money as a cashier types it: digits with optional thousands dots or spaces ('103.000',
 * '103 000', '103000'), an optional '₫' or 'đ'. Null when it is not an amount ('abc', '-5', '1e5', '10,5').
 */
export function parseCashText(text: string): number | null {
  const clean = text.trim().replace(/\s*(₫|đ|d|vnd|vnđ)$/i, '');
  if (!/^\d{1,3}([. ]\d{3})*$|^\d+$/.test(clean)) return null;
  const amount = Number(clean.replace(/[. ]/g, ''));
  return Number.isSafeInteger(amount) ? amount : null;
}

/**
 * Cash at the door against the amount due. Only two answers are recorded: nothing ("Chưa thu
 * được tiền", 0) or the whole amount due. Less is refused with what is missing (the bag is handed
 * over against the full amount; a student who cannot pay keeps the order unpaid); more is change
 * the cashier gives back, so the form records the amount due, and the server refuses more.
 */
export type CashProblem = { kind: 'short'; missing: number; message: string } | { kind: 'over'; message: string };

export function cashAtDoorProblem(collected: number, due: number): CashProblem | null {
  if (collected === 0 || collected === due) return null;
  if (collected < due) {
    const missing = due - collected;
    return {
      kind: 'short',
      missing,
      message: `Còn thiếu ${formatDong(missing)}: cần thu đủ ${formatDong(due)}. Sinh viên chưa trả được thì chọn "Chưa thu được tiền"`,
    };
  }
  return {
    kind: 'over',
    message: `Số tiền đã thu ghi đúng số cần thu ${formatDong(due)}; tiền thừa ${formatDong(collected - due)} trả lại cho sinh viên`,
  };
}

/** The estimated total of an order form: sum of round(unit price × quantity). */
export function estimateTotal(lines: readonly { unitPrice: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineAmount(line.unitPrice, line.quantity), 0);
}

/** An order form's line as typed: NaN (not a number yet) and 0 (not ordered) count for nothing. */
export interface EstimateLine {
  unitPrice: number;
  quantity: number;
  unitLabel: string;
}

/** True when a line is past the bound of one line (50 kg or pieces). */
export function overLineBound(quantity: number): boolean {
  return quantity > ORDER_LIMITS.maxQuantity;
}

/** 'Tối đa 50 kg mỗi dịch vụ' */
export function lineBoundText(unitLabel: string): string {
  return `Tối đa ${ORDER_LIMITS.maxQuantity} ${unitLabel} mỗi dịch vụ`;
}

/**
 * The live estimate of an order form (the student's and the walk-in), within the bounds the
 * schema enforces on submit: the amount, or the bound it is past ('Tối đa 50 kg mỗi dịch vụ',
 * 'Tối đa 5.000.000 ₫ mỗi đơn') — never a price the shop would refuse (99999 kg is not
 * 1.499.985.000 ₫).
 */
export function estimateText(lines: readonly EstimateLine[]): string {
  const counted = lines.filter((line) => Number.isFinite(line.quantity) && line.quantity > 0);
  const over = counted.find((line) => overLineBound(line.quantity));
  if (over) return lineBoundText(over.unitLabel);
  const total = estimateTotal(counted);
  return total > ORDER_LIMITS.maxTotal ? `Tối đa ${formatDong(ORDER_LIMITS.maxTotal)} mỗi đơn` : formatDong(total);
}

// ---- pickup slots

export function slotLabel(slot: PickupSlot): string {
  return PICKUP_SLOT_LABELS[slot];
}

/** The instant a pickup window opens. */
export function slotStartsAt(date: string, slot: PickupSlot): Date {
  return hcmInstant(date, PICKUP_SLOT_START_HOURS[slot]);
}

/** Why a pickup at `date`/`slot` cannot be booked at `now`, in Vietnamese; null when it can. */
export function pickupProblem(date: string, slot: PickupSlot, now: Date = new Date()): 'past' | 'too-far' | null {
  const today = hcmDateOf(now);
  if (date < today || slotStartsAt(date, slot).getTime() <= now.getTime()) return 'past';
  if (date > addDays(today, ORDER_LIMITS.maxDaysAhead)) return 'too-far';
  return null;
}

export function pickupPastMessage(date: string, slot: PickupSlot): string {
  return `Khung giờ ${PICKUP_SLOT_LABELS[slot]} ngày ${formatViDate(date)} đã qua. Vui lòng chọn khung giờ khác`;
}

export function pickupTooFarMessage(): string {
  return `Chỉ đặt lịch lấy đồ trong vòng ${ORDER_LIMITS.maxDaysAhead} ngày tới`;
}

/** The slots of `date` still open at `now` (the web's slot picker). */
export function availablePickupSlots(date: string, now: Date = new Date()): PickupSlot[] {
  return PICKUP_SLOTS.filter((slot) => pickupProblem(date, slot, now) === null);
}

/** What a walk-in order handed in at the counter shows where others show their pickup window. */
export const AT_COUNTER_LABEL = 'Nhận tại quầy';

/** '17:00–19:00 · 21/11/2025', or 'Nhận tại quầy' for an order with no pickup window. */
export function pickupWindowText(date: string | null | undefined, slot: PickupSlot | null | undefined): string {
  return date && slot ? `${PICKUP_SLOT_LABELS[slot]} · ${formatViDate(date)}` : AT_COUNTER_LABEL;
}

/** "Còn 3 chỗ", "Hết chỗ", or nothing when the window has no limit. */
export function slotAvailabilityText(slot: Pick<SlotAvailability, 'remaining' | 'full'>): string | null {
  if (slot.full) return 'Hết chỗ';
  return slot.remaining == null ? null : `Còn ${slot.remaining} chỗ`;
}
