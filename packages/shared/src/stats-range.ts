/**
 * The rules of a range of figures (`from`..`to`, both days included) as plain functions: the
 * server's query schema (`schemas/stats.ts`) refines with them, and the dashboard checks a
 * range in its address with them without loading zod.
 */
import { daysBetween, isIsoDate } from './time';

/** The widest range a chart or report covers: a little over a year. */
export const STATS_MAX_RANGE_DAYS = 400;

export const STATS_RANGE_MESSAGES = {
  order: 'Ngày bắt đầu phải trước ngày kết thúc',
  tooWide: `Khoảng thời gian tối đa ${STATS_MAX_RANGE_DAYS} ngày`,
  invalidDay: (label: string) => `${label[0]!.toUpperCase()}${label.slice(1)} không hợp lệ (định dạng YYYY-MM-DD)`,
} as const;

export const statsRangeInOrder = (from: string, to: string) => from <= to;
export const statsRangeNotTooWide = (from: string, to: string) => daysBetween(from, to) < STATS_MAX_RANGE_DAYS;

/** Why `from`..`to` cannot be a range of figures, in the words the server uses, or null. */
export function statsRangeProblem(from: string, to: string): string | null {
  // Trimmed as the schema trims each day before its checks.
  const [start, end] = [from.trim(), to.trim()];
  if (!isIsoDate(start)) return STATS_RANGE_MESSAGES.invalidDay('ngày bắt đầu');
  if (!isIsoDate(end)) return STATS_RANGE_MESSAGES.invalidDay('ngày kết thúc');
  if (!statsRangeInOrder(start, end)) return STATS_RANGE_MESSAGES.order;
  if (!statsRangeNotTooWide(start, end)) return STATS_RANGE_MESSAGES.tooWide;
  return null;
}
