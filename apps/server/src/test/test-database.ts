import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { TarballBlob } from '../db/tarball-blob';

export interface TestDatabase extends Database {
  /** The connection URL when it is a PostgreSQL server database (other app instances may open it too). */
  url?: string;
}

/**
 * A migrated database of its own for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server when the suite runs as the `server-postgres` project. Both
 * are copies of the run's template (test/database-template.ts), migrated once from scratch.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    if (template?.kind !== 'pglite') throw new Error('Thiếu cơ sở dữ liệu mẫu: chạy qua dự án Vitest `server`');
    return openDatabase({ kind: 'pglite' }, (await embeddedTarball()).buffer);
  }
  if (template?.kind !== 'postgres')
    throw new Error('Thiếu cơ sở dữ liệu mẫu: chạy qua dự án Vitest `server-postgres`');
  const copy = await createEmptyPostgresDatabase(adminUrl, 'tsa_test', template.name);
  const database = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...database,
    url: copy.url,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * The run's migrated embedded database as a tarball, for tests that open PGlite or its thread
 * themselves: loading it takes about half a second, where `PGlite.create()` runs initdb (3–6 s on
 * a busy two-core machine). Each call reads its own copy (a thread may take it).
 */
export function embeddedTarball(): Promise<Uint8Array<ArrayBuffer>> {
  const template = inject('databaseTemplate');
  if (template?.kind !== 'pglite') throw new Error('Thiếu cơ sở dữ liệu mẫu nhúng: chạy qua dự án Vitest `server`');
  const bytes = readFileSync(template.file);
  // A file this size has an ArrayBuffer of its own (Node pools only small buffers): no copy needed.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return Promise.resolve(whole ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes));
}

/** A new PGlite in this thread on a copy of `embeddedTarball()`. */
export async function openEmbeddedCopy(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new TarballBlob((await embeddedTarball()).buffer) });
}

/**
 * A new database on the PostgreSQL server at `adminUrl`: empty, or a copy of `template` (which
 * nobody may be connected to while it is copied).
 */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
  prefix = 'tsa_test',
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
