import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billOf, voucherDiscount, type BillLine } from './money-rules';
import { lineAmount } from './order-rules';

const SERVICES = ['kg-a', 'kg-b', 'item-c'];
const line = fc
  .record({
    serviceId: fc.constantFrom(...SERVICES),
    unitPrice: fc.integer({ min: 0, max: 200_000 }),
    quantity: fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
  })
  .map((l): BillLine => ({ ...l, unit: l.serviceId.startsWith('kg') ? 'KG' : 'ITEM' }));
const plan = fc.option(
  fc.record({
    serviceIds: fc.subarray(SERVICES),
    kgLeft: fc.integer({ min: 0, max: 600 }).map((tenths) => tenths / 10),
  }),
  { nil: null },
);
const voucher = fc
  .record({
    kind: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
    value: fc.integer({ min: 1, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  })
  .chain((v) =>
    v.kind === 'FIXED' ? fc.integer({ min: 1, max: 300_000 }).map((value) => ({ ...v, value })) : fc.constant(v),
  );

describe('an order’s bill', () => {
  it('accounts for every đồng: what is owed, what the plan covered and the discount add up to the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), plan, fc.option(voucher, { nil: null }), (lines, p, v) => {
        const bill = billOf(lines, p, v && ((base) => voucherDiscount(v, base)));
        const gross = lines.reduce((sum, l) => sum + lineAmount(l.unitPrice, l.quantity), 0);
        expect(bill.gross).toBe(gross);
        expect(bill.total + bill.planCredit + bill.discount).toBe(gross);
        expect(bill.total).toBeGreaterThanOrEqual(0);
        expect(bill.discount).toBeGreaterThanOrEqual(0);
        expect(bill.planCredit).toBeGreaterThanOrEqual(0);
        // The plan never gives more kilograms than it has, nor covers pieces or other services.
        const coveredKg = lines
          .filter((l) => l.unit === 'KG' && p?.serviceIds.includes(l.serviceId))
          .reduce((sum, l) => sum + l.quantity, 0);
        expect(bill.planKg).toBeLessThanOrEqual((p?.kgLeft ?? 0) + 1e-9);
        expect(bill.planKg).toBeLessThanOrEqual(coveredKg + 1e-9);
        expect(Number.isInteger(Math.round(bill.planKg * 10))).toBe(true);
        if (!p) expect(bill.planCredit).toBe(0);
        if (!v) expect(bill.discount).toBe(0);
      }),
    );
  });

  it('takes the plan first: a percentage applies to what the student would otherwise pay', () => {
    const lines: BillLine[] = [{ serviceId: 'kg-a', unit: 'KG', unitPrice: 15_000, quantity: 5 }];
    const bill = billOf(lines, { serviceIds: ['kg-a'], kgLeft: 3 }, (base) =>
      voucherDiscount({ kind: 'PERCENT', value: 10, maxDiscount: null }, base),
    );
    expect(bill).toEqual({ gross: 75_000, planKg: 3, planCredit: 45_000, discount: 3_000, total: 27_000 });
  });

  it('never lets a fixed voucher take more than what is left, nor a capped percentage more than its cap', () => {
    expect(voucherDiscount({ kind: 'FIXED', value: 50_000, maxDiscount: null }, 30_000)).toBe(30_000);
    expect(voucherDiscount({ kind: 'PERCENT', value: 50, maxDiscount: 20_000 }, 100_000)).toBe(20_000);
    expect(voucherDiscount({ kind: 'PERCENT', value: 15, maxDiscount: null }, 0)).toBe(0);
  });
});
