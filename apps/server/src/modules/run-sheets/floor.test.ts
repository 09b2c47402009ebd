import { handoffInputSchema, HANDOFFS } from '@tsa/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStops, floorOf } from './floor';

const prefix = fc.constantFrom('', 'A', 'B', 'P.', 'Phòng ');

describe('walking order', () => {
  it('reads the floor from a room number, with or without a letter in front', () => {
    expect(floorOf('305')).toBe(3);
    expect(floorOf('A305')).toBe(3);
    expect(floorOf('1203')).toBe(12);
    expect(floorOf('12')).toBeNull();
    expect(floorOf('Ki-ốt')).toBeNull();
    fc.assert(
      fc.property(prefix, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 99 }), (p, floor, number) => {
        expect(floorOf(`${p}${floor}${String(number).padStart(2, '0')}`)).toBe(floor);
      }),
    );
  });

  it('walks floors upward and rooms in number order, rooms without a floor last', () => {
    const room = fc
      .tuple(prefix, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 99 }))
      .map(([p, f, n]) => `${p}${f}${String(n).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.oneof(room, fc.constantFrom('Kiot', '7')), { maxLength: 30 }), (rooms) => {
        const walked = [...rooms].sort(compareStops);
        const floors = walked.map((r) => floorOf(r) ?? Infinity);
        for (let i = 1; i < floors.length; i++) expect(floors[i]!).toBeGreaterThanOrEqual(floors[i - 1]!);
        // Any order in, the same walk out.
        expect([...rooms].reverse().sort(compareStops).map(floorOf)).toEqual(walked.map(floorOf));
      }),
    );
    expect(['A310', '102', 'A302', '1001', '210'].sort(compareStops)).toEqual(['102', '210', 'A302', 'A310', '1001']);
  });
});

describe('hand-off input', () => {
  it('needs a name for a roommate and only then', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HANDOFFS), fc.option(fc.string({ maxLength: 80 })), (kind, name) => {
        const parsed = handoffInputSchema.safeParse({ kind, name });
        const named = Boolean(name && name.trim().length > 0);
        expect(parsed.success).toBe(kind !== 'ROOMMATE' || named);
      }),
    );
  });
});
