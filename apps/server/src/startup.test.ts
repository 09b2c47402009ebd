import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { placeOrder, signedIn } from './test/orders';
import { countServices } from './modules/services/repository';
import { countActiveAdmins } from './modules/users/repository';
import { createTestApp } from './test/test-app';
import { createEmptyPostgresDatabase } from './test/test-database';

const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
if (!adminUrl)
  console.warn('[startup] bỏ qua: nhiều máy chủ khởi động cùng lúc cần một máy chủ PostgreSQL (dự án server-postgres)');

describe.skipIf(!adminUrl)('instances started together on one fresh PostgreSQL database', () => {
  const apps: FastifyInstance[] = [];
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl = '';
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop?.();
  });

  it('all three start, the schema is migrated once and the first admin and catalogue exist once', async () => {
    const empty = await createEmptyPostgresDatabase(adminUrl!);
    drop = empty.drop;
    databaseUrl = empty.url;
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => createTestApp({ databaseUrl: empty.url, migrate: true })),
    );
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    // An instance that did not start says why.
    expect(started.map((result) => (result.status === 'fulfilled' ? 'started' : String(result.reason)))).toEqual([
      'started',
      'started',
      'started',
    ]);

    const [a, b, c] = apps as [FastifyInstance, FastifyInstance, FastifyInstance];
    expect(await countActiveAdmins(a.database.db)).toBe(1);
    expect(await countServices(a.database.db)).toBe(6);
    // Every instance serves the same data.
    const student = await signedIn(b);
    const order = await placeOrder(c, student.headers);
    const seen = await a.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: student.headers });
    expect(seen.json()).toMatchObject({ id: order.id });
  });

  it('an instance started on an up-to-date database migrates nothing and starts', async () => {
    const again = await createTestApp({ databaseUrl, migrate: true });
    apps.push(again);
    expect((await again.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
