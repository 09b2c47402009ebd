import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher';
import { freshTotpCode } from './second-factor';

const root = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN = { email: 'admin@tsa.test', password: 'Quantri@2026!' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    admin: { email: string; password: string; totpSecret: string };
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // Generous: on a shared, loaded machine the first start (migrations, first admin) can take a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Máy chủ dừng khi khởi động:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Máy chủ không sẵn sàng sau 180 giây:\n${output()}`);
}

async function enrolAdmin(baseUrl: string, dataDir: string): Promise<string> {
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { accessToken } = await call('POST', '/auth/signin?mobile=true', undefined, ADMIN);
  const { secret } = await call('POST', '/auth/second-factor/totp', String(accessToken));
  const code = await freshTotpCode(dataDir, String(secret));
  await call('POST', '/auth/second-factor/totp/confirm', String(accessToken), { code });
  return String(secret);
}

/** Starts the built product exactly as `npm start` serves it, on a fresh data folder. */
export default async function setup(project: TestProject) {
  const entry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Chưa có bản build: chạy `npm run build` trước khi chạy e2e');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsa-e2e-'));
  const mailDir = path.join(dataDir, 'caught-mail');
  const mail = await startMailCatcher(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let log = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  await waitForHealth(baseUrl, child, () => log);

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  // The first admin of a fresh install must enrol a second factor before any admin action;
  // the run enrols it once, as the forced enrolment screen would, and keeps the secret.
  const totpSecret = await enrolAdmin(baseUrl, dataDir);
  project.provide('admin', { ...ADMIN, totpSecret });

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mail.close();
    if (process.env.E2E_SERVER_LOG) console.log(log);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
