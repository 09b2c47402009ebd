import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** An opaque random token (refresh tokens, reset links), URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A 6-digit code for e-mails, uniformly drawn. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Tokens are stored as their SHA-256 so a database leak does not leak live sessions. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Short codes are keyed with a server secret: a bare hash of 10^6 values is trivial to reverse. */
export const hmac = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane): about 25 ms on one core, so
 * two cores sign in well over 30 people a second without stalling the event loop (decision 020).
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, PASSWORD_HASH_OPTIONS);

/** A hash made with other parameters (older, costlier ones): re-hashed at the next successful sign-in. */
export const passwordHashOutdated = (hash: string): boolean => argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `hash`. Without a hash (unknown e-mail, account without a password)
 * it verifies against a throwaway hash of the same cost and answers false, so the answer takes
 * the same time whether the account exists or not.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomToken());
  try {
    const verified = await argon2.verify(hash ?? (await dummyHash), password);
    return Boolean(hash) && verified;
  } catch {
    return false;
  }
}
