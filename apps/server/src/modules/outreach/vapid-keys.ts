import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { loadDataDirSecret } from '../../lib/data-dir-secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_FILE = 'vapid-keys.json';
type KeyPair = Omit<VapidKeys, 'subject'>;

/**
 * The VAPID pair that signs every push. VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (always with
 * DATABASE_URL), otherwise generated once into `DATA_DIR/vapid-keys.json` (mode 0600), like the
 * JWT secret: never in the database.
 *
 * Older versions kept a generated pair in `app_settings` (`vapid_keys`). Every browser
 * subscription is bound to the public key it was made with, so on the embedded database that
 * pair is moved to the file once (devices keep receiving). When the environment brings another
 * pair, subscriptions made with the old one can never be delivered again (push services refuse a
 * message signed with another key), so they are removed: those devices show push as off and
 * their owners turn it on again.
 */
export async function loadVapidKeys(config: Config, db: Db, log: FastifyBaseLogger): Promise<VapidKeys> {
  const fromEnv =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? JSON.stringify({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY })
      : undefined;
  const { value, legacyValue } = await loadDataDirSecret(config, db, fromEnv, {
    file: VAPID_FILE,
    legacySetting: 'vapid_keys',
    generate: () => JSON.stringify(webpush.generateVAPIDKeys()),
  });
  const pair = JSON.parse(value) as KeyPair;
  if (legacyValue && (JSON.parse(legacyValue) as KeyPair).publicKey !== pair.publicKey) {
    const dropped = await db.delete(pushSubscriptions).returning({ id: pushSubscriptions.id });
    log.warn({ dropped: dropped.length }, 'VAPID keys changed: push subscriptions made with the old key removed');
  }
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: config.VAPID_SUBJECT };
}
