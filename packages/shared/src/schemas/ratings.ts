import { z } from 'zod';

export const RATING_COMMENT_MAX = 280;

/** A student's rating of a completed order: 1–5 stars and an optional comment. */
export const rateOrderSchema = z.object({
  stars: z
    .number({ error: 'Vui lòng chọn số sao từ 1 đến 5' })
    .int('Vui lòng chọn số sao từ 1 đến 5')
    .min(1, 'Vui lòng chọn số sao từ 1 đến 5')
    .max(5, 'Vui lòng chọn số sao từ 1 đến 5'),
  comment: z
    .string({ error: 'Nhận xét phải là chuỗi ký tự' })
    .trim()
    .max(RATING_COMMENT_MAX, `Nhận xét tối đa ${RATING_COMMENT_MAX} ký tự`)
    .nullish()
    .transform((v) => v || null),
});
export type RateOrderInput = z.input<typeof rateOrderSchema>;

export const orderRatingSchema = z.object({
  orderId: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** The rating of one order, or null while it has none (`GET /orders/{id}/rating`). */
export const orderRatingResultSchema = z.object({ rating: orderRatingSchema.nullable() });
export type OrderRatingResult = z.infer<typeof orderRatingResultSchema>;

const ratingAverageSchema = z.object({
  /** How many ratings; the average is null when there are none. */
  count: z.number().int(),
  average: z.number().nullable(),
});

/** Ratings averaged overall, per service on the order and per staff member who picked it up or brought it back. */
export const ratingSummarySchema = z.object({
  overall: ratingAverageSchema,
  services: z.array(ratingAverageSchema.extend({ serviceId: z.string(), name: z.string() })),
  staff: z.array(ratingAverageSchema.extend({ staffId: z.string(), name: z.string() })),
  /** The latest comments, newest first. */
  recent: z.array(orderRatingSchema.extend({ code: z.string(), studentName: z.string() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
