/**
 * EXPLAIN ANALYZE of every statement behind the figures, to see where time goes:
 * `npx tsx bench/src/explain.ts [--database-url … | --pglite <folder>] [--days 365] [--only charts] [--plans] [--no-timing]`
 *
 * The stats module's own functions run against a database handle that explains each statement
 * before running it, so what is explained is exactly what the endpoints send.
 */
import { parseArgs } from 'node:util';
import { addDays, hcmDateOf } from '@tsa/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { getCharts } from '../../apps/server/src/modules/stats/charts';
import { getOverview } from '../../apps/server/src/modules/stats/overview';
import { getPublicFigures } from '../../apps/server/src/modules/stats/public-figures';
import { reportRows } from '../../apps/server/src/modules/stats/report-queries';
import { getStaffFigures } from '../../apps/server/src/modules/stats/staff-figures';
import { BENCH_DATABASE_URL, openMigrated, TARGET_OPTIONS, targetOf } from './bench-app';
import { cpuProbe, type CpuProbe } from './cpu-probe';
import { staffEmail } from './people';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    ...TARGET_OPTIONS,
    days: { type: 'string', default: '365' },
    only: { type: 'string' },
    plans: { type: 'boolean', default: false },
    /** Also runs each statement for real this many times (one at a time) and reports its wall and CPU time. */
    repeat: { type: 'string', default: '5' },
    // Per-node clocks cost a lot on some virtual machines; without them only the totals are measured.
    timing: { type: 'boolean', default: true },
  },
});
if (!values.pglite) values['database-url'] ??= BENCH_DATABASE_URL;

interface Explained {
  plan: string[];
  executionMs: number;
  planningMs: number;
  /** Median wall time and mean CPU time (database backends) of the real runs. */
  wallMs: number;
  cpuMs: number | null;
}

/**
 * `db`, except that each `execute` is explained, then run for real `repeat` times, one
 * statement at a time (statements a figure sends side by side would otherwise share the CPU).
 */
function explaining(db: Db, sink: Explained[], probe: CpuProbe, repeat: number): Db {
  let queue: Promise<unknown> = Promise.resolve();
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (query: SQL) => {
        // Numbered in the order the statements are sent, whatever order they finish in.
        const position = sink.push({ plan: [], executionMs: NaN, planningMs: NaN, wallMs: NaN, cpuMs: null }) - 1;
        const run = queue.then(async () => {
          const explain = values.timing
            ? sql`explain (analyze, buffers) ${query}`
            : sql`explain (analyze, buffers, timing off) ${query}`;
          const plan = (await target.execute<{ 'QUERY PLAN': string }>(explain)).rows.map((row) => row['QUERY PLAN']);
          const timing = (label: string) =>
            Number(plan.find((line) => line.startsWith(label))?.replace(/[^\d.]/g, '') ?? NaN);
          const walls: number[] = [];
          const before = await probe.sample();
          let result;
          for (let i = 0; i < repeat; i += 1) {
            const started = performance.now();
            result = await target.execute(query);
            walls.push(performance.now() - started);
          }
          const after = await probe.sample();
          walls.sort((a, b) => a - b);
          sink[position] = {
            plan,
            executionMs: timing('Execution Time'),
            planningMs: timing('Planning Time'),
            wallMs: walls[Math.floor(walls.length / 2)]!,
            cpuMs:
              after.databaseMs === null || before.databaseMs === null
                ? null
                : (after.databaseMs - before.databaseMs) / repeat,
          };
          return result!;
        });
        queue = run.catch(() => {});
        return run;
      };
    },
  });
}

const database = await openMigrated(targetOf(values));
const probe = await cpuProbe(values['database-url']);
try {
  const now = new Date();
  const today = hcmDateOf(now);
  const range = { from: addDays(today, -(Number(values.days) - 1)), to: today };
  const [staff] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, staffEmail(0)));
  const figures: Record<string, (db: Db) => Promise<unknown>> = {
    overview: (db) => getOverview(db, now),
    charts: (db) => getCharts(db, range),
    'report/days': (db) => reportRows(db, 'days', range),
    'report/services': (db) => reportRows(db, 'services', range),
    'report/buildings': (db) => reportRows(db, 'buildings', range),
    'report/staff': (db) => reportRows(db, 'staff', range),
    me: (db) => getStaffFigures(db, staff!.id, now),
    public: (db) => getPublicFigures(db, now),
  };
  console.log(`${database.kind}, range ${range.from} … ${range.to}\n`);
  for (const [name, run] of Object.entries(figures)) {
    if (values.only && !name.includes(values.only)) continue;
    const explained: Explained[] = [];
    await run(explaining(database.db, explained, probe, Number(values.repeat)));
    explained.forEach((statement, index) => {
      const label = explained.length > 1 ? `${name} #${index + 1}` : name;
      const cpu = statement.cpuMs === null ? 'n/a' : statement.cpuMs.toFixed(0);
      console.log(
        `${label.padEnd(22)} explain ${statement.executionMs.toFixed(1).padStart(7)} ms (planning ${statement.planningMs.toFixed(1)}) | ` +
          `run: wall ${statement.wallMs.toFixed(1).padStart(7)} ms, CPU ${cpu.padStart(4)} ms`,
      );
      if (values.plans) console.log(`${statement.plan.map((line) => `    ${line}`).join('\n')}\n`);
    });
  }
} finally {
  await probe.close();
  await database.close();
}
