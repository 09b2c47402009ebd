import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What PostgreSQL's autovacuum does on a server, done for the embedded database, where it never
 * runs (PGlite is one backend, with no background workers): nothing else refreshes the
 * planner's statistics or clears dead rows there. Without statistics, a table that was small
 * when last seen stays small to the planner: with a few hundred students, finding a session's
 * user read every live user's row through another index instead of the primary key
 * (bench/RESULTS.md, issue #16). So: ANALYZE once the app is ready, then VACUUM (ANALYZE) every
 * `DB_UPKEEP_MINUTES`, which after its first pass only visits the pages changed since the last.
 * PGlite runs one statement at a time: the others wait for it, as they wait for any statement.
 */
export const databaseUpkeepPlugin = fp(async (app: FastifyInstance) => {
  const minutes = app.config.DB_UPKEEP_MINUTES;
  if (app.database.kind !== 'pglite' || minutes === 0) return;

  const upkeep = async (statement: 'ANALYZE' | 'VACUUM (ANALYZE)') => {
    const started = performance.now();
    try {
      // Our tables only: the system catalogs hardly change here, and taking them too made a
      // database-wide ANALYZE ten times as long (~300 ms against ~25 ms on a fresh database).
      const { rows } = await app.database.executeSql(
        "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      );
      await app.database.executeSql(`${statement} ${(rows as { name: string }[]).map((row) => row.name).join(', ')}`);
      app.log.info({ statement, ms: Math.round(performance.now() - started) }, 'database upkeep');
    } catch (error) {
      app.log.warn({ err: error, statement }, 'database upkeep failed');
    }
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await upkeep('ANALYZE');
    timer = setInterval(() => void upkeep('VACUUM (ANALYZE)'), minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
