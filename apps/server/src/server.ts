import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import path from 'node:path';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'shutting down gracefully');
    await app.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `TSA đang chạy tại ${config.publicUrl} (cơ sở dữ liệu: ${database.kind === 'pglite' ? `PGlite trong ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  console.error('Không thể khởi động máy chủ:', error);
  process.exit(1);
});
