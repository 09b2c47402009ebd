import { z } from 'zod';
import { ROLES } from '../enums';
import {
  ORDER_LIMITS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  PAYMENT_STATUSES,
  PICKUP_SLOTS,
} from '../order-constants';
import { formatDong } from '../order-rules';
import { DISCOUNT_KINDS } from '../money-rules';
import { HANDOFFS, ORDER_HISTORY_KINDS, SCAN_STAGES } from '../floor-constants';
import { isIsoDate } from '../time';
import { pageOf } from './common';
import { SERVICE_UNITS } from './services';
import { buildingIdSchema } from './dormitories';
import { buildingSchema, dormitorySchema, phoneNumberSchema, roomSchema } from './users';
import { voucherCodeInputSchema } from './vouchers';

export * from '../order-constants';

// ---- field schemas (the web's forms use the same ones)

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Trạng thái đơn không hợp lệ' });
export const pickupSlotSchema = z.enum(PICKUP_SLOTS, {
  error: 'Khung giờ lấy đồ không hợp lệ (chọn 07-09, 11-13, 17-19 hoặc 19-21)',
});
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'Phương thức thanh toán phải là tiền mặt (CASH) hoặc chuyển khoản (BANK_TRANSFER)',
});
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: 'Trạng thái thanh toán phải là UNPAID hoặc PAID',
});

/** A calendar day `YYYY-MM-DD`. */
export const isoDateSchema = (label: string) =>
  z
    .string({ error: `Vui lòng chọn ${label}` })
    .trim()
    .refine(isIsoDate, `${label[0]!.toUpperCase()}${label.slice(1)} không hợp lệ (định dạng YYYY-MM-DD)`);

/** One line holds at most this much: a bag one person carries (docs/product.md, "Bounds"). */
const QUANTITY_TOO_LARGE = `Mỗi dòng tối đa ${ORDER_LIMITS.maxQuantity} (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng`;

export const quantitySchema = z
  .number({ error: 'Số lượng phải là số' })
  .positive('Số lượng phải lớn hơn 0')
  .max(ORDER_LIMITS.maxQuantity, QUANTITY_TOO_LARGE)
  .multipleOf(0.1, 'Số lượng lấy tối đa 1 chữ số thập phân');

const noteSchema = z
  .string({ error: 'Ghi chú phải là chuỗi ký tự' })
  .trim()
  .max(ORDER_LIMITS.note, `Ghi chú tối đa ${ORDER_LIMITS.note} ký tự`);

const uuidLike = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

// ---- requests

export const orderItemInputSchema = z.object({
  serviceId: uuidLike('Dịch vụ không hợp lệ'),
  quantity: quantitySchema,
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

/**
 * The pickup address. Every field is optional: what is not given comes from the student's
 * profile. `phone` is accepted as another name for `phoneNumber`.
 */
export const orderAddressInputSchema = z
  .object({
    dormitory: dormitorySchema.optional(),
    building: buildingSchema.optional(),
    room: roomSchema.optional(),
    phoneNumber: phoneNumberSchema.optional(),
    phone: phoneNumberSchema.optional(),
    /** A building of the catalogue (the walk-in form picks one); the room then comes with it. */
    buildingId: z.preprocess((v) => (v === '' ? undefined : v), buildingIdSchema.optional()),
  })
  .transform(({ phone, ...rest }) => ({ ...rest, phoneNumber: rest.phoneNumber ?? phone }));
export type OrderAddressInput = z.infer<typeof orderAddressInputSchema>;

const PICKUP_DATE_REQUIRED = 'Vui lòng chọn ngày lấy đồ';
const PICKUP_SLOT_REQUIRED = 'Vui lòng chọn khung giờ lấy đồ';

export const createOrderSchema = z
  .object({
    items: z
      .array(orderItemInputSchema, { error: 'Vui lòng chọn ít nhất một dịch vụ' })
      .min(1, 'Vui lòng chọn ít nhất một dịch vụ')
      .max(ORDER_LIMITS.maxItems, `Tối đa ${ORDER_LIMITS.maxItems} dịch vụ mỗi đơn`)
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          const key = item.serviceId.toLowerCase();
          if (seen.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'serviceId'],
              message: 'Mỗi dịch vụ chỉ chọn một lần trong đơn',
            });
          }
          seen.add(key);
        });
      }),
    /**
     * The pickup window. Left out together only for a walk-in order whose bag is handed in at the
     * counter ("Khách mang đồ đến quầy"): nobody goes to the room, so no window is booked.
     */
    pickupDate: isoDateSchema('ngày lấy đồ').optional(),
    pickupSlot: pickupSlotSchema.optional(),
    note: noteSchema.nullish().transform((v) => v ?? ''),
    paymentMethod: paymentMethodSchema.default('CASH'),
    address: orderAddressInputSchema.optional(),
    /** Only an administrator orders on behalf of a student (walk-in order). */
    studentId: uuidLike('Sinh viên không hợp lệ').optional(),
    /** A promotion code ("Mã giảm giá"), checked and redeemed with the placement (decision 042). */
    voucherCode: voucherCodeInputSchema.optional(),
  })
  .superRefine((order, ctx) => {
    // A student's own order is always fetched from the room; a walk-in may come with its bag.
    const atCounter = Boolean(order.studentId) && !order.pickupDate && !order.pickupSlot;
    if (atCounter) return;
    if (!order.pickupDate) ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: PICKUP_DATE_REQUIRED });
    if (!order.pickupSlot) ctx.addIssue({ code: 'custom', path: ['pickupSlot'], message: PICKUP_SLOT_REQUIRED });
  });
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrderData = z.output<typeof createOrderSchema>;

/** The window the student picks for the return of a ready order ("Chọn giờ trả đồ"). */
export const chooseReturnSlotSchema = z.object({
  returnDate: isoDateSchema('ngày trả đồ'),
  returnSlot: z.enum(PICKUP_SLOTS, {
    error: 'Khung giờ trả đồ không hợp lệ (chọn 07-09, 11-13, 17-19 hoặc 19-21)',
  }),
});
export type ChooseReturnSlotInput = z.infer<typeof chooseReturnSlotSchema>;

/** A real weight or count recorded when the order reaches WASHING: an order line by its id or by its service. */
export const weighedItemSchema = z
  .object({
    itemId: uuidLike('Dòng đơn hàng không hợp lệ').optional(),
    serviceId: uuidLike('Dịch vụ không hợp lệ').optional(),
    quantity: z
      .number({ error: 'Số lượng phải là số' })
      .min(0, 'Số lượng không được âm')
      .max(ORDER_LIMITS.maxQuantity, QUANTITY_TOO_LARGE)
      .multipleOf(0.1, 'Số lượng lấy tối đa 1 chữ số thập phân'),
  })
  .refine((v) => Boolean(v.itemId || v.serviceId), {
    message: 'Cần chỉ rõ dòng đơn (itemId) hoặc dịch vụ (serviceId)',
    path: ['itemId'],
  });
export type WeighedItem = z.infer<typeof weighedItemSchema>;

/** The cash received at the door when a cash order is delivered ("Đã thu … ₫?"), in VND; 0 = none. */
export const cashCollectedSchema = z
  .number({ error: 'Số tiền đã thu phải là số' })
  .int('Số tiền đã thu phải là số nguyên')
  .min(0, 'Số tiền đã thu không được âm')
  .max(ORDER_LIMITS.maxTotal, `Số tiền đã thu tối đa ${formatDong(ORDER_LIMITS.maxTotal)} (mức tối đa mỗi đơn)`);

export const changeOrderStatusSchema = z.object({
  status: orderStatusSchema,
  note: noteSchema.optional(),
  items: z.array(weighedItemSchema).max(ORDER_LIMITS.maxItems, `Tối đa ${ORDER_LIMITS.maxItems} dòng`).optional(),
  /** Completing an unpaid cash order: the cash collected at the door (required then, 0 allowed). */
  cashCollected: cashCollectedSchema.optional(),
});
export type ChangeOrderStatusInput = z.infer<typeof changeOrderStatusSchema>;

export const cancelOrderSchema = z.object({
  reason: z
    .string({ error: 'Lý do hủy phải là chuỗi ký tự' })
    .trim()
    .max(ORDER_LIMITS.reason, `Lý do hủy tối đa ${ORDER_LIMITS.reason} ký tự`)
    .optional(),
});
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

export const changePaymentSchema = z.object({
  paymentStatus: paymentStatusSchema,
  /** The student may end up paying another way than chosen. */
  paymentMethod: paymentMethodSchema.optional(),
  /** Why: required to reverse a payment (UNPAID) and with `override`. */
  note: noteSchema.optional(),
  /** Admin only: mark PAID before the final total is known (kept in the history with the note). */
  override: z.boolean().optional(),
});
export type ChangePaymentInput = z.infer<typeof changePaymentSchema>;

export const ORDER_SORT_FIELDS = ['createdAt', 'pickupDate', 'code', 'estimatedTotal', 'finalTotal', 'status'] as const;

/** `status=PENDING&status=CONFIRMED` or `status=PENDING,CONFIRMED`. */
export const statusListSchema = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      const cleaned = list.map((v) => v.trim()).filter(Boolean);
      return cleaned.length ? cleaned : undefined;
    },
    z.array(z.enum(values, { error: message })).optional(),
  );

export const listOrdersQuerySchema = z
  .object({
    status: statusListSchema(ORDER_STATUSES, 'Trạng thái đơn không hợp lệ'),
    /** UNPAID (and not claimed), TRANSFER_CLAIMED (the student said it was sent, not paid yet) or PAID. */
    paymentStatus: z
      .enum(PAYMENT_STATES, { error: 'Trạng thái thanh toán phải là UNPAID, TRANSFER_CLAIMED hoặc PAID' })
      .optional(),
    /** First day of creation (HCM), inclusive. */
    from: isoDateSchema('ngày bắt đầu').optional(),
    /** Last day of creation (HCM), inclusive. */
    to: isoDateSchema('ngày kết thúc').optional(),
    /** Order code, student name (with or without diacritics), e-mail, phone or room. */
    search: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự').optional(),
    /** Staff and admins: the orders of one student. */
    studentId: uuidLike('Sinh viên không hợp lệ').optional(),
    page: z.coerce.number({ error: 'Trang phải là số' }).int().min(1, 'Trang phải từ 1 trở lên').default(1),
    pageSize: z.coerce
      .number({ error: 'Số dòng phải là số' })
      .int()
      .min(1)
      .max(100, 'Tối đa 100 dòng mỗi trang')
      .default(20),
    sort: z
      .string()
      .regex(new RegExp(`^(${ORDER_SORT_FIELDS.join('|')})(:(asc|desc))?$`), 'Cách sắp xếp không hợp lệ')
      .default('createdAt:desc'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Ngày bắt đầu phải trước ngày kết thúc',
    path: ['to'],
  });
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

// ---- responses

export const orderAddressSchema = z.object({
  dormitory: z.string(),
  building: z.string(),
  room: z.string(),
  phoneNumber: z.string(),
  /** The catalogue entries; null for an order placed before its address was mapped. */
  dormitoryId: z.string().nullish(),
  buildingId: z.string().nullish(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  unit: z.enum(SERVICE_UNITS),
  unitLabel: z.string(),
  /** Price per unit when the order was placed. */
  unitPrice: z.number().int(),
  /** The service's minimum when the order was placed (a weighed line is billed at least this much). */
  minQuantity: z.number(),
  /** The student's estimate. */
  quantity: z.number(),
  amount: z.number().int(),
  /** The real weight or count, once the order reached WASHING. */
  finalQuantity: z.number().nullable(),
  finalAmount: z.number().int().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const personRefSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) });
export type PersonRef = z.infer<typeof personRefSchema>;

export const orderStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Vietnamese order: family name first. */
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

export const orderHistoryEntrySchema = z.object({
  id: z.string(),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  at: z.string(),
  by: personRefSchema.nullable(),
  note: z.string().nullable(),
  /** STATUS: a step of the order; PAYMENT: money received, confirmed or reversed (the status stays). */
  kind: z.enum(ORDER_HISTORY_KINDS),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const handoffChoiceSchema = z.object({ kind: z.enum(HANDOFFS), name: z.string().nullable() });
export type HandoffChoice = z.infer<typeof handoffChoiceSchema>;

/** An order as lists show it (the detail adds `history` and `deliveries`). */
export const orderSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: orderStatusSchema,
  student: orderStudentSchema,
  items: z.array(orderItemSchema),
  estimatedTotal: z.number().int(),
  /** Known once the order reached WASHING. Both totals are what the student owes, after plan and discount. */
  finalTotal: z.number().int().nullable(),
  /** The money side of the bill (decision 042): at most one discount, a plan's kilograms, refunds. */
  discount: z
    .object({ kind: z.enum(DISCOUNT_KINDS), voucherCode: z.string().nullable(), amount: z.number().int() })
    .nullable(),
  planKg: z.number(),
  planCredit: z.number().int(),
  refundedAmount: z.number().int(),
  /** Null for an order handed in at the counter (no pickup at the room). */
  pickupDate: z.string().nullable(),
  pickupSlot: pickupSlotSchema.nullable(),
  /** The return window the student chose once the order was ready; null until then. */
  returnDate: z.string().nullable(),
  returnSlot: pickupSlotSchema.nullable(),
  address: orderAddressSchema,
  note: z.string(),
  paymentMethod: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  paidAt: z.string().nullable(),
  /** When the student said "Tôi đã chuyển khoản" and nobody has confirmed the money yet; null otherwise. */
  transferClaimedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Where the bag is handed over at pickup and at drop-off (decision 043); a name for a roommate. */
  pickupHandoff: handoffChoiceSchema,
  returnHandoff: handoffChoiceSchema,
  /** The night-before reminder went out / the student tapped "Xác nhận"; null otherwise. */
  pickupRemindedAt: z.string().nullable(),
  pickupConfirmedAt: z.string().nullable(),
  /** The bag's last scan, and the rack it sits on once shelved (null when not on a rack). */
  lastScanStage: z.enum(SCAN_STAGES).nullable(),
  rackCode: z.string().nullable(),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = pageOf(orderSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;
