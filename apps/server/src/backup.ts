import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dumpStoppedDatabase, readBackupToken } from './db/backup';
import { processLogger } from './lib/process-logger';
import { readConfigOrExit } from './start-up';

/**
 * `npm run backup [-- file.tar.gz]`: a consistent copy of the embedded database, taken by the
 * running server when there is one (loopback), or read directly when it is stopped.
 * On PostgreSQL (DATABASE_URL) use pg_dump — see docs/deploy.md.
 */
async function main() {
  const config = readConfigOrExit();
  if (config.DATABASE_URL) {
    processLogger.error('DATABASE_URL đang được dùng: hãy sao lưu bằng pg_dump (xem docs/deploy.md)');
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const target = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `tsa-${stamp}.tar.gz`));
  const archive = (await fromRunningServer(config.PORT, config.dataDir)) ?? (await dumpStoppedDatabase(config.dataDir));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, archive, { mode: 0o600 });
  processLogger.info({ file: target, bytes: archive.length }, 'backup written');
}

async function fromRunningServer(port: number, dataDir: string): Promise<Buffer | undefined> {
  const token = readBackupToken(dataDir);
  if (!token) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/internal/backup`, { headers: { 'x-backup-token': token } });
  } catch {
    return undefined; // no server listening: the database is read directly
  }
  if (!response.ok) throw new Error(`máy chủ từ chối sao lưu: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

main().catch((error: unknown) => {
  processLogger.fatal({ err: error }, 'backup failed');
  process.exit(1);
});
