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

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
