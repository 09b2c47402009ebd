/**
 * The figures' latency on a big database (issue #6: under 100 ms on 100 000 orders):
 * `npx tsx bench/src/stats-latency.ts [--database-url postgres://…/tsa_bench | --pglite <folder>]
 *   [--orders 100000] [--seed 42] [--runs 30] [--warmup 3] [--fresh]`
 *
 * Fills the database with the generator unless it already holds that many generated orders,
 * starts the real app on a loopback port, signs in as the admin and a staff member, and times
 * every /api/stats endpoint over real HTTP, one call at a time.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { hcmDateOf } from '@tsa/shared';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { orders, users } from '../../apps/server/src/db/schema';
import type { Database } from '../../apps/server/src/db/client';
import {
  BENCH_ADMIN,
  BENCH_DATABASE_URL,
  benchDatabaseName,
  buildBenchApp,
  openMigrated,
  signIn,
  TARGET_OPTIONS,
  targetOf,
} from './bench-app';
import { cpuProbe } from './cpu-probe';
import { statsEndpoints, type Caller } from './endpoints';
import { generate, GENERATED_PASSWORD } from './generator';
import { markdownTable, measure, summarise } from './latency';
import { describeMachine } from './machine';
import { staffEmail } from './people';
import { rowCounts } from './writer';

const BUDGET_MS = 100;

const { values } = parseArgs({
  options: {
    ...TARGET_OPTIONS,
    orders: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '42' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
  },
});
if (!values.pglite) values['database-url'] ??= BENCH_DATABASE_URL;
const wanted = Number(values.orders);

/** Creates the PostgreSQL database of `url` when it does not exist yet. */
async function ensurePostgresDatabase(url: string): Promise<void> {
  // Refilling wipes data.
  const name = benchDatabaseName(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function alreadyFilled(database: Database): Promise<boolean> {
  const [{ n }] = (await database.db.select({ n: count() }).from(orders)) as [{ n: number }];
  const staff = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, staffEmail(0)));
  return n === wanted && staff.length === 1;
}

if (values['database-url']) await ensurePostgresDatabase(values['database-url']);
const database = await openMigrated(targetOf(values));
const app = await buildBenchApp(database, { ACCESS_TOKEN_TTL_SECONDS: '86400' });
try {
  let generation = 'reused (already filled)';
  if (values.fresh || !(await alreadyFilled(database))) {
    console.log(`Sinh ${wanted.toLocaleString('vi-VN')} đơn vào ${database.kind}…`);
    const summary = await generate(database, {
      orders: wanted,
      seed: Number(values.seed),
      now: new Date(),
      reset: true,
      log: console.log,
    });
    generation = `${summary.seconds.toFixed(1)} s`;
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokens: Record<Caller, string | null> = {
    admin: await signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
    staff: await signIn(base, staffEmail(0), GENERATED_PASSWORD),
    anyone: null,
  };
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  const runs = Number(values.runs);
  const probe = await cpuProbe(values['database-url']);
  const timings = await measure(base, statsEndpoints(hcmDateOf(new Date())), tokens, {
    warmup: Number(values.warmup),
    runs,
    probe,
  });
  await probe.close();
  const summaries = summarise(timings);

  console.log(
    `\n## ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${runs} sequential calls per endpoint over HTTP\n`,
  );
  console.log(markdownTable(summaries, BUDGET_MS));
  console.log('\nRows:', JSON.stringify(await rowCounts(database.db)));
  console.log(`Generation: ${generation}`);
  console.log(`Load average before the calls (1/5/15 min): ${loadBefore}`);
  for (const line of await describeMachine(database)) console.log(line);
  const over = summaries.filter((s) => s.p95 >= BUDGET_MS);
  console.log(
    over.length
      ? `\nOver ${BUDGET_MS} ms at p95: ${over.map((s) => s.name).join(', ')}`
      : `\nEvery endpoint under ${BUDGET_MS} ms at p95.`,
  );
  process.exitCode = over.length ? 1 : 0;
} finally {
  await app.close();
  await database.close();
}
