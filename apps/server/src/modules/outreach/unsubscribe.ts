import type { Db } from '../../db/client';
import { getOrCreateSetting } from '../../lib/app-settings';
import { hmac, randomToken, safeEqual } from '../../lib/crypto';

/**
 * Tokens of the one-click unsubscribe link: `<userId>.<hmac>`, keyed with a secret shared by
 * every instance. Nobody signs in to use it, and a changed user id or signature is refused.
 */
export async function unsubscribeSecret(db: Db): Promise<string> {
  return getOrCreateSetting(db, 'unsubscribe_secret', () => randomToken(32));
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
