/**
 * What our API costs over the SQL it runs: the student's own order list and the admin's order
 * list through the real app (auth, validation, drizzle, presenter, one log line per request at
 * `info`) against a bare Node `http` + `pg` handler that runs the same statements on the same
 * PostgreSQL database and returns rows of the same shape, both at 50 connections, side by side
 * in one run. Prints requests per second and the ratio (target ≥ 0.8×, issue #16).
 *
 *   npx tsx bench/src/api-overhead.ts [--database-url postgres://…/bench_overhead] [--seconds 10] [--rounds 2]
 *
 * The database must hold generated orders (bench/src/generate.ts) and its name contain "bench".
 */
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { issueSession } from '../../apps/server/src/modules/auth/sessions';
import { findLiveUserById } from '../../apps/server/src/modules/users/repository';
import { BENCH_ADMIN, benchDatabaseName, openMigrated } from './bench-app';
import { describeMachine } from './machine';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_overhead' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const databaseUrl = values['database-url'];
benchDatabaseName(databaseUrl);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);

// ---- the bare handler: the same statements, no framework, no validation, no ORM

/** The user and whether the session is open (the app reads both on every request, decision 019). */
const AUTH_SQL = `select u.*, exists (select 1 from refresh_tokens r where r.family_id = $2 and r.user_id = $1
  and r.revoked_at is null and r.expires_at > now()) as session_live
  from users u where u.id = $1 and u.deleted_at is null`;
const ROWS_SQL = (where: string) => `select o.*, u.id as s_id, u.first_name as s_first_name, u.last_name as s_last_name,
  u.email as s_email, u.phone_number as s_phone_number, c.id as c_id, c.first_name as c_first_name,
  c.last_name as c_last_name, c.role as c_role
  from orders o join users u on u.id = o.student_id left join users c on c.id = o.created_by_id
  ${where} order by o.created_at desc, o.code desc limit 20 offset 0`;
const STUDENT_COUNT_SQL = `select count(*)::int as n from orders o join users u on u.id = o.student_id where o.student_id = $1`;
/** The admin list's total: from the figures kept per creation day and status (decision 029). */
const ADMIN_COUNT_SQL = `select coalesce(sum(created), 0)::int as n from figures_orders_daily`;
const ITEMS_SQL = `select * from order_items where order_id = any($1) order by order_id, position`;

function claimsOf(request: IncomingMessage): { sub: string; sid: string } {
  const token = request.headers.authorization!.slice('Bearer '.length);
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; sid: string };
}

async function bareHandler(pool: pg.Pool, request: IncomingMessage, response: ServerResponse) {
  const { sub, sid } = claimsOf(request);
  const auth = await pool.query(AUTH_SQL, [sub, sid]);
  const user = auth.rows[0] as { role: string; session_live: boolean } | undefined;
  if (!user?.session_live) return response.writeHead(401).end();
  const mine = request.url!.startsWith('/mine');
  if (mine !== (user.role === 'STUDENT')) return response.writeHead(403).end();
  const [rows, total] = await Promise.all([
    mine ? pool.query(ROWS_SQL('where o.student_id = $1'), [sub]) : pool.query(ROWS_SQL('')),
    mine ? pool.query(STUDENT_COUNT_SQL, [sub]) : pool.query(ADMIN_COUNT_SQL),
  ]);
  const ids = rows.rows.map((row: { id: string }) => row.id);
  const items = ids.length ? (await pool.query(ITEMS_SQL, [ids])).rows : [];
  const body = JSON.stringify({
    items: rows.rows.map((row: Record<string, unknown>) => ({
      ...row,
      student: { id: row.s_id, firstName: row.s_first_name, lastName: row.s_last_name, email: row.s_email },
      items: items.filter((item: { order_id: string }) => item.order_id === row.id),
    })),
    total: (total.rows[0] as { n: number }).n,
    page: 1,
    pageSize: 20,
  });
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
}

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Requests per second at `connections`, each request with the next token of `tokens`. */
async function load(url: string, tokens: string[], duration: number) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { authorization: `Bearer ${tokens[next++ % tokens.length]!}` },
        }),
      },
    ],
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const database = await openMigrated({ kind: 'postgres', url: databaseUrl });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsa-overhead-')),
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  // The production logger at info: one line per request, written (to /dev/null) as in production.
  const app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream: createWriteStream('/dev/null') },
    webRoot: path.join(tmpdir(), 'tsa-bench-no-web'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  const bare = createServer((request, response) => {
    bareHandler(pool, request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  const bareBase = await listen(bare);

  const students = await database.db.execute<{ id: string }>(
    sql`select student_id as id from orders group by student_id order by count(*) desc limit 50`,
  );
  const [adminRow] = (
    await database.db.execute<{ id: string }>(sql`select id from users where email = ${BENCH_ADMIN.email}`)
  ).rows;
  const tokenOf = async (id: string, amr?: string[]) =>
    (await issueSession(app, (await findLiveUserById(database.db, id))!, { ip: '127.0.0.1' }, amr)).accessToken;
  const studentTokens = await Promise.all(students.rows.map((row) => tokenOf(row.id)));
  // An admin must have passed a second factor: this one signed in with a passkey.
  const adminTokens = [await tokenOf(adminRow!.id, ['hwk', 'user'])];
  const orderCount = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0]!.n;

  const lists = [
    { name: "student's own orders", api: `${apiBase}/api/orders`, bare: `${bareBase}/mine`, tokens: studentTokens },
    { name: 'admin order list', api: `${apiBase}/api/orders`, bare: `${bareBase}/all`, tokens: adminTokens },
  ];
  // Warm both sides (JIT, plans, pools) before anything counts.
  for (const list of lists) {
    await load(list.api, list.tokens, 3);
    await load(list.bare, list.tokens, 3);
  }
  const results = lists.map((list) => ({ list, api: [] as number[], bare: [] as number[], apiP99: 0, bareP99: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      // Alternating, so drift of the shared machine's load touches both sides alike.
      const api = await load(result.list.api, result.list.tokens, seconds);
      const bareRun = await load(result.list.bare, result.list.tokens, seconds);
      result.api.push(api.rps);
      result.bare.push(bareRun.rps);
      result.apiP99 = Math.max(result.apiP99, api.p99);
      result.bareP99 = Math.max(result.bareP99, bareRun.p99);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`${orderCount} orders; ${connections} connections; ${rounds} × ${seconds} s per side, alternating`);
  console.log('| list | API req/s | bare pg req/s | ratio | API p99 | bare p99 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const ratio = mean(r.api) / mean(r.bare);
    console.log(
      `| ${r.list.name} | ${mean(r.api).toFixed(0)} | ${mean(r.bare).toFixed(0)} | ${ratio.toFixed(2)}× | ${r.apiP99} ms | ${r.bareP99} ms |`,
    );
  }
  for (const line of await describeMachine(database)) console.log(line);
  await app.close();
  bare.close();
  await pool.end();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
