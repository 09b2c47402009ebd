import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vietnameseMobileE164 } from '../../lib/vietnamese-mobile';

/** Prefixes of Vietnamese mobile networks (Viettel, Vinaphone, MobiFone, Vietnamobile, Gmobile, Itel…). */
const MOBILE_PREFIXES = [
  '32',
  '35',
  '39',
  '56',
  '58',
  '70',
  '77',
  '79',
  '81',
  '85',
  '86',
  '88',
  '90',
  '91',
  '94',
  '96',
  '98',
];

/** A valid mobile number as its 9 national digits (without the trunk 0). */
const nationalNumber = fc
  .tuple(fc.constantFrom(...MOBILE_PREFIXES), fc.stringMatching(/^\d{7}$/))
  .map(([prefix, rest]) => prefix + rest);

/** Digits split by what people put between them: nothing, spaces, dots, dashes. */
const spelled = (digits: string) =>
  fc
    .array(fc.constantFrom('', '', ' ', '.', '-'), { minLength: digits.length, maxLength: digits.length })
    .map((separators) =>
      digits
        .split('')
        .map((digit, i) => (i === 0 ? digit : separators[i] + digit))
        .join(''),
    );

/** Every way people start a Vietnamese number. */
const typed = nationalNumber.chain((national) =>
  fc
    .constantFrom('0', '+84', '+84 ', '84', '0084', '(+84) ', '+84 0')
    .chain((start) => spelled(national).map((rest) => ({ national, text: `${start}${rest}` }))),
);

describe('Vietnamese mobile numbers', () => {
  it('normalises the usual spellings to E.164', () => {
    for (const text of [
      '0912 345 678',
      '+84 912-345-678',
      '84912345678',
      '0912.345.678',
      '(+84) 912 345 678',
      ' 0912345678 ',
    ]) {
      expect(vietnameseMobileE164(text.trim())).toBe('+84912345678');
    }
  });

  it('gives the same E.164 for every way a valid number is typed', () => {
    fc.assert(
      fc.property(typed, ({ national, text }) => {
        expect(vietnameseMobileE164(text)).toBe(`+84${national}`);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses landlines, service numbers, foreign numbers and junk', () => {
    const refused = [
      '024 3822 0000', // Hà Nội landline
      '+84 28 3822 0000', // Hồ Chí Minh City landline
      '1900 1234',
      '1800 1234',
      '+1 202 555 0123',
      '+33 6 12 34 56 78',
      '+86 138 0013 8000',
      '0912 345 67',
      '0912 345 6789',
      '',
      'abc',
      'gọi 0912345678',
      '0912345678 ext 12',
      '+',
      '++84912345678',
    ];
    for (const text of refused) expect(vietnameseMobileE164(text), text).toBeUndefined();
  });

  it('never throws, and answers only E.164 Vietnamese mobile numbers, whatever it is given', () => {
    const anything = fc.oneof(fc.string(), fc.stringMatching(/^[+\d\s.()-]{0,25}$/), fc.string({ unit: 'grapheme' }));
    fc.assert(
      fc.property(anything, (text) => {
        const result = vietnameseMobileE164(text);
        if (result !== undefined) expect(result).toMatch(/^\+84[35789]\d{8}$/);
      }),
      { numRuns: 2000 },
    );
  });
});
