import { describe, expect, it } from 'vitest';
import { changeOf, formatMoneyShort, formatPercent, previousMonthLabel } from './figures';

describe('dashboard figures', () => {
  it('shortens money for chart axes the Vietnamese way', () => {
    expect(formatMoneyShort(0)).toBe('0');
    expect(formatMoneyShort(950)).toBe('950');
    expect(formatMoneyShort(500_000)).toBe('500k');
    expect(formatMoneyShort(1_500_000)).toBe('1,5 tr');
    expect(formatMoneyShort(12_820_000)).toBe('12,8 tr');
    expect(formatMoneyShort(352_820_000)).toBe('353 tr');
    expect(formatMoneyShort(2_340_000_000)).toBe('2,3 tỷ');
  });

  it('prints shares with one decimal, and tiny ones as such', () => {
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatPercent(0.04)).toBe('4,0%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(3 / 7139)).toBe('<0,1%');
  });

  it('compares this month with the same days of last month', () => {
    expect(changeOf(12_345_000, 10_000_000)).toEqual({ direction: 'up', text: '▲ 23,5%' });
    expect(changeOf(9_000_000, 10_000_000)).toEqual({ direction: 'down', text: '▼ 10,0%' });
    expect(changeOf(10_000_100, 10_000_000)).toEqual({ direction: 'flat', text: '= 0,0%' });
    // Nothing last month: no percentage to show.
    expect(changeOf(5_000_000, 0)).toBeNull();
  });

  it('names last month', () => {
    expect(previousMonthLabel('2026-11-21')).toBe('10/2026');
    expect(previousMonthLabel('2026-01-05')).toBe('12/2025');
  });
});
