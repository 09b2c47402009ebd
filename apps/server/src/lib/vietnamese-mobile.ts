import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** What people put in a phone number: digits, a leading +, spaces, dots, dashes, brackets. */
const TYPED_NUMBER = /^[+\d\s.()-]{1,30}$/;

/**
 * The E.164 form (+84…) of a Vietnamese mobile number however it was typed (0912 345 678,
 * +84 912-345-678, 84912345678, 0084…); undefined for anything else: landlines, service numbers,
 * foreign numbers, junk. Never throws.
 *
 * The `mobile` metadata of libphonenumber-js is the smallest that tells a mobile number from a
 * landline (the `min` metadata accepts +84 28 3822 0000 as valid and cannot say which it is).
 */
export function vietnameseMobileE164(input: string): string | undefined {
  if (typeof input !== 'string' || !TYPED_NUMBER.test(input)) return undefined;
  try {
    const number = parsePhoneNumberFromString(input, { defaultCountry: 'VN' });
    if (!number || number.country !== 'VN' || number.ext || !number.isValid()) return undefined;
    return number.getType() === 'MOBILE' ? number.number : undefined;
  } catch {
    return undefined;
  }
}
