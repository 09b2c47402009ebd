import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher';
import { startOAuthControl } from './oauth-control';
import { freshTotpCode } from './second-factor';
import { freePort, waitForHealth } from './server-process';
import type { RunSession, SignedInUser } from './sign-in';

const root = path.resolve(import.meta.dirname, '..', '..');
const ADMIN = { email: 'admin@tsa.test', password: 'Quantri@2026!' };
/**
 * The run's admin session is made once and shared by every file for the whole run (the
 * longest the server allows), so no journey signs the admin in again and none waits for the
 * authenticator's next 30-second step.
 */
const ACCESS_TOKEN_TTL_SECONDS = 86_400;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The first admin, signed in once with the second factor: see RunSession. */
    admin: RunSession;
  }
}

async function post(baseUrl: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function ok(answer: Promise<{ status: number; body: Record<string, unknown> }>, what: string) {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} → ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * The first admin of a fresh install must enrol a second factor before any admin action: the
 * run enrols it as the forced enrolment screen would (a code of the current step), then signs
 * in with the password and a code of the next step, which the server accepts at once.
 */
async function signInAdmin(baseUrl: string, dataDir: string): Promise<RunSession> {
  const enrolling = String((await ok(post(baseUrl, '/auth/signin?mobile=true', ADMIN), 'sign-in')).accessToken);
  const { secret } = await ok(post(baseUrl, '/auth/second-factor/totp', undefined, enrolling), 'enrolment');
  const enrolCode = await freshTotpCode(dataDir, String(secret));
  await ok(post(baseUrl, '/auth/second-factor/totp/confirm', { code: enrolCode }, enrolling), 'confirmation');

  const { status, body } = await post(baseUrl, '/auth/signin?mobile=true', ADMIN);
  const challenge = (body.mfa as { challenge?: string } | undefined)?.challenge;
  if (status !== 401 || !challenge) throw new Error(`the admin's sign-in asked no second factor: ${status}`);
  const code = await freshTotpCode(dataDir, String(secret));
  const session = await ok(post(baseUrl, '/auth/signin/second-factor?mobile=true', { challenge, code }), 'second step');
  return { ...ADMIN, accessToken: String(session.accessToken), user: session.userInfo as SignedInUser };
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
  // GitHub, Facebook, X and Zalo: stand-ins on loopback, their endpoints given to the server.
  const oauth = await startOAuthControl(baseUrl);

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
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      ...oauth.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await mail.close();
    await oauth.close();
    if (process.env.E2E_SERVER_LOG) console.log(log);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // On a loaded machine the first start (migrations, the first admin) takes up to half a minute.
    await waitForHealth(baseUrl, child, { output: () => log, timeoutMs: 90_000 });
    project.provide('baseUrl', baseUrl);
    project.provide('mailDir', mailDir);
    project.provide('oauthControlUrl', oauth.controlUrl);
    project.provide('admin', await signInAdmin(baseUrl, dataDir));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
