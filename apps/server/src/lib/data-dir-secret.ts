import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

interface DataDirSecret {
  /** The file under DATA_DIR that holds it on the embedded database. */
  file: string;
  /** The `app_settings` row where older versions kept it: moved out to the file once, then deleted. */
  legacySetting: string;
  generate: () => string;
}

function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A server secret: `fromEnv` when the operator set it (config requires it with DATABASE_URL, so
 * instances sharing a PostgreSQL server share it), otherwise generated once into
 * `DATA_DIR/<file>`, readable by the owner only. Never kept in the database: a copy of the
 * database alone must not be enough to act as the server. `legacyValue` is what an older version
 * left in the database; it has already been deleted when this returns.
 */
export async function loadDataDirSecret(
  config: Config,
  db: Db,
  fromEnv: string | undefined,
  secret: DataDirSecret,
): Promise<{ value: string; legacyValue?: string }> {
  const [legacy] = await db.select().from(appSettings).where(eq(appSettings.key, secret.legacySetting));
  const forgetLegacy = async () => {
    if (legacy) await db.delete(appSettings).where(eq(appSettings.key, secret.legacySetting));
  };
  if (fromEnv) {
    await forgetLegacy();
    return { value: fromEnv, legacyValue: legacy?.value };
  }
  const file = path.join(config.dataDir, secret.file);
  let value = readSecretFile(file);
  if (!value) {
    // An upgrade keeps what was made with the old value (sessions, push subscriptions).
    value = legacy?.value ?? secret.generate();
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${value}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  await forgetLegacy();
  return { value, legacyValue: legacy?.value };
}
