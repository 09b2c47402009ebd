import { describe, expect, it } from 'vitest';
import { formatMinutes, formatReportCell, orderedRows, reportTotals } from './report-format';

describe('report cells', () => {
  it('reads durations the way people say them', () => {
    expect(formatMinutes(85)).toBe('1 giờ 25 phút');
    expect(formatMinutes(45)).toBe('45 phút');
    expect(formatMinutes(0)).toBe('0 phút');
    expect(formatMinutes(120)).toBe('2 giờ');
    // Past a day still in hours: the service promises delivery in hours.
    expect(formatMinutes(1805)).toBe('30 giờ 5 phút');
    expect(formatMinutes(null)).toBe('—');
  });

  it('writes each kind in vi-VN', () => {
    expect(formatReportCell('date', '2026-01-09')).toBe('09/01/2026');
    expect(formatReportCell('count', 1234)).toBe('1.234');
    expect(formatReportCell('count', 12.5)).toBe('12,5');
    expect(formatReportCell('money', 15000)).toBe('15.000 ₫');
    expect(formatReportCell('money', -2000)).toBe('-2.000 ₫');
    expect(formatReportCell('minutes', null)).toBe('—');
    expect(formatReportCell('text', 'Tòa A1')).toBe('Tòa A1');
    expect(formatReportCell('text', '')).toBe('—');
  });

  it('sums only the columns whose sum means something', () => {
    const rows = [
      { serviceId: 'a', serviceName: 'Giặt sấy', unitLabel: 'kg', orders: 3, quantity: 10.5, revenue: 100_000 },
      { serviceId: 'b', serviceName: 'Giặt chăn', unitLabel: 'cái', orders: 2, quantity: 2, revenue: 50_000 },
    ];
    expect(reportTotals('services', rows)).toEqual({ revenue: 150_000 });
    expect(reportTotals('services', [])).toEqual({ revenue: 0 });
  });

  it('lists days oldest first', () => {
    const day = (date: string) => ({ date, created: 0, completed: 0, cancelled: 0, revenue: 0, paid: 0 });
    expect(
      orderedRows('days', [day('2025-11-03'), day('2025-10-31'), day('2025-11-01')]).map((row) => row.date),
    ).toEqual(['2025-10-31', '2025-11-01', '2025-11-03']);
  });
});
