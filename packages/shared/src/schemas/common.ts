import { z } from 'zod';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Trang phải từ 1 trở lên').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Tối đa 100 dòng mỗi trang').default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** What readiness checks: the database always, Redis when configured (`off` otherwise). */
const readinessChecksSchema = z.object({
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'off']),
  /** True once the instance is shutting down: the load balancer should stop sending to it. */
  draining: z.boolean(),
});

export const healthSchema = readinessChecksSchema.extend({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** A 503 from readiness: the error body plus which check failed. */
export const notReadySchema = errorBodySchema.extend({ checks: readinessChecksSchema });
