import { UNSUBSCRIBE_LINK_DAYS } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hmac, safeEqual } from '../../lib/crypto';

/**
 * Tokens of the e-mails' unsubscribe link: `<userId>.<expires>.<hmac>`, `expires` in Unix
 * seconds, UNSUBSCRIBE_LINK_DAYS after the mail was sent. Nobody signs in to use it, and a
 * changed user id, expiry or signature is refused. The key is derived from the signing secret
 * (shared by every instance, never in the database). Older versions kept a key of its own in
 * `app_settings`; it is deleted, so links in e-mails sent before that upgrade are refused (the
 * account page still turns e-mail off).
 */
export async function unsubscribeSecret(db: Db, signingSecret: string): Promise<string> {
  await db.delete(appSettings).where(eq(appSettings.key, 'unsubscribe_secret'));
  return hmac(signingSecret, 'unsubscribe-link-key');
}

const PURPOSE = 'unsubscribe-email';
const DAY_SECONDS = 24 * 60 * 60;

export function signUnsubscribeToken(secret: string, userId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * DAY_SECONDS;
  return `${userId}.${expires}.${hmac(secret, `${PURPOSE}:${userId}:${expires}`)}`;
}

/** The user a token was made for; refused when we did not make it, or when it is too old. */
export function userOfUnsubscribeToken(secret: string, token: string, now = new Date()): string {
  const parts = token.split('.');
  const [userId, expires, signature] = parts;
  // Links of the first version (`<userId>.<hmac>`) never expired: they count as expired now.
  if (parts.length === 2 && userId && expires && safeEqual(expires, hmac(secret, `${PURPOSE}:${userId}`))) {
    throw new AppError('notifications/unsubscribe-link-expired');
  }
  if (
    parts.length !== 3 ||
    !userId ||
    !signature ||
    !/^\d{1,12}$/.test(expires ?? '') ||
    !safeEqual(signature, hmac(secret, `${PURPOSE}:${userId}:${expires}`))
  ) {
    throw new AppError('notifications/invalid-unsubscribe-link');
  }
  if (Number(expires) * 1000 <= now.getTime()) throw new AppError('notifications/unsubscribe-link-expired');
  return userId;
}

/** The web page with the button (apps/web: `paths.unsubscribe`), where the e-mails' links lead. */
export const unsubscribePagePath = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;
