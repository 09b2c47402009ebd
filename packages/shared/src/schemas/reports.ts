import { z } from 'zod';
import { LIMITS } from '../enums';
import { pageOf } from './common';
import { statusListSchema } from './orders';
import { claimRefundMethodSchema } from './proofs';

// ---- enums and their Vietnamese labels

export const REPORT_TYPES = ['LOST_ITEM', 'DAMAGED', 'LATE', 'WRONG_CHARGE', 'OTHER'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  LOST_ITEM: 'Mất đồ',
  DAMAGED: 'Hư hỏng',
  LATE: 'Giao trễ',
  WRONG_CHARGE: 'Tính sai tiền',
  OTHER: 'Khác',
};

export const REPORT_STATUSES = ['OPEN', 'IN_REVIEW', 'RESOLVED', 'REJECTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  OPEN: 'Mới',
  IN_REVIEW: 'Đang xem xét',
  RESOLVED: 'Đã giải quyết',
  REJECTED: 'Từ chối',
};

/** What an administrator may do with a report in each status; a closed report stays closed. */
export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  OPEN: ['IN_REVIEW', 'RESOLVED', 'REJECTED'],
  IN_REVIEW: ['RESOLVED', 'REJECTED'],
  RESOLVED: [],
  REJECTED: [],
};

export function canTransitionReport(from: ReportStatus, to: ReportStatus): boolean {
  return REPORT_TRANSITIONS[from].includes(to);
}

export function reportTransitionRefusedMessage(from: ReportStatus, to: ReportStatus): string {
  if (!REPORT_TRANSITIONS[from].length)
    return `Báo cáo đã ở trạng thái "${REPORT_STATUS_LABELS[from]}", không thể thay đổi nữa`;
  return `Không thể chuyển báo cáo từ "${REPORT_STATUS_LABELS[from]}" sang "${REPORT_STATUS_LABELS[to]}"`;
}

/** The photo formats accepted, by the type their content shows (not their name). */
export const REPORT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReportPhotoType = (typeof REPORT_PHOTO_TYPES)[number];

export const REPORT_LIMITS = {
  description: LIMITS.mediumText,
  answer: 1000,
  maxPhotos: 3,
  maxPhotoBytes: 5 * 1024 * 1024,
  maxRefund: 50_000_000,
} as const;

// ---- requests

const uuidLike = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

export const reportTypeSchema = z.enum(REPORT_TYPES, {
  error: 'Loại sự cố không hợp lệ (LOST_ITEM, DAMAGED, LATE, WRONG_CHARGE hoặc OTHER)',
});
export const reportStatusSchema = z.enum(REPORT_STATUSES, { error: 'Trạng thái báo cáo không hợp lệ' });

/**
 * A new report. The same fields come as JSON, or as form fields of a multipart/form-data
 * request that also carries up to 3 `photos`.
 */
export const createReportSchema = z.object({
  orderId: uuidLike('Vui lòng chọn đơn hàng gặp sự cố'),
  type: reportTypeSchema,
  description: z
    .string({ error: 'Vui lòng mô tả sự cố' })
    .trim()
    .min(1, 'Vui lòng mô tả sự cố')
    .max(REPORT_LIMITS.description, `Mô tả sự cố tối đa ${REPORT_LIMITS.description} ký tự`),
});
export type CreateReportInput = z.infer<typeof createReportSchema>;

/** The decisions an administrator takes (OPEN is where every report starts). */
export const REPORT_DECISIONS = ['IN_REVIEW', 'RESOLVED', 'REJECTED'] as const;

export const updateReportSchema = z
  .object({
    status: z.enum(REPORT_DECISIONS, { error: 'Trạng thái phải là IN_REVIEW, RESOLVED hoặc REJECTED' }),
    /** The answer the student reads; required to resolve or reject. */
    answer: z
      .string({ error: 'Phản hồi phải là chuỗi ký tự' })
      .trim()
      .max(REPORT_LIMITS.answer, `Phản hồi tối đa ${REPORT_LIMITS.answer} ký tự`)
      .nullish()
      .transform((v) => v || undefined),
    /** Money given back to the student, in VND; only when resolving. */
    refundAmount: z
      .number({ error: 'Số tiền hoàn phải là số' })
      .int('Số tiền hoàn phải là số nguyên (đồng)')
      .min(0, 'Số tiền hoàn không được âm')
      .max(REPORT_LIMITS.maxRefund, 'Số tiền hoàn quá lớn')
      .nullish()
      .transform((v) => v ?? undefined),
    /** How a lost-or-damaged claim's refund is paid (decision 043); required with a refund of one. */
    refundMethod: claimRefundMethodSchema.nullish().transform((v) => v ?? undefined),
  })
  .superRefine((value, ctx) => {
    if ((value.status === 'RESOLVED' || value.status === 'REJECTED') && !value.answer) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message:
          value.status === 'RESOLVED'
            ? 'Vui lòng nhập phản hồi cách giải quyết cho sinh viên'
            : 'Vui lòng nhập lý do từ chối',
      });
    }
    if (value.refundAmount !== undefined && value.status !== 'RESOLVED') {
      ctx.addIssue({ code: 'custom', path: ['refundAmount'], message: 'Chỉ nhập số tiền hoàn khi giải quyết báo cáo' });
    }
  });
export type UpdateReportInput = z.input<typeof updateReportSchema>;
export type UpdateReportData = z.output<typeof updateReportSchema>;

export const listReportsQuerySchema = z.object({
  status: statusListSchema(REPORT_STATUSES, 'Trạng thái báo cáo không hợp lệ'),
  type: statusListSchema(REPORT_TYPES, 'Loại sự cố không hợp lệ'),
  /** Order code; for administrators also the student's name (with or without diacritics), e-mail or phone. */
  search: z.string().trim().max(100, 'Từ khóa tối đa 100 ký tự').optional(),
  /** The reports of one order. */
  orderId: uuidLike('Đơn hàng không hợp lệ').optional(),
  page: z.coerce.number({ error: 'Trang phải là số' }).int().min(1, 'Trang phải từ 1 trở lên').default(1),
  pageSize: z.coerce
    .number({ error: 'Số dòng phải là số' })
    .int()
    .min(1)
    .max(100, 'Tối đa 100 dòng mỗi trang')
    .default(20),
});
export type ListReportsQuery = z.infer<typeof listReportsQuerySchema>;

// ---- responses

export const reportPhotoSchema = z.object({
  id: z.string(),
  /** `/api/reports/{id}/photos/{photoId}`: fetch it with the bearer header (owner and admins only). */
  url: z.string(),
  contentType: z.enum(REPORT_PHOTO_TYPES),
  size: z.number().int(),
});
export type ReportPhoto = z.infer<typeof reportPhotoSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const reportSchema = z.object({
  id: z.string(),
  order: z.object({ id: z.string(), code: z.string() }),
  student: personSchema,
  type: reportTypeSchema,
  description: z.string(),
  status: reportStatusSchema,
  /** The administrator's answer, once given. */
  answer: z.string().nullable(),
  /** Refund in VND decided when resolving; null when none. */
  refundAmount: z.number().int().nullable(),
  /** A claim's refund: how it was paid (CASH, BANK_TRANSFER, WALLET); null otherwise. */
  refundMethod: claimRefundMethodSchema.nullable().optional(),
  photos: z.array(reportPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was resolved or rejected. */
  resolvedAt: z.string().nullable(),
  resolvedBy: personSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportPageSchema = pageOf(reportSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;
