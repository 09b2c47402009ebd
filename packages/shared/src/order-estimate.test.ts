import { describe, expect, it } from 'vitest';
import { estimateText } from './order-rules';

const KG = { unitPrice: 15_000, unitLabel: 'kg' };
const SUIT = { unitPrice: 200_000, unitLabel: 'bộ' };

describe('the live estimate of an order form', () => {
  it('is the amount within the bounds, blanks and letters counting for nothing', () => {
    expect(estimateText([{ ...KG, quantity: 3.5 }])).toBe('52.500 ₫');
    expect(estimateText([{ ...KG, quantity: 50 }])).toBe('750.000 ₫');
    expect(
      estimateText([
        { ...KG, quantity: Number.NaN },
        { ...KG, quantity: 0 },
      ]),
    ).toBe('0 ₫');
  });

  it('says the bound of a line rather than a price the shop refuses', () => {
    expect(estimateText([{ ...KG, quantity: 99999 }])).toBe('Tối đa 50 kg mỗi dịch vụ');
    expect(
      estimateText([
        { ...KG, quantity: 3 },
        { ...SUIT, quantity: 50.5 },
      ]),
    ).toBe('Tối đa 50 bộ mỗi dịch vụ');
  });

  it('says the bound of an order past 5.000.000 ₫', () => {
    expect(estimateText([{ ...SUIT, quantity: 25 }])).toBe('5.000.000 ₫');
    expect(estimateText([{ ...SUIT, quantity: 26 }])).toBe('Tối đa 5.000.000 ₫ mỗi đơn');
  });
});
