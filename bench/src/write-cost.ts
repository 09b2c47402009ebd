/**
 * What keeping the per-day figures costs the writes: orders walked through their whole life over
 * HTTP (placed, picked up, weighed, delivered after a failed try, paid), in blocks with the
 * figures triggers on and off, on the generated 100 000 orders.
 *
 *   npx tsx bench/src/write-cost.ts [--database-url … | --pglite <folder>] [--orders 60] [--block 10]
 *                                   [--concurrency 1] [--buildings one|many]
 *
 * With `--concurrency N`, N students walk their orders at the same time, on the same day and
 * slot. With `--buildings one` (the default) they all live in one building, so their writes meet
 * on the same summary rows: the worst case for the figures. With `--buildings many` they live in
 * different buildings, which leaves them the CPU and the one staff member's row to share. The wall
 * time of each block gives the order lives per second each way.
 *
 * The triggers are switched with `ALTER TABLE … ENABLE/DISABLE TRIGGER USER`, so only a database
 * made for the benchmark is accepted. At the end the triggers are on again, the orders it placed
 * are deleted and the figures recounted (`figures_rebuild()`).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { addDays, hcmDateOf, type OrderDetail } from '@tsa/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { orders, services, users, type ServiceRow } from '../../apps/server/src/db/schema';
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
import { GENERATED_PASSWORD } from './generator';
import { percentile } from './latency';
import { describeMachine } from './machine';
import { staffEmail } from './people';

const { values } = parseArgs({
  options: {
    ...TARGET_OPTIONS,
    orders: { type: 'string', default: '60' },
    block: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '1' },
    buildings: { type: 'string', default: 'one' },
  },
});
if (!values.pglite) values['database-url'] ??= BENCH_DATABASE_URL;
if (values['database-url']) benchDatabaseName(values['database-url']);
if (values.buildings !== 'one' && values.buildings !== 'many') throw new Error('--buildings is one or many');

const STEPS = [
  'place order',
  'assign pickup',
  'pickup started',
  'pickup done',
  'weighed (WASHING)',
  'READY',
  'assign drop-off',
  'drop-off started',
  'drop-off failed',
  'assign drop-off again',
  'drop-off started again',
  'drop-off done',
  'paid',
] as const;
type Step = (typeof STEPS)[number];

const database = await openMigrated(targetOf(values));
const app = await buildBenchApp(database, { ACCESS_TOKEN_TTL_SECONDS: '86400' });
const placed: string[] = [];
const timings = { on: new Map<Step, number[]>(), off: new Map<Step, number[]>() };
const wall = { on: { ms: 0, lives: 0 }, off: { ms: 0, lives: 0 } };

/**
 * `count` students: all of the building with the most students, so that their orders share
 * summary rows, or taken from each building in turn, so that consecutive ones never do.
 */
async function chooseStudents(count: number, buildings: string): Promise<string[]> {
  const query =
    buildings === 'one'
      ? sql`
          select email from users
          where role = 'STUDENT' and (dormitory, building) = (
            select dormitory, building from users where role = 'STUDENT' and building is not null
            group by 1, 2 order by count(*) desc, 1, 2 limit 1)
          order by email limit ${count}`
      : sql`
          select email from (
            select email, dormitory, building,
                   row_number() over (partition by dormitory, building order by email) as turn
            from users where role = 'STUDENT' and building is not null) as ranked
          order by turn, dormitory, building limit ${count}`;
  const emails = (await database.db.execute<{ email: string }>(query)).rows.map((row) => row.email);
  if (emails.length < count) throw new Error(`only ${emails.length} students found; lower --block`);
  return emails;
}

async function setTriggers(on: boolean): Promise<void> {
  for (const table of ['orders', 'order_items', 'deliveries']) {
    await database.db.execute(sql.raw(`alter table "${table}" ${on ? 'enable' : 'disable'} trigger user`));
  }
}

try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const admin = await signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const staff = await signIn(base, staffEmail(0), GENERATED_PASSWORD);
  const [{ id: staffId }] = (await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, staffEmail(0)))) as [{ id: string }];
  const [kg] = (await database.db
    .select()
    .from(services)
    .where(eq(services.unit, 'KG'))
    .orderBy(services.sortOrder)
    .limit(1)) as [ServiceRow];
  const tomorrow = addDays(hcmDateOf(new Date()), 1);

  async function timed<T>(
    mode: 'on' | 'off',
    step: Step,
    token: string,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<T> {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status >= 300) throw new Error(`${step}: HTTP ${response.status} ${text.slice(0, 300)}`);
    const list = timings[mode].get(step) ?? [];
    list.push(ms);
    timings[mode].set(step, list);
    return JSON.parse(text) as T;
  }

  async function walk(mode: 'on' | 'off', student: string): Promise<void> {
    const order = await timed<OrderDetail>(mode, 'place order', student, 'POST', '/api/orders', {
      items: [{ serviceId: kg.id, quantity: 4 }],
      pickupDate: tomorrow,
      pickupSlot: '17-19',
      paymentMethod: 'CASH',
    });
    placed.push(order.id);
    const task = (type: 'PICKUP' | 'DROPOFF', step: Step) =>
      timed<{ id: string }>(mode, step, admin, 'POST', '/api/deliveries', {
        orderId: order.id,
        type,
        staffId,
        scheduledDate: tomorrow,
        slot: '17-19',
      });
    const progress = (id: string, step: Step, status: string, reason?: string) =>
      timed(mode, step, staff, 'PATCH', `/api/deliveries/${id}/status`, { status, ...(reason ? { reason } : {}) });
    const pickup = await task('PICKUP', 'assign pickup');
    await progress(pickup.id, 'pickup started', 'IN_PROGRESS');
    await progress(pickup.id, 'pickup done', 'DONE');
    await timed(mode, 'weighed (WASHING)', admin, 'PATCH', `/api/orders/${order.id}/status`, {
      status: 'WASHING',
      items: [{ itemId: order.items[0]!.id, quantity: 4.6 }],
    });
    await timed(mode, 'READY', admin, 'PATCH', `/api/orders/${order.id}/status`, { status: 'READY' });
    const first = await task('DROPOFF', 'assign drop-off');
    await progress(first.id, 'drop-off started', 'IN_PROGRESS');
    await progress(first.id, 'drop-off failed', 'FAILED', 'Không gặp sinh viên');
    const second = await task('DROPOFF', 'assign drop-off again');
    await progress(second.id, 'drop-off started again', 'IN_PROGRESS');
    await progress(second.id, 'drop-off done', 'DONE');
    await timed(mode, 'paid', admin, 'PATCH', `/api/orders/${order.id}/payment`, { paymentStatus: 'PAID' });
  }

  const total = Number(values.orders);
  const block = Number(values.block);
  const concurrency = Number(values.concurrency);
  if (block % concurrency !== 0) throw new Error('--block must be a multiple of --concurrency');
  const students = await Promise.all(
    (await chooseStudents(block, values.buildings!)).map((email) => signIn(base, email, GENERATED_PASSWORD)),
  );
  // A warm-up order each way, not counted, then alternating blocks so that noise falls on both.
  for (const mode of ['on', 'off'] as const) {
    await setTriggers(mode === 'on');
    await walk(mode, students[0]!);
  }
  timings.on.clear();
  timings.off.clear();
  for (let done = 0; done < total; done += block) {
    const mode = (done / block) % 2 === 0 ? 'on' : 'off';
    await setTriggers(mode === 'on');
    const started = performance.now();
    for (let i = 0; i < block; i += concurrency) {
      await Promise.all(students.slice(i, i + concurrency).map((student) => walk(mode, student)));
    }
    wall[mode].ms += performance.now() - started;
    wall[mode].lives += block;
  }

  const lines = [
    '| Step | p50 with figures (ms) | p50 without (ms) | p95 with | p95 without | p50 difference |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  const median = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      0.5,
    );
  const p95 = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      0.95,
    );
  for (const step of STEPS) {
    const on = timings.on.get(step)!;
    const off = timings.off.get(step)!;
    lines.push(
      `| ${step} | ${median(on).toFixed(1)} | ${median(off).toFixed(1)} | ${p95(on).toFixed(1)} | ${p95(off).toFixed(1)} | ${(median(on) - median(off)).toFixed(1)} |`,
    );
  }
  const wholeLife = (mode: 'on' | 'off') => STEPS.reduce((sum, step) => sum + median(timings[mode].get(step)!), 0);
  lines.push(
    `| **whole life (sum of medians)** | ${wholeLife('on').toFixed(1)} | ${wholeLife('off').toFixed(1)} | | | ${(wholeLife('on') - wholeLife('off')).toFixed(1)} |`,
  );
  const perSecond = (mode: 'on' | 'off') => (wall[mode].lives / wall[mode].ms) * 1000;
  const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const together =
    concurrency > 1
      ? `, ${concurrency} at a time in ${values.buildings === 'one' ? 'one building' : 'different buildings'}`
      : '';
  console.log(`\n## ${kind} — ${total / 2} orders each way, in blocks of ${block}${together}\n`);
  console.log(lines.join('\n'));
  console.log(
    `\nOrder lives per second: ${perSecond('on').toFixed(1)} with the figures, ${perSecond('off').toFixed(1)} without.`,
  );
  for (const line of await describeMachine(database)) console.log(line);
} finally {
  await setTriggers(true);
  if (placed.length) await database.db.delete(orders).where(inArray(orders.id, placed));
  await database.db.execute(sql`select figures_rebuild()`);
  await app.close();
  await database.close();
}
