import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { randomToken } from './crypto';

export const SECRET_FILE = 'jwt-secret';
/** Where versions before 019 kept the generated secret; moved out to the file once. */
const LEGACY_SETTING = 'jwt_secret';

function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The secret that signs access tokens and keys verification codes. JWT_SECRET when set (always,
 * with DATABASE_URL: config refuses to start otherwise). On the embedded database it is
 * generated once into `DATA_DIR/jwt-secret`, readable by the owner only, never into the database:
 * a copy of the database alone must not be enough to mint an admin token.
 */
export async function loadSigningSecret(config: Config, db: Db): Promise<string> {
  const [legacy] = await db.select().from(appSettings).where(eq(appSettings.key, LEGACY_SETTING));
  if (config.JWT_SECRET) {
    if (legacy) await db.delete(appSettings).where(eq(appSettings.key, LEGACY_SETTING));
    return config.JWT_SECRET;
  }
  const file = path.join(config.dataDir, SECRET_FILE);
  let secret = readSecretFile(file);
  if (!secret) {
    // An upgrade keeps the sessions and codes made with the old secret.
    secret = legacy?.value ?? randomToken(48);
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  if (legacy) await db.delete(appSettings).where(eq(appSettings.key, LEGACY_SETTING));
  return secret;
}
