/**
 * 480 students place an order at the same moment on the embedded database (the default
 * deployment): latency of each placement, p50/p95/max, and whether anyone waited far longer
 * than the rest (starved). Loopback only. Runs twice side by side, each on a fresh database:
 * without the admission gate (WRITE_CONCURRENCY=0, every placement at once) and with it. The
 * server runs in a process of its own (burst-server.ts); `--profile <folder>` writes a CPU
 * profile of it during each burst.
 *
 * With `--before <git revision>` the server of that revision runs the same bursts too, each
 * side in its own process, alternating before / now for `--rounds` rounds: before → after in
 * one run, under the same load.
 *
 *   npx tsx bench/src/burst.ts [--students 480] [--concurrency 256] [--before <rev> [--rounds 2]] [--profile <folder>]
 *
 * With `--postgres`, the burst runs on PostgreSQL as compose.yaml deploys it (burst-postgres.ts):
 * `--instances 2` built servers (`npm run build -w @tsa/server` first) on one fresh database of
 * the server at `--database-url` and the Redis at `--redis-url`, behind one round-robin address.
 * The admission gate does not apply there. `--rounds` bursts; with `--before <rev or folder>`,
 * that revision's server (built in an exported tree) or that tree's built server alternates with
 * ours, round by round; `--after <rev|folder>` takes the other side from there too, not from
 * this working tree, and each `--variant <label>=<rev|folder>` adds a side (every round runs
 * every side, each round starting with the next one). Each burst's row also gives the CPU per
 * order of the instances, of the database's backends and of the proxy, the requests each
 * instance got (the placements and the one read of the services) and the orders and distinct
 * codes found in the database afterwards. `--profile <folder>`: a CPU profile of each instance.
 *
 *   npx tsx bench/src/burst.ts --postgres [--instances 2] [--before <rev|folder>] [--after <rev|folder>] [--variant <label>=<rev|folder>]… [--rounds 3] [--database-url postgres://postgres@127.0.0.1:5432/test] [--redis-url redis://127.0.0.1:6379]
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { postgresBurst } from './burst-postgres';
import { placeAll, summarise } from './burst-students';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '480' },
    concurrency: { type: 'string', default: '256' },
    before: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    // A V8 CPU profile of the server's process during each burst, written into this folder.
    profile: { type: 'string' },
    // Internal: one side only, its figures as one JSON line (the `--before` runs).
    side: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    // With --postgres: the "after" side's tree (a revision exported and built, or a folder) instead of this one.
    after: { type: 'string' },
    // With --postgres: more sides, `<label>=<rev|folder>`, run in every round next to before/after.
    variant: { type: 'string', multiple: true },
    instances: { type: 'string', default: '2' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const students = Number(values.students);

/**
 * The app and its students in a child process (burst-server.ts): the students' HTTP clients,
 * here, take nothing from the server's thread.
 */
async function serverWithStudents(writeConcurrency: string) {
  const profile = values.profile
    ? ['--profile', path.resolve(values.profile, `burst-${writeConcurrency}.cpuprofile`)]
    : [];
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'burst-server.ts'),
      '--students',
      String(students),
      '--concurrency',
      writeConcurrency,
      ...profile,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('Máy chủ của benchmark đã dừng');
    return JSON.parse(value) as unknown;
  };
  const { base, tokens } = (await nextLine()) as { base: string; tokens: string[] };
  return {
    base,
    tokens,
    serverCpu: async () => {
      child.stdin.write('cpu\n');
      return ((await nextLine()) as { cpuMs: number }).cpuMs;
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    },
  };
}

async function burst(writeConcurrency: string) {
  const { base, tokens, serverCpu, close } = await serverWithStudents(writeConcurrency);
  // CPU time of the server's process: what other engineers' load does not inflate.
  const { results, wall, before, after } = await placeAll(base, tokens, serverCpu);
  await close();
  return summarise(results, wall, after - before);
}

type Figures = Awaited<ReturnType<typeof burst>>;

const seconds = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;
const row = (label: string, r: Figures) =>
  `| ${label} | ${students} | ${r.failed} | ${seconds(r.wall)} | ${seconds(r.p50)} | ${seconds(r.p95)} | ${seconds(r.max)} | ${(r.max / r.p50).toFixed(1)}× | ${r.perOrder.toFixed(1)} ms | ${r.cpuPerOrder.toFixed(1)} ms |`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** `rev`'s tree, exported next to ours with our node_modules, running this very script. */
function exportRevision(rev: string): string {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(path.join(tmpdir(), 'tsa-burst-before-'));
  execFileSync('sh', ['-c', `git -C "${root}" archive "${rev}" | tar -x -C "${dir}"`]);
  for (const modules of [
    'node_modules',
    'apps/server/node_modules',
    'packages/shared/node_modules',
    'bench/node_modules',
  ])
    if (existsSync(path.join(root, modules))) symlinkSync(path.join(root, modules), path.join(dir, modules));
  // This script and its set-up, run against that revision's server.
  for (const file of readdirSync(import.meta.dirname).filter((name) => /^burst.*\.ts$/.test(name)))
    cpSync(path.join(import.meta.dirname, file), path.join(dir, 'bench/src', file));
  return dir;
}

function runSide(root: string, concurrency: string): Figures {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/src/burst.ts'), '--students', String(students), '--side', concurrency],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Figures;
}

/** A tree with a built server: `before` itself when it is a folder, else that revision exported and built. */
function builtTree(before: string): string {
  const dir = existsSync(before) && statSync(before).isDirectory() ? path.resolve(before) : exportRevision(before);
  if (!existsSync(path.join(dir, 'apps/server/dist/server.js')))
    execFileSync('npx', ['tsup'], { cwd: path.join(dir, 'apps/server'), stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

type PostgresFigures = Awaited<ReturnType<typeof postgresBurst>>;

const postgresRow = (label: string, r: PostgresFigures) =>
  `| ${label} | ${students} | ${r.failed} | ${seconds(r.wall)} | ${seconds(r.p50)} | ${seconds(r.p95)} | ${seconds(r.max)} | ${(r.max / r.p50).toFixed(1)}× | ${r.cpuPerOrder.toFixed(1)} ms | ${r.databaseCpuPerOrder.toFixed(1)} ms | ${r.proxyCpuPerOrder.toFixed(1)} ms | ${r.hits.join(' + ')} | ${r.orders} / ${r.codes} |`;

async function mainPostgres() {
  const now = values.after ? builtTree(values.after) : path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(now, 'apps/server/dist/server.js')))
    throw new Error('Chưa có apps/server/dist/server.js: chạy npm run build -w @tsa/server trước');
  const short = (name: string) => path.basename(name).slice(0, 24);
  // Each side: its label and its tree. Every round runs them all, each round starting one further
  // along, so that no side always meets the same neighbours' load.
  const sides: [string, string][] = [];
  if (values.before) sides.push([`before (${short(values.before)})`, builtTree(values.before)]);
  sides.push([values.after ? `after (${short(values.after)})` : values.before ? 'after' : 'now', now]);
  for (const variant of values.variant ?? []) {
    const [name, tree] = variant.includes('=') ? variant.split(/=(.*)/s) : [short(variant), variant];
    sides.push([name!, builtTree(tree!)]);
  }
  const instances = Number(values.instances);
  const rows: string[] = [];
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (let i = 0; i < sides.length; i++) {
      const [name, root] = sides[(round - 1 + i) % sides.length]!;
      const load = loadAverage();
      const figures = await postgresBurst({
        root,
        students,
        instances,
        databaseUrl: values['database-url'],
        redisUrl: values['redis-url'],
        profile: values.profile,
      });
      rows.push(`${postgresRow(`${name}: ${instances} instances on PostgreSQL, round ${round}`, figures)} ${load} |`);
      console.log(rows.at(-1));
    }
  }
  console.log(
    "| run | students | failed | wall | p50 | p95 | max | max/p50 | servers' CPU per order | database CPU per order | proxy CPU per order | requests per instance | orders / codes | load before |",
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|');
  for (const line of rows) console.log(line);
  console.log(`load average ${loadAverage()} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}`);
}

async function main() {
  if (values.postgres) {
    await mainPostgres();
    return;
  }
  if (values.side !== undefined) {
    console.log(JSON.stringify(await burst(values.side)));
    return;
  }
  const sides = [
    ['all at once (WRITE_CONCURRENCY=0)', '0'],
    [`admission gate (WRITE_CONCURRENCY=${values.concurrency})`, values.concurrency],
  ] as const;
  const rows: string[] = [];
  if (values.before) {
    const before = exportRevision(values.before);
    const now = path.resolve(import.meta.dirname, '../..');
    for (let round = 1; round <= Number(values.rounds); round++) {
      for (const [label, concurrency] of sides) {
        // Alternating which goes first, so neither always meets the same neighbours' load.
        const order =
          round % 2
            ? [['before', before] as const, ['now', now] as const]
            : [['now', now] as const, ['before', before] as const];
        for (const [which, root] of order) {
          const load = loadAverage();
          rows.push(
            `${row(`${which === 'before' ? `before (${values.before.slice(0, 9)})` : 'after'}: ${label}, round ${round}`, runSide(root, concurrency))} ${load} |`,
          );
          console.log(rows.at(-1));
        }
      }
    }
  } else {
    for (const [label, concurrency] of sides) {
      rows.push(`${row(label, await burst(concurrency))} ${loadAverage()} |`);
      console.log(rows.at(-1));
    }
  }
  console.log(
    '| run | students | failed | wall | p50 | p95 | max | max/p50 | wall per order | CPU per order | load before |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const line of rows) console.log(line);
  console.log(`load average ${loadAverage()} on ${os.cpus().length} cores`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
