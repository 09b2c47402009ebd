import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billOf, voucherDiscount, type BillLine } from './money-rules';

const voucher = fc.oneof(
  fc.record({
    kind: fc.constant('PERCENT' as const),
    value: fc.integer({ min: 1, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('FIXED' as const),
    value: fc.integer({ min: 1000, max: 10_000_000 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
  }),
);
const base = fc.integer({ min: -1_000_000, max: 50_000_000 });

const SERVICE_IDS = ['a', 'b', 'c'];
const line: fc.Arbitrary<BillLine> = fc.record({
  serviceId: fc.constantFrom(...SERVICE_IDS),
  unit: fc.constantFrom('KG' as const, 'ITEM' as const),
  unitPrice: fc.integer({ min: 0, max: 200_000 }),
  quantity: fc.integer({ min: 0, max: 500 }).map((tenths) => tenths / 10),
});

describe('voucherDiscount', () => {
  it('is never negative, never above the base, and a percentage never above its cap or its share', () => {
    fc.assert(
      fc.property(voucher, base, (v, amount) => {
        const off = voucherDiscount(v, amount);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(Math.max(0, amount));
        if (v.maxDiscount !== null) expect(off).toBeLessThanOrEqual(v.maxDiscount);
        if (v.kind === 'PERCENT') expect(off).toBeLessThanOrEqual(Math.floor((Math.max(0, amount) * v.value) / 100));
        if (v.kind === 'FIXED' && amount > 0) expect(off).toBe(Math.min(v.value, v.maxDiscount ?? v.value, amount));
      }),
      { numRuns: 2000 },
    );
  });

  it('limited to some services, takes only from their lines after the plan, and the bill still adds up', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.option(
          fc.record({
            serviceIds: fc.subarray(SERVICE_IDS),
            kgLeft: fc.integer({ min: 0, max: 300 }).map((t) => t / 10),
          }),
          { nil: null },
        ),
        voucher,
        fc.option(fc.subarray(SERVICE_IDS, { minLength: 1 }), { nil: null }),
        (lines, plan, v, serviceIds) => {
          const bill = billOf(lines, plan, { serviceIds, amount: (amount) => voucherDiscount(v, amount) });
          expect(bill.total).toBe(bill.gross - bill.planCredit - bill.discount);
          expect(bill.total).toBeGreaterThanOrEqual(0);
          expect(bill.discount).toBeGreaterThanOrEqual(0);
          if (serviceIds) {
            const covered = lines
              .filter((l) => serviceIds.includes(l.serviceId))
              .reduce((sum, l) => sum + Math.round(l.unitPrice * l.quantity), 0);
            expect(bill.discount).toBeLessThanOrEqual(covered);
          }
          // The same rule on every service is the plain function form.
          const plain = billOf(lines, plan, (amount) => voucherDiscount(v, amount));
          expect(billOf(lines, plan, { serviceIds: null, amount: (amount) => voucherDiscount(v, amount) })).toEqual(
            plain,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
