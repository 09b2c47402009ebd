/**
 * The burst on PostgreSQL as compose.yaml deploys it: `instances` built servers
 * (`apps/server/dist/server.js` of `root`) on one PostgreSQL database and one Redis, behind one
 * address (a round-robin proxy in a process of its own, burst-proxy.ts). Each burst gets a
 * database of its own (`tsa_bench_burst_…`, made from the `databaseUrl`'s server and dropped
 * afterwards). Loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { freePort, waitForHealth } from '../../e2e/support/server-process';
import { cpuProbe } from './cpu-probe';
import { appWithStudents, placeAll, summarise } from './burst-students';

export interface PostgresBurstOptions {
  /** A tree whose `apps/server/dist/server.js` is built. */
  root: string;
  students: number;
  instances: number;
  /** Any database of the PostgreSQL server the bench databases are made on. */
  databaseUrl: string;
  redisUrl: string;
  /** A V8 CPU profile of each instance (start-up included), written into this folder when it exits. */
  profile?: string;
}

const LOOPBACK = ['127.0.0.1', 'localhost', '::1', '[::1]'];

export function assertLoopback(url: string): void {
  if (!LOOPBACK.includes(new URL(url).hostname)) throw new Error(`Chỉ dùng địa chỉ loopback, không dùng ${url}`);
}

/** A Web Push (VAPID) key pair, as `web-push generate-vapid-keys` makes them: P-256, base64url. */
function vapidPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url'),
  };
}

/** CPU time (ms) a process has used so far, from /proc (USER_HZ = 100). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startInstance(root: string, env: Record<string, string>, profile?: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsa-burst-pg-'));
  const profiling = profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [];
  const child = spawn(process.execPath, [...profiling, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base,
    child,
    dataDir,
    /** Resolves once the instance answers its readiness check (database and Redis up). */
    ready: () => waitForHealth(base, child, { path: '/api/health/ready', timeoutMs: 180_000 }),
  };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startProxy(backends: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'burst-proxy.ts'), ...backends],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('Proxy của benchmark đã dừng');
    return JSON.parse(value) as unknown;
  };
  const { url } = (await nextLine()) as { url: string };
  return {
    url,
    child,
    /** Closes the proxy; how many requests each backend got. */
    close: async () => {
      child.stdin.end();
      const { hits } = (await nextLine()) as { hits: number[] };
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      return hits;
    },
  };
}

let made = 0;

export async function postgresBurst(options: PostgresBurstOptions) {
  assertLoopback(options.databaseUrl);
  assertLoopback(options.redisUrl);
  const name = `tsa_bench_burst_${process.pid}_${++made}`;
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // Every instance of one database shares its signing secret and push keys (config.ts).
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...vapidPair(),
  };
  const instances: Awaited<ReturnType<typeof startInstance>>[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    // Migrated, seeded and the students made (and analysed) by the bench's own copy of the app,
    // closed before the instances start: they find the work done.
    const setUp = await appWithStudents(
      'burst',
      options.students,
      { ...env, REDIS_URL: '' },
      { kind: 'postgres', url: databaseUrl },
    );
    const tokens = setUp.tokens;
    await setUp.close();

    for (let i = 0; i < options.instances; i++) instances.push(await startInstance(options.root, env, options.profile));
    await Promise.all(instances.map((instance) => instance.ready()));
    proxy = await startProxy(instances.map((instance) => instance.base));
    const probe = await cpuProbe(databaseUrl);
    const servers = instances.map((instance) => instance.child.pid!);
    const sample = async () => ({
      servers: servers.reduce((sum, pid) => sum + processCpuMs(pid), 0),
      proxy: processCpuMs(proxy!.child.pid!),
      database: (await probe.sample()).databaseMs ?? 0,
    });
    const { results, wall, before, after } = await placeAll(proxy.url, tokens, sample);
    await probe.close();
    const statuses = new Map<number, number>();
    for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (statuses.size > 1 || !statuses.has(201))
      console.error(`answers by status: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
    const hits = await proxy.close();
    proxy = undefined;
    // Every acknowledged order is there once, with a code of its own.
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const written = (
      await check.query<{ orders: number; codes: number }>(
        'select count(*)::int as orders, count(distinct code)::int as codes from orders',
      )
    ).rows[0]!;
    await check.end();
    return {
      ...summarise(results, wall, after.servers - before.servers),
      databaseCpuPerOrder: (after.database - before.database) / results.length,
      proxyCpuPerOrder: (after.proxy - before.proxy) / results.length,
      hits,
      ...written,
    };
  } finally {
    if (proxy) await proxy.close().catch(() => undefined);
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
