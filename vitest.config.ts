import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { probePostgres, probeRedis } from './scripts/probe-services.ts';

/**
 * One runner for every suite. The server suite runs twice: on the embedded PGlite, and on the
 * PostgreSQL server when one answers (TEST_DATABASE_URL, or the local default).
 *
 * Two groups, one after the other: first the suites without a browser (shared, server, web),
 * then the browser journeys, so Chromium and the built server never compete with them for the
 * machine's cores. Vitest's default of "cores − 1" workers would run one file at a time on a
 * two-core machine while most files wait on a database thread, a socket or a job's poll: the
 * first group runs three at a time (`npm run test:quick` 380 → 299 s on two cores against two at
 * a time, bench/RESULTS.md); the browser journeys keep their own two.
 */
export default defineConfig(async () => {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const postgres = await probePostgres(postgresUrl);
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = await probeRedis(redisUrl);
  if (!redis.ok)
    console.warn(
      `[redis] bỏ qua các bài kiểm tra nhiều máy chủ: không kết nối được Redis tại ${redisUrl} (${redis.reason})`,
    );
  const redisEnv: Record<string, string> = redis.ok ? { TEST_REDIS_URL: redisUrl } : {};

  const serverTests = ['apps/server/src/**/*.test.ts'];
  const projects: TestProjectInlineConfiguration[] = [
    { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
    {
      test: {
        name: 'server',
        include: serverTests,
        environment: 'node',
        env: { TEST_DB: 'pglite', ...redisEnv },
        globalSetup: ['apps/server/src/test/database-template.ts'],
        // Files of one worker share the server's modules instead of importing them again each:
        // the import was 2 s a file, 160 s of the project's worker time. Every file builds its
        // own app on its own database, and no server test mocks a module.
        isolate: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    },
    './apps/web/vitest.config.ts',
    './apps/web/vitest.isolated.config.ts',
    {
      test: {
        name: 'e2e',
        include: ['e2e/tests/**/*.test.ts'],
        environment: 'node',
        globalSetup: ['e2e/support/global-setup.ts'],
        sequence: { groupOrder: 1 },
        // Two files at a time against the one server: they share no state (see e2e/support/sign-in.ts).
        maxWorkers: 2,
        testTimeout: 60_000,
        hookTimeout: 30_000,
        // A polled screen change follows a fetch and a render: Vitest's default second is too short.
        expect: { poll: { timeout: 10_000 } },
      },
    },
  ];

  if (postgres.ok) {
    projects.push({
      test: {
        name: 'server-postgres',
        include: serverTests,
        environment: 'node',
        env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl, ...redisEnv },
        globalSetup: ['apps/server/src/test/database-template.ts'],
        // Files of one worker share the server's modules instead of importing them again each:
        // the import was 2 s a file, 160 s of the project's worker time. Every file builds its
        // own app on its own database, and no server test mocks a module.
        isolate: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    });
  } else {
    console.warn(`[server-postgres] bỏ qua: không kết nối được PostgreSQL tại ${postgresUrl} (${postgres.reason})`);
  }

  return { test: { projects, maxWorkers: 3 } };
});
