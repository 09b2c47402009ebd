import { z } from 'zod';
import { HANDOFFS, PROOF_ANSWERS, PROOF_STAGES, SCAN_STAGES } from '../floor-constants';
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
