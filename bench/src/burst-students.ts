/**
 * The set-up of the placement benches: the real app on a fresh embedded database on loopback
 * (or on `target`, a PostgreSQL database made for the bench), and `count` students of the
 * starting catalogue's buildings A1–A5, each with an access token signed without a sign-in
 * (sign-ins are not what these benches measure). Each profile holds its building of the
 * catalogue, as the app stores it once the student has saved the address. `BENCH_NO_UPKEEP=1`
 * leaves the planner's statistics as they were when the app started. Then `placeAll`: the
 * burst itself.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, hcmDateOf } from '@tsa/shared';
import type { DatabaseTarget } from '../../apps/server/src/db/client';
import { issueSession } from '../../apps/server/src/modules/auth/sessions';
import { resolveCatalogueAddress } from '../../apps/server/src/modules/dormitories';
import { insertUser } from '../../apps/server/src/modules/users/repository';
import { buildBenchApp, openMigrated } from './bench-app';

export async function appWithStudents(
  name: string,
  count: number,
  env: Record<string, string>,
  target: DatabaseTarget = { kind: 'pglite', dataDir: mkdtempSync(path.join(tmpdir(), `tsa-${name}-`)) },
) {
  const database = await openMigrated(target);
  const app = await buildBenchApp(database, env);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const address = { dormitory: 'KTX Khu A', building: `A${(i % 5) + 1}`, room: String(100 + (i % 40)) };
    const place = await resolveCatalogueAddress(database.db, address);
    const user = await insertUser(database.db, {
      email: `${name}${i}@st.tsa.test`,
      passwordHash: null,
      firstName: 'Sinh viên',
      lastName: `Số ${i}`,
      role: 'STUDENT',
      verified: true,
      phoneNumber: '0912345678',
      ...address,
      dormitoryId: place.dormitoryId,
      buildingId: place.buildingId,
    });
    tokens.push((await issueSession(app, user, { ip: '127.0.0.1' })).accessToken);
  }
  // A dormitory's students sign up over days, and the hourly upkeep (plugins/database-upkeep.ts)
  // has seen them by the evening they all order: without it, the planner would still take the
  // users table for the near-empty one of the app's start.
  if (process.env.BENCH_NO_UPKEEP !== '1') await database.executeSql('VACUUM (ANALYZE)');
  return {
    base,
    tokens,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The order each student places: 4 kg of the catalogue's first kg service, tomorrow 17–19, in cash. */
/** The order every bench student places: 4 kg washed, picked up tomorrow evening, cash. */
export async function orderBody(base: string): Promise<string> {
  const services = (await (await fetch(`${base}/api/services`)).json()) as {
    id: string;
    unit: string;
    minQuantity: number;
  }[];
  const kg = services.find((service) => service.unit === 'KG' && service.minQuantity >= 3)!;
  return JSON.stringify({
    items: [{ serviceId: kg.id, quantity: 4 }],
    pickupDate: addDays(hcmDateOf(new Date()), 1),
    pickupSlot: '17-19',
    paymentMethod: 'CASH',
  });
}

/** One `POST /api/orders` as a student's phone sends it (its own idempotency key): the status and latency (ms). */
export async function placeOrder(base: string, token: string, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * Every student (one access token each) places an order at `base` at the same moment: each
 * answer's status and latency (ms), in the tokens' order, the burst's wall time, and what
 * `sample` (CPU time so far) gave just before and just after it.
 */
export async function placeAll<T>(
  base: string,
  tokens: string[],
  sample: () => Promise<T>,
): Promise<{ results: { status: number; ms: number }[]; wall: number; before: T; after: T }> {
  const body = await orderBody(base);
  const before = await sample();
  const started = performance.now();
  const results = await Promise.all(tokens.map((token) => placeOrder(base, token, body)));
  const wall = performance.now() - started;
  return { results, wall, before, after: await sample() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A burst's figures: answers other than 201, wall time, latency percentiles, CPU per order (`cpuMs` over the burst). */
export function summarise(results: { status: number; ms: number }[], wall: number, cpuMs: number) {
  const ms = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    failed: results.filter((result) => result.status !== 201).length,
    wall,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: ms.at(-1)!,
    perOrder: wall / results.length,
    cpuPerOrder: cpuMs / results.length,
  };
}
