import { z } from 'zod';
import { HANDOFFS, PROOF_ANSWERS, PROOF_STAGES, SCAN_STAGES } from '../floor-constants';
import { PICKUP_SLOTS } from '../order-constants';
import { personRefSchema } from './orders';

/**
 * The production floor's contract (decision 043): proofs at pickup and weighing, bag scans,
 * racks, garment kinds, the floor settings, hand-off choices. The owning modules add their
 * request schemas here beside these.
 */

export const garmentKindSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type GarmentKind = z.infer<typeof garmentKindSchema>;

export const proofItemSchema = z.object({
  kind: z.string().trim().min(1, 'Vui lòng chọn loại đồ').max(40, 'Tên loại đồ tối đa 40 ký tự'),
  count: z
    .number({ error: 'Số lượng phải là số' })
    .int('Số lượng phải là số nguyên')
    .min(1, 'Số lượng ít nhất là 1')
    .max(500, 'Số lượng tối đa 500'),
});

export const orderProofSchema = z.object({
  id: z.string(),
  stage: z.enum(PROOF_STAGES),
  items: z.array(proofItemSchema),
  weightKg: z.number().nullable(),
  /** The photo, served to the order's student, its staff and admins only. */
  photoUrl: z.string(),
  recordedBy: personRefSchema.nullable(),
  recordedAt: z.string(),
  answer: z.enum(PROOF_ANSWERS).nullable(),
  answeredAt: z.string().nullable(),
  /** Until when the student may confirm or dispute. */
  answerUntil: z.string(),
  ticketId: z.string().nullable(),
});
export type OrderProof = z.infer<typeof orderProofSchema>;

export const bagScanSchema = z.object({
  id: z.string(),
  stage: z.enum(SCAN_STAGES),
  rackCode: z.string().nullable(),
  scannedBy: personRefSchema.nullable(),
  scannedAt: z.string(),
  warning: z.string().nullable(),
});
export type BagScan = z.infer<typeof bagScanSchema>;

export const rackSchema = z.object({ code: z.string(), name: z.string(), active: z.boolean() });
export type Rack = z.infer<typeof rackSchema>;

const reminderTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Giờ nhắc có dạng HH:MM, ví dụ 20:00');

export const floorSettingsSchema = z.object({
  reminderTime: reminderTimeSchema,
  proofAnswerHours: z
    .number({ error: 'Số giờ phải là số' })
    .int('Số giờ phải là số nguyên')
    .min(1, 'Ít nhất 1 giờ')
    .max(24 * 14, 'Tối đa 14 ngày'),
});
export type FloorSettings = z.infer<typeof floorSettingsSchema>;

/** A hand-off choice as a form sends it: a roommate needs a name. */
export const handoffInputSchema = z
  .object({
    kind: z.enum(HANDOFFS, { error: 'Vui lòng chọn nơi giao nhận' }),
    name: z.string().trim().max(80, 'Tên tối đa 80 ký tự').nullish(),
  })
  .refine((value) => value.kind !== 'ROOMMATE' || Boolean(value.name && value.name.length > 0), {
    message: 'Vui lòng nhập tên bạn cùng phòng',
    path: ['name'],
  });
export type HandoffInput = z.infer<typeof handoffInputSchema>;

// ---- run sheets, the night-before reminder, changes without calling anyone (decision 043)

/** `PATCH /orders/{id}/pickup`: another pickup window, until the current one starts. */
export const reschedulePickupSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày lấy đồ không hợp lệ'),
  slot: z.enum(PICKUP_SLOTS, { error: 'Khung giờ lấy đồ không hợp lệ (chọn 07-09, 11-13, 17-19 hoặc 19-21)' }),
});
export type ReschedulePickupInput = z.infer<typeof reschedulePickupSchema>;

/** `PUT /orders/{id}/handoff`: where the bag is handed over at pickup and/or drop-off. */
export const setHandoffSchema = z
  .object({ pickup: handoffInputSchema.optional(), return: handoffInputSchema.optional() })
  .refine((value) => Boolean(value.pickup || value.return), {
    message: 'Vui lòng chọn nơi giao nhận',
    path: ['pickup'],
  });
export type SetHandoffInput = z.infer<typeof setHandoffSchema>;

/** One task of a run sheet: the stop, its window, where to hand over and whether the student confirmed. */
export const runSheetTaskSchema = z.object({
  id: z.string(),
  type: z.enum(['PICKUP', 'DROPOFF']),
  status: z.string(),
  slot: z.enum(PICKUP_SLOTS),
  orderId: z.string(),
  orderCode: z.string(),
  studentName: z.string(),
  phoneNumber: z.string(),
  room: z.string(),
  handoff: z.object({ kind: z.enum(HANDOFFS), name: z.string().nullable() }),
  /** PICKUP only: the student tapped "Xác nhận" after the reminder. */
  confirmed: z.boolean(),
});
export type RunSheetTask = z.infer<typeof runSheetTaskSchema>;

export const runSheetFloorSchema = z.object({
  /** Null when the room number says no floor. */
  floor: z.number().int().nullable(),
  count: z.number().int(),
  tasks: z.array(runSheetTaskSchema),
});

export const runSheetBuildingSchema = z.object({
  buildingId: z.string().nullable(),
  building: z.string(),
  count: z.number().int(),
  /** When this staff member pressed "Bắt đầu toà này" today, or null. */
  startedAt: z.string().nullable(),
  floors: z.array(runSheetFloorSchema),
});

export const runSheetDormitorySchema = z.object({
  dormitory: z.string(),
  count: z.number().int(),
  buildings: z.array(runSheetBuildingSchema),
});

export const runSheetSchema = z.object({
  date: z.string(),
  count: z.number().int(),
  dormitories: z.array(runSheetDormitorySchema),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
export type RunSheetBuilding = z.infer<typeof runSheetBuildingSchema>;

export const startBuildingSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày không hợp lệ')
    .optional(),
});
export const startBuildingResultSchema = z.object({
  startedAt: z.string(),
  /** How many students were told "Nhân viên đang đến" by this press (0 when pressed again). */
  notified: z.number().int(),
});
