import { processLogger } from './lib/process-logger';
import { openConfiguredDatabase, readConfigOrExit } from './start-up';

/**
 * `npm run migrate`: applies pending migrations and exits, for deploy pipelines that migrate
 * before rolling the instances. Instances also migrate at start (under the same lock), so
 * running it is optional.
 */
async function main() {
  const config = readConfigOrExit();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    processLogger.info({ database: database.kind }, 'migrations applied');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  processLogger.fatal({ err: error }, 'migrations failed');
  process.exit(1);
});
