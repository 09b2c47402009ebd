import { randomInt } from 'node:crypto';
import { hmac } from '../../lib/crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten characters from a 32-letter alphabet (50 bits), printed `xxxxx-xxxxx` to copy by hand. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Keyed with the server secret, like every short code we keep (lib/crypto). */
export const recoveryCodeHash = (secret: string, normalised: string): string => hmac(secret, `recovery:${normalised}`);

/** Same normal form as the shared schema's: lower case, no spaces or dash. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
