import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { probePostgres, probeRedis } from './scripts/probe-services.ts';

/**
 * One runner for every suite. The server suite runs twice: on in-process PGlite, and on the
 * PostgreSQL server when one answers (TEST_DATABASE_URL, or the local default).
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
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    },
    './apps/web/vitest.config.ts',
    {
      test: {
        name: 'e2e',
        include: ['e2e/tests/**/*.test.ts'],
        environment: 'node',
        globalSetup: ['e2e/support/global-setup.ts'],
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 90_000,
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
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    });
  } else {
    console.warn(`[server-postgres] bỏ qua: không kết nối được PostgreSQL tại ${postgresUrl} (${postgres.reason})`);
  }

  return { test: { projects } };
});
