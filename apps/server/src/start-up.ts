import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { processLogger } from './lib/process-logger';

/** The config, or exit 1 with the message naming the bad variables. */
export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      processLogger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The PostgreSQL server of DATABASE_URL, or the embedded database in DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
}
