import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { serverPackageRoot } from '../lib/package-root';
import { processLogger } from '../lib/process-logger';
import { PgliteThread } from './pglite-thread';
import { checkingTransactions, insideTransaction, refuseOutsideTransaction } from './transaction-guard';
import * as schema from './schema';

/**
 * One query-builder type for both drivers: PGlite and node-postgres expose the same
 * drizzle API, so the rest of the server never knows which one it runs on.
 */
export type Db = NodePgDatabase<typeof schema>;

export type DatabaseTarget = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** Applies pending migrations under the start-up lock: any number of instances may call it at once. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the deployment-wide start-up lock (a PostgreSQL session advisory
   * lock), with a query builder on the connection that holds it. Instances starting together
   * take turns: one migrates and seeds, the others wait and then find the work done.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** Connections of the PostgreSQL pool (none for the embedded database: one in-process connection). */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  /**
   * The embedded database's files as one gzipped tar, taken between two statements (PGlite runs
   * one at a time), so it is consistent while the server keeps serving. Absent on PostgreSQL:
   * use pg_dump there.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Raw SQL with `$1…` parameters, for libraries that bring their own statements (the job queue).
   * Without parameters the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /**
   * Settles, with the reason, if the database is gone for good: the embedded database's thread
   * stopped without being closed (server.ts exits then). Never on PostgreSQL, whose pool
   * reconnects.
   */
  lost: Promise<Error>;
}

const migrationsFolder = () => path.join(serverPackageRoot(), 'drizzle');
/** Key of the start-up advisory lock ("TSA1"); every instance of a deployment uses the same one. */
const STARTUP_LOCK = 0x54534131;

/** The one code path for both drivers: lock, work on the same connection, unlock. */
async function underStartupLock<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
  try {
    return await work(db);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
  }
}

const migrateUnderLock = (exclusive: Database['exclusive']) =>
  exclusive((db) => migrate(db, { migrationsFolder: migrationsFolder() }));
const options = { schema, casing: 'snake_case' } as const;

/**
 * `restoreFrom`: a PGlite data-directory tarball (gzipped or not) to start the embedded database
 * from instead of `dataDir`'s files; the bytes move to the database's thread, so the caller can
 * no longer use them.
 */
export async function openDatabase(target: DatabaseTarget, restoreFrom?: ArrayBuffer): Promise<Database> {
  if (target.kind === 'postgres') {
    // No JIT: compiling never pays on statements of this size, and a misestimate once cost a second (bench/RESULTS.md).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: '-c jit=off' });
    // An idle client dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => processLogger.warn({ err: error }, 'PostgreSQL: kết nối rảnh bị đóng'));
    const db = guardedPostgres(drizzleNodePg({ client: pool, ...options }), pool);
    const exclusive: Database['exclusive'] = async (work) => {
      // A session lock belongs to one connection: hold one for the whole turn.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await underStartupLock(drizzleNodePg({ client, ...options }), work);
      } catch (error) {
        // Unlock may have failed too: dropping the connection releases the lock for sure.
        broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    };
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(exclusive),
      exclusive,
      ping: () => ping(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
      lost: new Promise<never>(() => {}),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const thread = await PgliteThread.open({
    dataDir: target.dataDir,
    loadDataDir: restoreFrom,
  });
  const db = drizzlePglite({ client: thread.drizzleClient, ...options }) as unknown as Db;
  // One process owns a PGlite directory; the lock is still taken so both drivers run the same steps.
  const exclusive: Database['exclusive'] = (work) => underStartupLock(db, work);
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateUnderLock(exclusive),
    exclusive,
    ping: () => ping(db),
    poolStats: () => undefined,
    dumpDataDir: () => thread.dumpDataDir(),
    executeSql: (text, values) => thread.executeSql(text, values),
    close: () => thread.close(),
    lost: thread.lost,
  };
}

/**
 * The same check as the embedded database's (transaction-guard.ts), in development and tests: a
 * statement on the pool itself from inside one of its transactions throws. Here it would work,
 * so only this tells the tests on PostgreSQL what hangs on the embedded database.
 */
function guardedPostgres(db: Db, pool: pg.Pool): Db {
  if (!checkingTransactions) return db;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [statement] = args;
    const text = typeof statement === 'string' ? statement : String((statement as { text?: string } | null)?.text);
    try {
      refuseOutsideTransaction(pool, text);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return query(...args);
  }) as typeof pool.query;
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    refuseOutsideTransaction(pool, 'BEGIN');
    return transaction((tx) => insideTransaction(pool, () => work(tx)), config);
  };
  return db;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
