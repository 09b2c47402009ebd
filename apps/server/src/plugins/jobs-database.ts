import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export interface JobsDatabase {
  /** The app's database as pg-boss's own machinery calls it: workers, maintenance, the clock. */
  db: PgBoss.Db;
  /**
   * Once the queue has stopped, before the database closes: waits for the statements pg-boss has
   * started; from then on, one that fails is logged and dropped instead of rejected.
   */
  drain(): Promise<void>;
}

/**
 * pg-boss fires a finished job's `complete` or `fail` without awaiting it, and a worker's fetch
 * that was in flight when the queue stopped still hands its jobs to their handler. Either can
 * reach the database after it has closed, where the rejection has no one to catch it and takes
 * the process down (`Cannot use a pool after calling end on the pool`). So the close waits for
 * what is in flight, and a statement that fails afterwards never settles: the job it was about
 * stays active, and pg-boss's expiry gives it to an instance that is running.
 *
 * Only pg-boss's own statements come here: what the app sends or reads passes its own `db`, so
 * its callers still see their errors.
 */
export function jobsDatabase(database: Pick<Database, 'executeSql'>, log: FastifyBaseLogger): JobsDatabase {
  const inFlight = new Set<Promise<unknown>>();
  let draining = false;
  return {
    db: {
      executeSql(text, values) {
        const statement = database.executeSql(text, values) as Promise<{ rows: never[] }>;
        const settle = () => inFlight.delete(statement);
        inFlight.add(statement);
        statement.then(settle, settle);
        return statement.catch((error: unknown) => {
          if (!draining) throw error;
          log.warn(
            { err: error, statement: text.slice(0, 120) },
            'job queue statement after the queue stopped: dropped',
          );
          return new Promise<never>(() => {});
        });
      },
    },
    async drain() {
      draining = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
