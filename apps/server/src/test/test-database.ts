import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

export interface TestDatabase extends Database {
  /** The connection URL when it is a PostgreSQL server database (other app instances may open it too). */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server when the suite runs as the `server-postgres` project.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  }

  const empty = await createEmptyPostgresDatabase(adminUrl);
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  await database.migrate();
  return {
    ...database,
    url: empty.url,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty (not migrated) database on the PostgreSQL server at `adminUrl`. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tsa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
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
