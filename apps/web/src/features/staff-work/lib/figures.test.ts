import { describe, expect, it } from 'vitest';
import { formatMinutes, weekLabel } from './figures';

describe('staff figures formatting', () => {
  it('says a duration the way people say it', () => {
    expect(formatMinutes(25)).toBe('25 phút');
    expect(formatMinutes(0)).toBe('0 phút');
    expect(formatMinutes(60)).toBe('1 giờ');
    expect(formatMinutes(65)).toBe('1 giờ 5 phút');
    expect(formatMinutes(1_505)).toBe('25 giờ 5 phút');
    expect(formatMinutes(65_000)).toBe('1.083 giờ 20 phút');
  });

  it('shows a dash when there is nothing to average', () => {
    expect(formatMinutes(null)).toBe('—');
  });

  it('names the week from Monday to Sunday', () => {
    expect(weekLabel('2025-11-17', '2025-11-23')).toBe('Thứ Hai 17/11 – Chủ nhật 23/11');
    expect(weekLabel('2025-12-29', '2026-01-04')).toBe('Thứ Hai 29/12 – Chủ nhật 04/01');
  });
});
