import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCoverage, type BillLine } from './money-rules';
import { lineAmount } from './order-rules';

const SERVICES = ['kg-wash', 'kg-iron', 'shoes'];
const tenthsOf = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((tenths) => tenths / 10);
const line = fc
  .record({
    serviceId: fc.constantFrom(...SERVICES),
    // A line's unit does not always follow its name: the plan must read the unit, not guess.
    unit: fc.constantFrom('KG' as const, 'ITEM' as const),
    unitPrice: fc.integer({ min: 0, max: 200_000 }),
    quantity: tenthsOf(50),
  })
  .map((l): BillLine => l);
const plan = fc.record({
  // Ids as the database or a client may spell them.
  serviceIds: fc
    .subarray(SERVICES)
    .chain((ids) =>
      fc.tuple(...ids.map((id) => fc.constantFrom(id, id.toUpperCase()))).map((spelled) => spelled as string[]),
    ),
  kgLeft: fc.oneof(tenthsOf(60), fc.double({ min: -5, max: 60, noNaN: true })),
});

const coveredBy = (lines: BillLine[], serviceIds: readonly string[]) => {
  const ids = new Set(serviceIds.map((id) => id.toLowerCase()));
  return lines.filter((l) => l.unit === 'KG' && ids.has(l.serviceId.toLowerCase()));
};

describe('planCoverage (the plan kilograms a weighed order takes)', () => {
  it('never takes more than the plan has nor more than the covered lines weigh; never credits more than the lines cost', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), plan, (lines, p) => {
        const { kg, credit } = planCoverage(lines, p);
        const covered = coveredBy(lines, p.serviceIds);
        const coveredKg = covered.reduce((sum, l) => sum + Math.round(l.quantity * 10), 0) / 10;
        expect(kg).toBeGreaterThanOrEqual(0);
        expect(kg).toBeLessThanOrEqual(Math.max(0, Math.round(p.kgLeft * 10) / 10) + 1e-9);
        expect(kg).toBeLessThanOrEqual(coveredKg + 1e-9);
        // Kilograms in tenths, like the plan's column.
        expect(Math.abs(kg * 10 - Math.round(kg * 10))).toBeLessThan(1e-9);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(credit)).toBe(true);
        expect(credit).toBeLessThanOrEqual(covered.reduce((sum, l) => sum + lineAmount(l.unitPrice, l.quantity), 0));
        expect(credit).toBeLessThanOrEqual(lines.reduce((sum, l) => sum + lineAmount(l.unitPrice, l.quantity), 0));
        if (kg === 0) expect(credit).toBe(0);
      }),
    );
  });

  it('covers every covered kilogram when the plan has enough, and more kilograms left never cover less', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), plan, tenthsOf(20), (lines, p, more) => {
        const covered = coveredBy(lines, p.serviceIds);
        const coveredKg = covered.reduce((sum, l) => sum + Math.round(l.quantity * 10), 0) / 10;
        const plenty = planCoverage(lines, { ...p, kgLeft: coveredKg + more });
        expect(plenty.kg).toBeCloseTo(coveredKg, 9);
        expect(plenty.credit).toBe(covered.reduce((sum, l) => sum + lineAmount(l.unitPrice, l.quantity), 0));
        const some = planCoverage(lines, p);
        const larger = planCoverage(lines, { ...p, kgLeft: Math.max(p.kgLeft, 0) + more });
        expect(larger.kg).toBeGreaterThanOrEqual(some.kg - 1e-9);
        expect(larger.credit).toBeGreaterThanOrEqual(some.credit);
      }),
    );
  });

  it('takes the kilograms of a 5 kg line when only 3 are left: 3 kg and what they cost', () => {
    const lines: BillLine[] = [{ serviceId: 'kg-wash', unit: 'KG', unitPrice: 15_000, quantity: 5 }];
    expect(planCoverage(lines, { serviceIds: ['kg-wash'], kgLeft: 3 })).toEqual({ kg: 3, credit: 45_000 });
    expect(planCoverage(lines, { serviceIds: ['kg-iron'], kgLeft: 3 })).toEqual({ kg: 0, credit: 0 });
    expect(planCoverage(lines, null)).toEqual({ kg: 0, credit: 0 });
  });
});
