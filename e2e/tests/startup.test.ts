import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const entry = path.join(root, 'apps/server/dist/server.js');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The first start migrates a new database: on a loaded two-core machine, most of the test's minute. */
async function waitFor(check: () => boolean | Promise<boolean>, ms = 45_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('the production server process', () => {
  it('refuses a bad configuration value, naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsa-bad-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Cấu hình không hợp lệ');
    expect(server.output()).toContain('PORT');
  });

  it('creates and migrates its embedded database on first start, prints the generated admin, and stops gracefully', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tsa-first-')), 'data');
    const server = startServer({ PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      await waitFor(() => server.output().includes('TSA đang chạy'));
      expect(existsSync(path.join(dataDir, 'db'))).toBe(true);
      expect(server.output()).toMatch(/Tài khoản quản trị đầu tiên: admin@tsa\.local \/ mật khẩu: \S+/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down gracefully');
    } finally {
      server.child.kill('SIGKILL');
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
