import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

/** How the planner finds one live user by id: the plan's first line names the index it reads. */
async function planOfUserById(app: FastifyInstance, id: string): Promise<string> {
  const { rows } = await app.database.executeSql('explain select * from users where id = $1 and deleted_at is null', [
    id,
  ]);
  return (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
}

const embedded = process.env.TEST_DB !== 'postgres';

describe('upkeep of the embedded database', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function appWithUpkeep(minutes: string) {
    const lines: { msg?: string; statement?: string; time: number }[] = [];
    app = await createTestApp({
      env: { DB_UPKEEP_MINUTES: minutes, LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    const upkeeps = () => lines.filter((line) => line.msg === 'database upkeep');
    return { app, upkeeps };
  }

  it.skipIf(!embedded)(
    'keeps the statistics up to date, so a user is found by the primary key once there are many',
    async () => {
      const { app, upkeeps } = await appWithUpkeep('0.01');
      expect(upkeeps()[0]).toMatchObject({ statement: 'ANALYZE' });
      const users = [];
      for (let i = 0; i < 300; i++) users.push(await createUser(app, { password: '' }));
      const inserted = Date.now();
      await vi.waitFor(
        () =>
          expect(upkeeps().some((line) => line.statement === 'VACUUM (ANALYZE)' && line.time > inserted)).toBe(true),
        { timeout: 15_000, interval: 100 },
      );
      expect(await planOfUserById(app, users[150]!.id)).toContain('users_pkey');
    },
  );

  it('runs nothing with DB_UPKEEP_MINUTES=0, nor on PostgreSQL, whose autovacuum does it', async () => {
    const { app, upkeeps } = await appWithUpkeep(embedded ? '0' : '0.01');
    await createUser(app, { password: '' });
    // Upkeep that runs starts with an ANALYZE before the app is ready: nothing to wait for.
    expect(upkeeps()).toEqual([]);
  });
});
