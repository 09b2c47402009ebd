/** The built server (`npm run build`) started in its own process on a loopback port, as deployed. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHealth } from '../../e2e/support/server-process';

const root = path.resolve(import.meta.dirname, '..', '..');

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
  try {
    // Generous: on a shared, loaded machine a server on a year of data can take over a minute.
    await waitForHealth(base, child, { timeoutMs: 180_000 });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
