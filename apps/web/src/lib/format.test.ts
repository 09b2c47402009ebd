import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, greeting } from './format';

describe('format helpers (vi-VN, Asia/Ho_Chi_Minh)', () => {
  it('formats money with dot thousands and a plain space before ₫', () => {
    expect(formatMoney(15000)).toBe('15.000 ₫');
    expect(formatMoney(0)).toBe('0 ₫');
    expect(formatMoney(1250000)).toBe('1.250.000 ₫');
    expect(formatMoney(-50000)).toBe('-50.000 ₫');
  });

  it('formats numbers the Vietnamese way', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(3)).toBe('3');
  });

  it('formats dates as dd/MM/yyyy in Vietnam time', () => {
    // 20 Nov 2025 18:30 UTC is already 21 Nov in Hồ Chí Minh City (UTC+7).
    expect(formatDate('2025-11-20T18:30:00.000Z')).toBe('21/11/2025');
    expect(formatDate(new Date(Date.UTC(2025, 0, 5, 3, 0)))).toBe('05/01/2025');
  });

  it('formats date-times as dd/MM/yyyy HH:mm on a 24-hour clock', () => {
    expect(formatDateTime('2025-11-20T18:30:00.000Z')).toBe('21/11/2025 01:30');
    expect(formatDateTime(new Date(Date.UTC(2025, 5, 1, 10, 5)))).toBe('01/06/2025 17:05');
    expect(formatDateTime('2025-06-01T17:00:00Z')).toBe('02/06/2025 00:00');
  });

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('không phải ngày')).toBe('');
  });

  it('greets by the time of day in Ho Chi Minh City, the small hours as evening', () => {
    // 02:07 in Ho Chi Minh City is 19:07 UTC the day before.
    expect(greeting(new Date('2026-03-01T19:07:00Z'))).toBe('Chào buổi tối');
    expect(greeting(new Date('2026-03-01T22:30:00Z'))).toBe('Chào buổi sáng');
    expect(greeting(new Date('2026-03-02T05:00:00Z'))).toBe('Chào buổi trưa');
    expect(greeting(new Date('2026-03-02T08:00:00Z'))).toBe('Chào buổi chiều');
    expect(greeting(new Date('2026-03-02T13:00:00Z'))).toBe('Chào buổi tối');
  });
});
