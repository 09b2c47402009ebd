import type { z } from 'zod';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-error';

/**
 * Figures are checked against the shared contract before they reach a card or a chart: a body
 * of another shape (an older server, a proxy's page) shows the usual error with a retry
 * rather than "NaN ₫".
 */
export function parseStats<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(0, 'stats/unexpected-response', FALLBACK_ERROR_MESSAGE);
  return result.data;
}
