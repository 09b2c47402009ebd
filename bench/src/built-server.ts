/** The built server (`npm run build`) started in its own process on a loopback port, as deployed. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

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

/**
 * `apps/server/dist/server.js` on the embedded database in `dataDir`, with no PostgreSQL, Redis
 * or SMTP from the caller's environment (e-mails land in `dataDir/mail`), and `admin` as the first
 * administrator. Resolves once it answers its health check; `stop` waits for it to exit.
 */
export async function startBuiltServer(
  dataDir: string,
  admin: { email: string; password: string },
): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  // Generous: on a shared, loaded machine the server can take over a minute to come up.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('the server did not start');
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
