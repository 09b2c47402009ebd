import type { Config } from '../config';
import type { Db } from '../db/client';
import { randomToken } from './crypto';
import { loadDataDirSecret } from './data-dir-secret';

export const SECRET_FILE = 'jwt-secret';

/**
 * The secret that signs access tokens and keys verification codes: JWT_SECRET (always set with
 * DATABASE_URL: config refuses to start otherwise), or generated once into `DATA_DIR/jwt-secret`.
 * Versions before 019 kept it in `app_settings` (`jwt_secret`); it is moved out to the file once.
 */
export async function loadSigningSecret(config: Config, db: Db): Promise<string> {
  const { value } = await loadDataDirSecret(config, db, config.JWT_SECRET, {
    file: SECRET_FILE,
    legacySetting: 'jwt_secret',
    generate: () => randomToken(48),
  });
  return value;
}
