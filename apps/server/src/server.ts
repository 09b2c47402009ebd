import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { processLogger } from './lib/process-logger';
import { openConfiguredDatabase, readConfigOrExit } from './start-up';

async function main() {
  const config = readConfigOrExit();
  const database = await openConfiguredDatabase(config);
  // The embedded database's thread does not come back once stopped: rather than a process that
  // answers 503 forever, exit with one line saying why, for the supervisor (compose's restart
  // policy, systemd) to start a fresh one.
  void database.lost.then((error) => {
    processLogger.fatal({ err: error }, 'Luồng cơ sở dữ liệu nhúng đã dừng: máy chủ thoát để được khởi động lại');
    process.exit(1);
  });
  await database.migrate();

  const app = await buildApp({
    config,
    database,
    embeddedDataDir: database.kind === 'pglite' ? config.dataDir : undefined,
  });
  app.addHook('onClose', async () => database.close());

  const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
  closeWithGrace({ delay: drainMs + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else {
      // Readiness answers 503 first, so the proxy stops sending here before the port closes.
      app.lifecycle.draining = true;
      app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'draining, then shutting down gracefully');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    await app.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `TSA đang chạy tại ${config.publicUrl} (cơ sở dữ liệu: ${database.kind === 'pglite' ? `PGlite trong ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  processLogger.fatal({ err: error }, 'Không thể khởi động máy chủ');
  process.exit(1);
});
