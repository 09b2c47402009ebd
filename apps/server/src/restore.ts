import { readFileSync } from 'node:fs';
import path from 'node:path';
import { restoreInto } from './db/backup';
import { processLogger } from './lib/process-logger';
import { readConfigOrExit } from './start-up';

/**
 * `npm run restore -- file.tar.gz`: unpacks a backup into DATA_DIR/db. The server must be
 * stopped and the folder empty (rename the old one first, so nothing is overwritten).
 */
async function main() {
  const config = readConfigOrExit();
  const file = process.argv[2];
  if (!file) {
    processLogger.error('Cách dùng: npm run restore -- <tệp sao lưu .tar.gz>');
    process.exit(1);
  }
  await restoreInto(config.dataDir, readFileSync(path.resolve(file)));
  processLogger.info({ file, dataDir: config.dataDir }, 'backup restored; start the server');
}

main().catch((error: unknown) => {
  processLogger.fatal({ err: error }, 'restore failed');
  process.exit(1);
});
