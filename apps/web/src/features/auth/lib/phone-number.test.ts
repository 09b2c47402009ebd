import { mobileNumberInputSchema } from '@tsa/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatVietnamesePhone, keepPhoneCharacters } from './phone-number';

/** How people type a number: digits with spaces, dots, dashes or brackets, maybe +84. */
const typedNumber = fc
  .tuple(
    fc.constantFrom('0', '+84', '84', '+84 ', '(+84) '),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('', ' ', '.', '-')), {
      minLength: 9,
      maxLength: 9,
    }),
  )
  .map(([prefix, digits]) => prefix + digits.map(([digit, gap]) => `${digit}${gap}`).join(''));

describe('the phone field', () => {
  it('keeps only what a number is typed with, never more than the schema takes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const kept = keepPhoneCharacters(typed);
        expect(kept).toMatch(/^[+\d\s.()-]*$/);
        expect(kept.length).toBeLessThanOrEqual(20);
        // Whatever the field keeps passes the page's check once something is typed; the server decides the rest.
        if (kept.trim()) expect(mobileNumberInputSchema.safeParse(kept).success).toBe(true);
      }),
    );
  });

  it('lets every way of typing a Vietnamese mobile number through to the server unchanged', () => {
    fc.assert(
      fc.property(typedNumber, (typed) => {
        expect(keepPhoneCharacters(typed)).toBe(typed.slice(0, 20));
        const parsed = mobileNumberInputSchema.safeParse(typed);
        expect(parsed.success).toBe(typed.trim().length <= 20);
      }),
    );
  });

  it('refuses a number with a letter in it (pasted past the field)', () => {
    fc.assert(
      fc.property(typedNumber, fc.constantFrom('a', 'O', 'l', 'x'), fc.nat(), (typed, letter, at) => {
        const position = at % (typed.length + 1);
        const withLetter = typed.slice(0, position) + letter + typed.slice(position);
        expect(mobileNumberInputSchema.safeParse(withLetter).success).toBe(false);
      }),
    );
  });

  it('shows the server’s E.164 number the way people read it, and nothing else changed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{8}$/), (nine) => {
        const shown = formatVietnamesePhone(`+84${nine}`);
        expect(shown).toMatch(/^0\d{3} \d{3} \d{3}$/);
        expect(shown.replaceAll(' ', '')).toBe(`0${nine}`);
      }),
    );
    expect(formatVietnamesePhone('+14155550100')).toBe('+14155550100');
  });
});
