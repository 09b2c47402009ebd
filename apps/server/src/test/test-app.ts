import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { RateRules } from '../plugins/rate-limit';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createTestDatabase } from './test-database';
import { enrolSecondFactor } from './second-factor';
import { findLiveUserByEmail } from '../modules/users/repository';

export interface TestAppOptions {
  env?: Record<string, string>;
  /**
   * The built web app to serve. None by default: serving apps/web/dist (once built) adds a
   * route for each of its ~470 files to every test app, about a tenth of a boot, for tests
   * that never ask for a page.
   */
  webRoot?: string;
  rateRules?: Partial<RateRules>;
  /** Receives the app's log lines (JSON) instead of discarding them. */
  logStream?: { write(line: string): void };
  /** Registers extra routes before the app is ready (only for testing cross-cutting plugins). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * Opens the app on an existing PostgreSQL database (another instance of the same deployment)
   * instead of a fresh one; whoever created that database drops it.
   */
  databaseUrl?: string;
  /** With `databaseUrl`: migrate it first, as a starting instance does. */
  migrate?: boolean;
  /** Instances that must hear each other's Socket.IO events share this key (default: one per app). */
  socketRedisKey?: string;
  /** Leaves the start-up admin without a second factor, as a fresh install has it. */
  adminWithoutSecondFactor?: boolean;
}

const TEST_JWT_SECRET = 'secret-shared-by-the-test-instances-of-one-database';
/** A VAPID pair made once with `npx web-push generate-vapid-keys`, for the test instances only. */
const TEST_VAPID = {
  VAPID_PUBLIC_KEY: 'BC8LfLPgg5gcmhY54RoL53OTuuFrKe1HE9ALO7lgrzdsaXBPM3YRW20ZYbNFWTnPKzg1oDwm4Y5d7E8fl79epa4',
  VAPID_PRIVATE_KEY: 'YEckxGRAlCAAZUhYqVxxBaYWXJ-6u1WnrhwMi0GR4io',
};

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
    // The embedded database's ANALYZE at start keeps the planner right for a growing database; a
    // test's holds a few rows, and it was a tenth of each test app's start (the upkeep test sets it).
    DB_UPKEEP_MINUTES: '0',
    // On a PostgreSQL server, as in a real deployment, every instance of the same database signs
    // with one JWT_SECRET and VAPID pair (never kept in the database); PGlite apps generate their own.
    ...(process.env.TEST_DB === 'postgres' || options.databaseUrl
      ? { JWT_SECRET: TEST_JWT_SECRET, ...TEST_VAPID }
      : {}),
    ...options.env,
  });
  const database = options.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: options.databaseUrl })
    : await createTestDatabase();
  if (options.databaseUrl && options.migrate) await database.migrate();
  const buildOptions: BuildAppOptions = {
    config,
    database,
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web-build'),
    rateRules: options.rateRules,
    socketRedisKey: options.socketRedisKey ?? `tsa-test-${randomUUID()}`,
    logger: options.logStream ? { level: config.LOG_LEVEL, stream: options.logStream } : undefined,
  };
  const app = await buildApp(buildOptions);
  app.addHook('onClose', async () => database.close());
  await options.extend?.(app);
  await app.ready();
  // Admins are refused without a second factor; the start-up admin of the tests has one. A
  // fresh install's first admin does not (bootstrap and second-factor tests check that).
  if (!options.adminWithoutSecondFactor) {
    const admin = await findLiveUserByEmail(database.db, TEST_ADMIN.email);
    if (admin && admin.secondFactorAt === null) await enrolSecondFactor(app, admin.id);
  }
  return app;
}
