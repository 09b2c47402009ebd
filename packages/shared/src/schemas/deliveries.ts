import { z } from 'zod';
import { pageOf } from './common';
import {
  cashCollectedSchema,
  handoffChoiceSchema,
  isoDateSchema,
  orderAddressSchema,
  orderSchema,
  orderStatusSchema,
  ORDER_LIMITS,
  paymentMethodSchema,
  paymentStatusSchema,
  pickupSlotSchema,
  statusListSchema,
  type OrderStatus,
} from './orders';

export const DELIVERY_TYPES = ['PICKUP', 'DROPOFF'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = { PICKUP: 'Lấy đồ', DROPOFF: 'Giao đồ' };

export const DELIVERY_STATUSES = ['ASSIGNED', 'IN_PROGRESS', 'DONE', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  ASSIGNED: 'Đã phân công',
  IN_PROGRESS: 'Đang thực hiện',
  DONE: 'Hoàn thành',
  FAILED: 'Thất bại',
};

/** A task is open while ASSIGNED or IN_PROGRESS; an order has at most one open task per type. */
export const OPEN_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['ASSIGNED', 'IN_PROGRESS'];

export const DELIVERY_TRANSITIONS: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  ASSIGNED: ['IN_PROGRESS', 'FAILED'],
  IN_PROGRESS: ['DONE', 'FAILED'],
  DONE: [],
  FAILED: [],
};

/** The order statuses a task of each type may be assigned in. */
export const DELIVERY_ELIGIBLE_ORDER_STATUSES: Record<DeliveryType, readonly OrderStatus[]> = {
  PICKUP: ['PENDING', 'CONFIRMED'],
  DROPOFF: ['READY'],
};

export const DELIVERY_LIMITS = { reason: 250, bulk: 100, maxDaysAhead: ORDER_LIMITS.maxDaysAhead } as const;

export function canChangeDeliveryStatus(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return DELIVERY_TRANSITIONS[from].includes(to);
}

export function deliveryTransitionRefusedMessage(from: DeliveryStatus, to: DeliveryStatus): string {
  return `Không thể chuyển nhiệm vụ từ "${DELIVERY_STATUS_LABELS[from]}" sang "${DELIVERY_STATUS_LABELS[to]}"`;
}

export const deliveryTypeSchema = z.enum(DELIVERY_TYPES, {
  error: 'Loại nhiệm vụ phải là PICKUP (lấy đồ) hoặc DROPOFF (giao đồ)',
});
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES, { error: 'Trạng thái nhiệm vụ không hợp lệ' });

const id = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);
const staffIdSchema = id('Vui lòng chọn nhân viên');

// ---- requests

export const createDeliverySchema = z.object({
  orderId: id('Đơn hàng không hợp lệ'),
  type: deliveryTypeSchema,
  staffId: staffIdSchema,
  scheduledDate: isoDateSchema('ngày thực hiện'),
  slot: pickupSlotSchema,
});
export type CreateDeliveryInput = z.infer<typeof createDeliverySchema>;

export const bulkCreateDeliveriesSchema = z.object({
  orderIds: z
    .array(id('Đơn hàng không hợp lệ'), { error: 'Vui lòng chọn ít nhất một đơn' })
    .min(1, 'Vui lòng chọn ít nhất một đơn')
    .max(DELIVERY_LIMITS.bulk, `Tối đa ${DELIVERY_LIMITS.bulk} đơn mỗi lần phân công`),
  type: deliveryTypeSchema,
  staffId: staffIdSchema,
  scheduledDate: isoDateSchema('ngày thực hiện'),
  slot: pickupSlotSchema,
});
export type BulkCreateDeliveriesInput = z.infer<typeof bulkCreateDeliveriesSchema>;

/** Reassign an open task to another staff member and/or move it to another window. */
export const updateDeliverySchema = z
  .object({
    staffId: staffIdSchema.optional(),
    scheduledDate: isoDateSchema('ngày thực hiện').optional(),
    slot: pickupSlotSchema.optional(),
  })
  .refine((v) => v.staffId !== undefined || v.scheduledDate !== undefined || v.slot !== undefined, {
    message: 'Vui lòng chọn nhân viên, ngày hoặc khung giờ mới',
    path: ['staffId'],
  });
export type UpdateDeliveryInput = z.infer<typeof updateDeliverySchema>;

export const changeDeliveryStatusSchema = z
  .object({
    status: deliveryStatusSchema,
    reason: z
      .string({ error: 'Lý do phải là chuỗi ký tự' })
      .trim()
      .max(DELIVERY_LIMITS.reason, `Lý do tối đa ${DELIVERY_LIMITS.reason} ký tự`)
      .optional(),
    /** Completing the drop-off of an unpaid cash order: the cash received at the door, in VND. */
    cashCollected: cashCollectedSchema.optional(),
    /** Admin only: start a pickup before its day (kept in the order's history). */
    override: z.boolean().optional(),
  })
  .refine((v) => v.status !== 'FAILED' || Boolean(v.reason), {
    message: 'Vui lòng nhập lý do thất bại',
    path: ['reason'],
  });
export type ChangeDeliveryStatusInput = z.infer<typeof changeDeliveryStatusSchema>;

export const listDeliveriesQuerySchema = z
  .object({
    status: statusListSchema(DELIVERY_STATUSES, 'Trạng thái nhiệm vụ không hợp lệ'),
    type: deliveryTypeSchema.optional(),
    /** Admins only; staff always see their own tasks. */
    staffId: id('Nhân viên không hợp lệ').optional(),
    orderId: id('Đơn hàng không hợp lệ').optional(),
    /** One scheduled day… */
    date: isoDateSchema('ngày').optional(),
    /** …or a range of scheduled days (inclusive). */
    from: isoDateSchema('ngày bắt đầu').optional(),
    to: isoDateSchema('ngày kết thúc').optional(),
    page: z.coerce.number({ error: 'Trang phải là số' }).int().min(1, 'Trang phải từ 1 trở lên').default(1),
    pageSize: z.coerce
      .number({ error: 'Số dòng phải là số' })
      .int()
      .min(1)
      .max(200, 'Tối đa 200 dòng mỗi trang')
      .default(100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Ngày bắt đầu phải trước ngày kết thúc',
    path: ['to'],
  });
export type ListDeliveriesQuery = z.infer<typeof listDeliveriesQuerySchema>;

// ---- responses

const staffRefSchema = z.object({ id: z.string(), name: z.string(), phoneNumber: z.string().nullable() });

/** A task as an order's detail lists it. */
export const deliverySummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  type: deliveryTypeSchema,
  status: deliveryStatusSchema,
  scheduledDate: z.string(),
  slot: pickupSlotSchema,
  staff: staffRefSchema,
  /** Why the task failed. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

/** What a staff member needs at the door. */
export const deliveryOrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: orderStatusSchema,
  studentId: z.string(),
  studentName: z.string(),
  address: orderAddressSchema,
  /** Null for an order handed in at the counter. */
  pickupDate: z.string().nullable(),
  pickupSlot: pickupSlotSchema.nullable(),
  note: z.string(),
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  estimatedTotal: z.number().int(),
  finalTotal: z.number().int().nullable(),
  /** What is still to be paid (after a short transfer, less than the total): what the door collects. */
  due: z.number().int(),
  /** Where this task hands the bag over: the order's pickup or drop-off hand-off (decision 043). */
  handoff: handoffChoiceSchema.optional(),
  /** When the student confirmed the pickup after the night-before reminder. */
  pickupConfirmedAt: z.string().nullable().optional(),
});

export const deliveryTaskSchema = deliverySummarySchema.extend({ order: deliveryOrderSchema });
export type DeliveryTask = z.infer<typeof deliveryTaskSchema>;

export const deliveryPageSchema = pageOf(deliveryTaskSchema);
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

export const bulkDeliveriesResultSchema = z.object({ items: z.array(deliveryTaskSchema) });

/** Orders waiting for a task: a pickup (PENDING/CONFIRMED without an open PICKUP) or a drop-off (READY without an open DROPOFF). */
export const neededDeliveriesSchema = z.object({
  pickups: z.array(orderSchema),
  dropoffs: z.array(orderSchema),
});
export type NeededDeliveries = z.infer<typeof neededDeliveriesSchema>;
