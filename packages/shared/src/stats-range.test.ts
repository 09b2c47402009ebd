import { describe, expect, it } from 'vitest';
import { statsRangeQuerySchema } from './schemas/stats';
import { statsRangeProblem } from './stats-range';

/** The first message the server's query schema gives for a range, or null when it takes it. */
function schemaProblem(from: string, to: string): string | null {
  const result = statsRangeQuerySchema.safeParse({ from, to });
  return result.success ? null : result.error.issues[0]!.message;
}

describe('statsRangeProblem', () => {
  it.each([
    ['2026-01-01', '2026-01-31', null],
    ['2026-01-31', '2026-01-31', null],
    ['2025-01-01', '2026-02-04', null],
    ['2025-01-01', '2026-02-05', 'Khoảng thời gian tối đa 400 ngày'],
    ['2026-02-01', '2026-01-31', 'Ngày bắt đầu phải trước ngày kết thúc'],
    ['2026-02-30', '2026-03-01', 'Ngày bắt đầu không hợp lệ (định dạng YYYY-MM-DD)'],
    ['2026-02-01', '01/03/2026', 'Ngày kết thúc không hợp lệ (định dạng YYYY-MM-DD)'],
    [' 2026-01-01 ', '2026-01-02', null],
  ])('%s..%s: %s, as the server’s schema says', (from, to, expected) => {
    expect(statsRangeProblem(from, to)).toBe(expected);
    expect(schemaProblem(from, to)).toBe(expected);
  });
});
