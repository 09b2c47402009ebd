import { z } from 'zod';
import { PROOF_ANSWERS, PROOF_STAGES } from '../floor-constants';
import { proofItemSchema } from './floor';

/**
 * Proof at pickup and lost-or-damaged claims (decision 043): the garment list the admin keeps,
 * what the staff send with a proof, the student's answer, how a claim is paid back.
 */

export const GARMENT_KIND_LIMITS = { name: 40 } as const;

const garmentNameSchema = z
  .string({ error: 'Vui lòng nhập tên loại đồ' })
  .trim()
  .min(1, 'Vui lòng nhập tên loại đồ')
  .max(GARMENT_KIND_LIMITS.name, `Tên loại đồ tối đa ${GARMENT_KIND_LIMITS.name} ký tự`);
const positionSchema = z
  .number({ error: 'Thứ tự phải là số' })
  .int('Thứ tự phải là số nguyên')
  .min(0, 'Thứ tự không được âm')
  .max(1000, 'Thứ tự tối đa 1000');

/** `POST /garment-kinds` (admins). */
export const createGarmentKindSchema = z.object({ name: garmentNameSchema, position: positionSchema.optional() });
export type CreateGarmentKindInput = z.infer<typeof createGarmentKindSchema>;

/** `PATCH /garment-kinds/{id}` (admins): rename, move, switch off or on. */
export const updateGarmentKindSchema = z
  .object({ name: garmentNameSchema.optional(), position: positionSchema.optional(), active: z.boolean().optional() })
  .refine((value) => value.name !== undefined || value.position !== undefined || value.active !== undefined, {
    message: 'Không có gì để thay đổi',
    path: ['name'],
  });
export type UpdateGarmentKindInput = z.infer<typeof updateGarmentKindSchema>;

export const PROOF_LIMITS = { maxItems: 30, maxWeightKg: 200, reason: 500 } as const;

/**
 * What the staff send with a proof's photo (multipart fields, `items` as JSON). The same kind
 * twice is refused: the form adds to one line.
 */
export const recordProofSchema = z
  .object({
    stage: z.enum(PROOF_STAGES, { error: 'Bước ghi nhận phải là PICKUP hoặc WEIGHING' }),
    items: z
      .array(proofItemSchema, { error: 'Danh sách đồ không hợp lệ' })
      .max(PROOF_LIMITS.maxItems, `Tối đa ${PROOF_LIMITS.maxItems} loại đồ`),
    weightKg: z
      .number({ error: 'Cân nặng phải là số' })
      .positive('Cân nặng phải lớn hơn 0')
      .max(PROOF_LIMITS.maxWeightKg, `Cân nặng tối đa ${PROOF_LIMITS.maxWeightKg} kg`)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.items.forEach((item, index) => {
      const key = item.kind.trim().toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'kind'], message: 'Loại đồ này đã có trong danh sách' });
      }
      seen.add(key);
    });
    if (value.stage === 'PICKUP' && !value.items.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'Vui lòng đếm ít nhất một loại đồ' });
    }
    if (value.stage === 'WEIGHING' && value.weightKg === null) {
      ctx.addIssue({ code: 'custom', path: ['weightKg'], message: 'Vui lòng nhập số cân' });
    }
  });
export type RecordProofData = z.output<typeof recordProofSchema>;

/** `POST /orders/{id}/proofs/{stage}/answer` (the order's student). A dispute says why. */
export const answerProofSchema = z
  .object({
    answer: z.enum(PROOF_ANSWERS, { error: 'Câu trả lời phải là CONFIRMED hoặc DISPUTED' }),
    reason: z
      .string({ error: 'Lý do phải là chuỗi ký tự' })
      .trim()
      .max(PROOF_LIMITS.reason, `Lý do tối đa ${PROOF_LIMITS.reason} ký tự`)
      .nullish()
      .transform((v) => v || undefined),
  })
  .superRefine((value, ctx) => {
    if (value.answer === 'DISPUTED' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Vui lòng cho biết điều gì không đúng' });
    }
  });
export type AnswerProofInput = z.input<typeof answerProofSchema>;

/** How a resolved lost-or-damaged claim was paid back. WALLET credits the student's ví TSA. */
export const CLAIM_REFUND_METHODS = ['CASH', 'BANK_TRANSFER', 'WALLET'] as const;
export type ClaimRefundMethod = (typeof CLAIM_REFUND_METHODS)[number];
export const CLAIM_REFUND_METHOD_LABELS: Record<ClaimRefundMethod, string> = {
  CASH: 'Tiền mặt',
  BANK_TRANSFER: 'Chuyển khoản',
  WALLET: 'Hoàn vào ví TSA',
};
/** Report types that are claims: filed from a completed order, checked against the pickup proof. */
export const CLAIM_REPORT_TYPES = ['LOST_ITEM', 'DAMAGED'] as const;
export const isClaimType = (type: string) => (CLAIM_REPORT_TYPES as readonly string[]).includes(type);

export const claimRefundMethodSchema = z.enum(CLAIM_REFUND_METHODS, {
  error: 'Cách hoàn tiền phải là CASH, BANK_TRANSFER hoặc WALLET',
});
