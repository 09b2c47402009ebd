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

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
