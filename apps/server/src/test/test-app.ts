import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { RateRules } from '../plugins/rate-limit';
import { loadConfig } from '../config';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
  rateRules?: Partial<RateRules>;
  /** Receives the app's log lines (JSON) instead of discarding them. */
  logStream?: { write(line: string): void };
  /** Registers extra routes before the app is ready (only for testing cross-cutting plugins). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

export const TEST_ADMIN = { email: 'admin@tsa.test', password: 'Quantri-thu-nghiem-2026' };

/** The real app on a fresh real database, for `inject` tests. Close it in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsa-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  });
  const database = await createTestDatabase();
  const buildOptions: BuildAppOptions = {
    config,
    database,
    webRoot: options.webRoot,
    rateRules: options.rateRules,
    logger: options.logStream ? { level: config.LOG_LEVEL, stream: options.logStream } : undefined,
  };
  const app = await buildApp(buildOptions);
  app.addHook('onClose', async () => database.close());
  await options.extend?.(app);
  await app.ready();
  return app;
}
