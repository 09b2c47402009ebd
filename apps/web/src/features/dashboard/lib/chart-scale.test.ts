import { describe, expect, it } from 'vitest';
import { labelEvery, niceTicks, ringSlice } from './chart-scale';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 × 10ⁿ and reaches the largest value', () => {
    expect(niceTicks(15)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(16_900_000)).toEqual([0, 5_000_000, 10_000_000, 15_000_000, 20_000_000]);
  });

  it('never steps by less than a whole order, and draws an axis even for nothing', () => {
    expect(niceTicks(2)).toEqual([0, 1, 2]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('labelEvery', () => {
  it('prints every label when they fit, and skips evenly when they do not', () => {
    expect(labelEvery(7, 700, 44)).toBe(1);
    expect(labelEvery(30, 300, 44)).toBe(5);
    expect(labelEvery(90, 1000, 44)).toBe(4);
  });
});

describe('ringSlice', () => {
  it('draws a quarter of a ring from twelve to three o’clock', () => {
    expect(ringSlice(100, 100, 50, 80, 0, Math.PI / 2)).toBe(
      'M 100.00 20.00 A 80 80 0 0 1 180.00 100.00 L 150.00 100.00 A 50 50 0 0 0 100.00 50.00 Z',
    );
  });

  it('draws a whole ring for a single slice instead of nothing', () => {
    expect(ringSlice(100, 100, 50, 80, 0, Math.PI * 2)).toBe(
      'M 100.00 20.00 A 80 80 0 1 1 100.00 180.00 A 80 80 0 1 1 100.00 20.00 Z ' +
        'M 100.00 50.00 A 50 50 0 1 1 100.00 150.00 A 50 50 0 1 1 100.00 50.00 Z',
    );
  });
});
