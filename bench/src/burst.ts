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
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { addDays, hcmDateOf } from '@tsa/shared';

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
  },
});
const students = Number(values.students);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

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
  const services = (await (await fetch(`${base}/api/services`)).json()) as {
    id: string;
    unit: string;
    minQuantity: number;
  }[];
  const kg = services.find((service) => service.unit === 'KG' && service.minQuantity >= 3)!;
  const pickupDate = addDays(hcmDateOf(new Date()), 1);

  // CPU time of the server's process: what other engineers' load does not inflate.
  const cpuBefore = await serverCpu();
  const started = performance.now();
  const results = await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          items: [{ serviceId: kg.id, quantity: 4 }],
          pickupDate,
          pickupSlot: '17-19',
          paymentMethod: 'CASH',
        }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0 };
    }),
  );
  const wall = performance.now() - started;
  const cpuAfter = await serverCpu();
  const ms = results.map((result) => result.ms).sort((a, b) => a - b);
  const failed = results.filter((result) => result.status !== 201).length;
  await close();
  const p50 = percentile(ms, 50);
  return {
    failed,
    wall,
    p50,
    p95: percentile(ms, 95),
    max: ms.at(-1)!,
    perOrder: wall / students,
    cpuPerOrder: (cpuAfter - cpuBefore) / students,
  };
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
  for (const file of ['burst.ts', 'burst-server.ts', 'burst-students.ts'])
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

async function main() {
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
