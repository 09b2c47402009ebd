/**
 * Does the time of forgot-password or e-mail-link sign-in tell a registered address from an
 * unknown one? Through the real endpoints (embedded database, loopback), alternating one
 * registered and one unknown address, it prints the median answer time of each side by side
 * and their ratio (issue #32 wants it within 1.2×).
 *
 *   npx tsx bench/src/enumeration-timing.ts [--samples 60]
 *
 * The throttles are lifted (every request comes from 127.0.0.1 for two addresses). Before each
 * request the account-mail queue is left to empty, so a job of the previous request does not
 * slow the next one: what is timed is the answer, which is what a stranger sees.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../apps/server/src/lib/crypto';
import { insertUser } from '../../apps/server/src/modules/users/repository';
import { buildBenchApp, openMigrated } from './bench-app';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '60' } } });
const samples = Number(values.samples);
const lifted = { limit: 1_000_000, windowSeconds: 60 };

const database = await openMigrated({ kind: 'pglite' });
const app = await buildBenchApp(
  database,
  { JOBS_POLL_SECONDS: '0.5' },
  { emailPerIp: lifted, emailPerAccount: lifted },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const registered = 'bench-enumeration@st.tsa.test';
await insertUser(app.database.db, {
  email: registered,
  passwordHash: await hashPassword('Giat-say-bench-2026'),
  firstName: 'An',
  lastName: 'Nguyễn',
  role: 'STUDENT',
  verified: true,
});
const unknown = 'bench-nobody@st.tsa.test';

async function queueIdle() {
  for (;;) {
    const { rows } = await app.database.executeSql(
      `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`,
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed(path: string, email: string): Promise<number> {
  await queueIdle();
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 202) throw new Error(`${path}: HTTP ${response.status}`);
  return elapsed;
}

const median = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log(
  `# ${cpus()[0]?.model.trim()} × ${availableParallelism()}, Node ${process.version}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${samples} samples per address, alternating`,
);
for (const [label, path] of [
  ['forgot-password', '/api/auth/forgot-password'],
  ['e-mail-link sign-in', '/api/auth/signin/email-link'],
] as const) {
  // A few of each first: the first requests pay for compiling and warming the statements.
  for (let i = 0; i < 5; i++) await timed(path, registered);
  for (let i = 0; i < 5; i++) await timed(path, unknown);
  const times = { registered: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < samples; i++) {
    times.registered.push(await timed(path, registered));
    times.unknown.push(await timed(path, unknown));
  }
  const [r, u] = [median(times.registered), median(times.unknown)];
  const slowerThanEveryUnknown = times.registered.filter((t) => t > Math.max(...times.unknown)).length;
  console.log(
    `${label.padEnd(20)} median registered ${r.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, ratio ${(Math.max(r, u) / Math.min(r, u)).toFixed(2)}×; ` +
      `${slowerThanEveryUnknown}/${samples} registered slower than the slowest unknown`,
  );
}
await app.close();
await database.close();
