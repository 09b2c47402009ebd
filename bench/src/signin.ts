/**
 * Sign-ins under load: 50 at once through the real `POST /api/auth/signin` (embedded database,
 * loopback), with the password hashes at the old argon2id cost (64 MiB, t=3, p=4) and at the
 * current one (19 MiB, t=2, p=1), side by side in one run. Prints sign-ins per second, the
 * answer times and the event-loop delay p99 of the server process while they run.
 *
 *   npx tsx bench/src/signin.ts [--concurrency 50] [--rounds 3]
 *
 * A user whose hash has the old cost is re-hashed at the current cost on that sign-in, so the
 * "old cost" rows include one current-cost hash per sign-in (a slightly pessimistic "before");
 * the hashes are put back to the old cost between rounds, outside the timing.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { inArray } from 'drizzle-orm';
import { users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/lib/crypto';
import { insertUser } from '../../apps/server/src/modules/users/repository';
import { buildBenchApp, openMigrated } from './bench-app';

const { values } = parseArgs({
  options: { concurrency: { type: 'string', default: '50' }, rounds: { type: 'string', default: '3' } },
});
const concurrency = Number(values.concurrency);
const rounds = Number(values.rounds);
const PASSWORD = 'Giat-say-bench-2026';
const OLD_COST = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

const database = await openMigrated({ kind: 'pglite' });
// Every sign-in comes from 127.0.0.1: the per-IP throttle (reserved before the hash) would refuse a burst.
const app = await buildBenchApp(database, {}, { signinPerIp: { limit: 1_000_000, windowSeconds: 60 } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const emails = Array.from({ length: concurrency }, (_, i) => `bench-signin-${i}@st.tsa.test`);
const currentHash = await hashPassword(PASSWORD);
const oldHash = await argon2.hash(PASSWORD, OLD_COST);
for (const email of emails) {
  await insertUser(app.database.db, {
    email,
    passwordHash: currentHash,
    firstName: 'An',
    lastName: 'Nguyễn',
    role: 'STUDENT',
    verified: true,
  });
}
const setHashes = (passwordHash: string) =>
  app.database.db.update(users).set({ passwordHash }).where(inArray(users.email, emails));

async function signIn(email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/signin?mobile=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return performance.now() - started;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(label: string, prepare: () => Promise<unknown>) {
  const times: number[] = [];
  let elapsed = 0;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  for (let round = 0; round < rounds; round++) {
    await prepare();
    loop.enable();
    const started = performance.now();
    times.push(...(await Promise.all(emails.map(signIn))));
    elapsed += performance.now() - started;
    loop.disable();
  }
  times.sort((a, b) => a - b);
  const row = {
    label,
    signIns: times.length,
    perSecond: +(times.length / (elapsed / 1000)).toFixed(1),
    p50ms: Math.round(quantile(times, 0.5)),
    p99ms: Math.round(quantile(times, 0.99)),
    loopDelayP99ms: +(loop.percentile(99) / 1e6).toFixed(1),
  };
  console.log(JSON.stringify(row));
  return row;
}

console.log(
  `# ${cpus()[0]?.model} × ${availableParallelism()}, Node ${process.version}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`# ${concurrency} sign-ins at once × ${rounds} rounds, each cost`);
const before = await measure('old cost (m=64 MiB, t=3, p=4)', () => setHashes(oldHash));
const after = await measure('current cost (m=19 MiB, t=2, p=1)', () => setHashes(currentHash));
console.log(
  `# ratio current/old: ${(after.perSecond / before.perSecond).toFixed(1)}× sign-ins per second, ` +
    `p99 answer ${(after.p99ms / before.p99ms).toFixed(2)}×, event-loop delay p99 ${(after.loopDelayP99ms / before.loopDelayP99ms).toFixed(2)}×`,
);
await app.close();
await database.close();
