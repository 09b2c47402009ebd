/**
 * Starting the built server as a child process, shared by the browser journeys (global-setup)
 * and the bench (bench/src/built-server.ts): a free loopback port, then its health check. Node's
 * own modules only, so the bench imports it without the e2e workspace's dependencies.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A loopback port nothing listens on right now (the OS picks it; the probe frees it at once). */
export async function freePort(): Promise<number> {
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
 * Resolves once `${base}${path}` answers 2xx (by default the liveness check; `/api/health/ready`
 * waits for the database and Redis too); throws when `child` exits first or after `timeoutMs`,
 * with what the server printed (`output`) so the failure explains itself.
 */
export async function waitForHealth(
  base: string,
  child: ChildProcess,
  {
    output = () => '',
    timeoutMs = 120_000,
    path = '/api/health',
  }: { output?: () => string; timeoutMs?: number; path?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Máy chủ dừng khi khởi động:\n${output()}`);
    }
    const ok = await fetch(`${base}${path}`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Máy chủ không sẵn sàng sau ${Math.round(timeoutMs / 1000)} giây:\n${output()}`);
}
