/**
 * 480 students place an order at the same moment on the embedded database (the default
 * deployment): latency of each placement, p50/p95/max, and whether anyone waited far longer
 * than the rest (starved). Loopback only. Runs twice side by side, each on a fresh database:
 * without the admission gate (WRITE_CONCURRENCY=0, every placement at once) and with it.
 *
 *   npx tsx bench/src/burst.ts [--students 480] [--concurrency 4]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, hcmDateOf } from '@tsa/shared';
import { issueSession } from '../../apps/server/src/modules/auth/sessions';
import { insertUser } from '../../apps/server/src/modules/users/repository';
import { buildBenchApp, openMigrated } from './bench-app';

const { values } = parseArgs({
  options: { students: { type: 'string', default: '480' }, concurrency: { type: 'string', default: '4' } },
});
const students = Number(values.students);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function burst(writeConcurrency: string) {
  const database = await openMigrated({ kind: 'pglite', dataDir: mkdtempSync(path.join(tmpdir(), 'tsa-burst-')) });
  const app = await buildBenchApp(database, { WRITE_CONCURRENCY: writeConcurrency });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const tokens: string[] = [];
  for (let i = 0; i < students; i++) {
    const user = await insertUser(database.db, {
      email: `burst${i}@st.tsa.test`,
      passwordHash: null,
      firstName: 'Sinh viên',
      lastName: `Số ${i}`,
      role: 'STUDENT',
      verified: true,
      phoneNumber: '0912345678',
      dormitory: 'KTX Khu A',
      building: `A${(i % 5) + 1}`, // the starting catalogue's A1–A5
      room: String(100 + (i % 40)),
    });
    tokens.push((await issueSession(app, user, { ip: '127.0.0.1' })).accessToken);
  }
  const services = (await (await fetch(`${base}/api/services`)).json()) as {
    id: string;
    unit: string;
    minQuantity: number;
  }[];
  const kg = services.find((service) => service.unit === 'KG' && service.minQuantity >= 3)!;
  const pickupDate = addDays(hcmDateOf(new Date()), 1);

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
  const ms = results.map((result) => result.ms).sort((a, b) => a - b);
  const failed = results.filter((result) => result.status !== 201).length;
  await app.close();
  await database.close();
  const p50 = percentile(ms, 50);
  return { failed, wall, p50, p95: percentile(ms, 95), max: ms.at(-1)!, perOrder: wall / students };
}

async function main() {
  const rows: string[] = [];
  for (const [label, concurrency] of [
    ['all at once (WRITE_CONCURRENCY=0)', '0'],
    [`admission gate (WRITE_CONCURRENCY=${values.concurrency})`, values.concurrency],
  ] as const) {
    const r = await burst(concurrency);
    const s = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;
    rows.push(
      `| ${label} | ${students} | ${r.failed} | ${s(r.wall)} | ${s(r.p50)} | ${s(r.p95)} | ${s(r.max)} | ${(r.max / r.p50).toFixed(1)}× | ${r.perOrder.toFixed(0)} ms |`,
    );
    console.log(rows.at(-1));
  }
  console.log('| run | students | failed | wall | p50 | p95 | max | max/p50 | wall per order |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} on ${os.cpus().length} cores`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
