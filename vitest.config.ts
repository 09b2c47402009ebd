import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { probePostgres } from './scripts/probe-services.ts';

/**
 * One runner for every suite. The server suite runs twice: on in-process PGlite, and on the
 * PostgreSQL server when one answers (TEST_DATABASE_URL, or the local default).
 */
export default defineConfig(async () => {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const postgres = await probePostgres(postgresUrl);

  const serverTests = ['apps/server/src/**/*.test.ts'];
  const projects: TestProjectInlineConfiguration[] = [
    { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
    {
      test: {
        name: 'server',
        include: serverTests,
        environment: 'node',
        env: { TEST_DB: 'pglite' },
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
        env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    });
  } else {
    console.warn(`[server-postgres] bỏ qua: không kết nối được PostgreSQL tại ${postgresUrl} (${postgres.reason})`);
  }

  return { test: { projects } };
});
