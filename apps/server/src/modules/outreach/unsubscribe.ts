import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { hmac, safeEqual } from '../../lib/crypto';

/**
 * Tokens of the one-click unsubscribe link: `<userId>.<hmac>`. Nobody signs in to use it, and a
 * changed user id or signature is refused. The key is derived from the signing secret (shared by
 * every instance, never in the database). Older versions kept a key of its own in `app_settings`;
 * it is deleted, so links in e-mails sent before the upgrade are refused (the account page still
 * turns e-mail off).
 */
export async function unsubscribeSecret(db: Db, signingSecret: string): Promise<string> {
  await db.delete(appSettings).where(eq(appSettings.key, 'unsubscribe_secret'));
  return hmac(signingSecret, 'unsubscribe-link-key');
}

const PURPOSE = 'unsubscribe-email';

export const signUnsubscribeToken = (secret: string, userId: string): string =>
  `${userId}.${hmac(secret, `${PURPOSE}:${userId}`)}`;

/** The user id a token was made for, or undefined when it was not made by us. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length) return undefined;
  return safeEqual(signature, hmac(secret, `${PURPOSE}:${userId}`)) ? userId : undefined;
}
