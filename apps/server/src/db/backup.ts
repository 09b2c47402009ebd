import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client';

/**
 * Backups of the embedded database. PGlite belongs to the one server process that opened it,
 * so a backup taken while it runs is asked of that process (`GET /internal/backup` on
 * loopback); the token is a file in DATA_DIR, readable by whoever may read the data anyway.
 */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'db');
const tokenFile = (dataDir: string) => path.join(dataDir, 'backup-token');

/** Writes a fresh token at start; the backup command reads it. */
export function writeBackupToken(dataDir: string): string {
  const token = randomBytes(24).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(tokenFile(dataDir), token, { mode: 0o600 });
  return token;
}

export function readBackupToken(dataDir: string): string | undefined {
  return existsSync(tokenFile(dataDir)) ? readFileSync(tokenFile(dataDir), 'utf8').trim() : undefined;
}

export function tokenMatches(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The embedded database as a gzipped tar, opened directly (no server running on it). */
export async function dumpStoppedDatabase(dataDir: string): Promise<Buffer> {
  const database = await openDatabase({ kind: 'pglite', dataDir: embeddedDir(dataDir) });
  try {
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Unpacks a backup into `dataDir`/db, which must not hold a database yet. */
export async function restoreInto(dataDir: string, backup: Buffer): Promise<void> {
  const target = embeddedDir(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} đã có dữ liệu: hãy dừng máy chủ và đổi tên thư mục này trước khi khôi phục`);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: target }, new Uint8Array(backup).buffer);
  await database.close();
}
