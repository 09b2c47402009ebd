import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { prepareJobQueue } from '../plugins/jobs';
import { createEmptyPostgresDatabase } from './test-database';

/** Where the run's migrated database is: a PGlite data-directory tarball, or a PostgreSQL database name. */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * What every instance would do to an empty database before its first request: every migration
 * from scratch, the job queue's schema and its queues (with the default retries: an app started
 * with others updates them).
 * Seeds (the first admin, the catalogue) stay with each app: tests start some apps with their own.
 */
async function migrateFromScratch(database: Database): Promise<void> {
  await database.migrate();
  await prepareJobQueue(database, loadConfig({ NODE_ENV: 'test' }));
}

/**
 * Less for each of the 130-odd copies of a run to open (bench/RESULTS.md, issue #30). The
 * embedded database is only ever opened on `postgres`: initdb's template0 and template1 are
 * 15 MB of the 43 MB tarball that every copy unpacks again. And a test's database holds a few
 * hundred rows: 16 MB of shared buffers instead of 128 MB to set up at each start.
 */
async function slimForCopies(database: Database): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await database.executeSql(`alter database ${name} is_template false`);
    await database.executeSql(`drop database ${name}`);
  }
  await database.executeSql("alter system set shared_buffers = '16MB'");
  await database.executeSql('checkpoint');
}

/**
 * The server projects' global set-up: migrates one database from scratch per run, and each test
 * file's `createTestDatabase` copies it — a PGlite tarball loaded into a new embedded database,
 * or `CREATE DATABASE … TEMPLATE` on the PostgreSQL server — instead of migrating its own.
 * Booting and migrating a database per file was most of the server suites' time (issue #30).
 * A failing migration fails here, once, for the whole project.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env = project.config.env ?? {};
  const adminUrl = env.TEST_DATABASE_URL;
  if (env.TEST_DB === 'postgres' && adminUrl) {
    const empty = await createEmptyPostgresDatabase(adminUrl, 'tsa_template');
    const database = await openDatabase({ kind: 'postgres', url: empty.url });
    try {
      await migrateFromScratch(database);
    } finally {
      // A template is copied only while nobody is connected to it.
      await database.close();
    }
    project.provide('databaseTemplate', { kind: 'postgres', name: empty.name });
    return empty.drop;
  }

  const database = await openDatabase({ kind: 'pglite' });
  let tarball: Uint8Array;
  try {
    await migrateFromScratch(database);
    await slimForCopies(database);
    // Kept uncompressed: PGlite loads a plain tarball in a third of the time of a gzipped one.
    tarball = gunzipSync(new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'tsa-template-'));
  const file = path.join(folder, 'pgdata.tar');
  writeFileSync(file, tarball);
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return async () => rmSync(folder, { recursive: true, force: true });
}
