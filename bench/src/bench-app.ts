/** Opening the server's own database layer and app on the benchmark's database. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database, type DatabaseTarget } from '../../apps/server/src/db/client';
import type { RateRules } from '../../apps/server/src/plugins/rate-limit';

/** The administrator the generator makes sure of when the database has none (the preview's). */
export const BENCH_ADMIN = { email: 'admin@tsa.test', password: 'Quantri@2026!' };

/** The benchmarks' own PostgreSQL database, when neither `--database-url` nor `--pglite` is given. */
export const BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/tsa_bench';

/**
 * The database name of `url`. Scripts that wipe or change data only ever run on a database made
 * for the benchmark (its name contains "bench"); any other is refused.
 */
export function benchDatabaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.includes('bench'))
    throw new Error(`Chỉ chạy trên cơ sở dữ liệu dành cho benchmark (tên chứa "bench"), không phải "${name}"`);
  return name;
}

/** The command-line options every bench script takes to choose its database (for `parseArgs`). */
export const TARGET_OPTIONS = {
  'database-url': { type: 'string' },
  pglite: { type: 'string' },
} as const;

/** `postgres://…` or a PGlite data folder, as given on the command line. */
export function targetOf(options: { 'database-url'?: string; pglite?: string }): DatabaseTarget {
  if (options['database-url']) return { kind: 'postgres', url: options['database-url'] };
  if (options.pglite) return { kind: 'pglite', dataDir: path.resolve(options.pglite) };
  throw new Error('Cần --database-url postgres://… hoặc --pglite <thư mục dữ liệu>');
}

export async function openMigrated(target: DatabaseTarget): Promise<Database> {
  const database = await openDatabase(target);
  await database.migrate();
  return database;
}

/**
 * The real app on `database`. Building it runs the server's own start-up: first admin,
 * starting catalogue, starting regulations, JWT secret.
 */
export async function buildBenchApp(
  database: Database,
  env: Record<string, string> = {},
  rateRules?: Partial<RateRules>,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsa-bench-')),
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...env,
  });
  return buildApp({ config, database, logger: false, rateRules, webRoot: path.join(tmpdir(), 'tsa-bench-no-web') });
}

/** An access token for `email`, through the real sign-in endpoint. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signin?mobile=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`Không đăng nhập được ${email}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
