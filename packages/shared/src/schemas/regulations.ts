import { z } from 'zod';

export const REGULATION_LIMITS = { content: 20_000, title: 120 } as const;

/** A new version of the service rules (markdown; the web renders it without raw HTML). */
export const createRegulationSchema = z.object({
  content: z
    .string({ error: 'Vui lòng nhập nội dung nội quy' })
    .max(REGULATION_LIMITS.content, 'Nội dung nội quy tối đa 20.000 ký tự')
    .refine((v) => v.trim().length > 0, 'Vui lòng nhập nội dung nội quy'),
  title: z
    .string({ error: 'Tiêu đề phải là chuỗi ký tự' })
    .trim()
    .max(REGULATION_LIMITS.title, `Tiêu đề tối đa ${REGULATION_LIMITS.title} ký tự`)
    .nullish()
    .transform((v) => v || undefined),
});
export type CreateRegulationInput = z.input<typeof createRegulationSchema>;
export type CreateRegulationData = z.output<typeof createRegulationSchema>;

const authorSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** One version of the rules without its text, for the history. */
export const regulationSummarySchema = z.object({
  version: z.number().int(),
  title: z.string().nullable(),
  createdAt: z.string(),
  /** The administrator who saved it; null for the version written at first start. */
  createdBy: authorSchema,
});
export type RegulationSummary = z.infer<typeof regulationSummarySchema>;

export const regulationSchema = regulationSummarySchema.extend({
  /** Markdown. */
  content: z.string(),
});
export type Regulation = z.infer<typeof regulationSchema>;
