import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPackageRoot } from '../lib/package-root';
import * as schema from './schema';

/**
 * One query-builder type for both drivers: PGlite and node-postgres expose the same
 * drizzle API, so the rest of the server never knows which one it runs on.
 */
export type Db = NodePgDatabase<typeof schema>;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Raw SQL with `$1…` parameters, for libraries that bring their own statements (the job queue).
   * Without parameters the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = () => path.join(serverPackageRoot(), 'drizzle');
const options = { schema, casing: 'snake_case' } as const;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // No JIT: compiling never pays on statements of this size, and a misestimate once cost a second (bench/RESULTS.md).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: '-c jit=off' });
    // An idle client dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL: kết nối rảnh bị đóng (${error.message})`));
    const db = drizzleNodePg({ client: pool, ...options });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
      ping: () => ping(db),
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir ? { dataDir: target.dataDir } : {});
  const db = drizzlePglite({ client, ...options }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    async executeSql(text, values) {
      // PGlite's query() takes one statement; exec() takes several but no parameters.
      if (values?.length) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
