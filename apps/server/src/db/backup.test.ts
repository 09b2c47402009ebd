import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { placeOrder, signedIn } from '../test/orders';
import { TEST_ADMIN } from '../test/test-app';
import { embeddedTarball } from '../test/test-database';
import { embeddedDir, readBackupToken, restoreInto } from './backup';
import { openDatabase, type Database } from './client';
import { orderHistory, orders } from './schema';

// The embedded database only; PostgreSQL is backed up with pg_dump.
describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore of the embedded database', () => {
  const opened: { close(): Promise<unknown> }[] = [];
  afterAll(async () => {
    for (const item of opened.reverse()) await item.close();
  });

  async function startOn(dataDir: string): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    // The run's migrated template, as a new install's first start would have made it.
    const database = await openDatabase(
      { kind: 'pglite', dataDir: embeddedDir(dataDir) },
      (await embeddedTarball()).buffer,
    );
    await database.migrate();
    const app = await buildApp({ config, database, embeddedDataDir: dataDir });
    app.addHook('onClose', async () => database.close());
    opened.push(app);
    return app;
  }

  it('a backup taken while orders are being placed restores into a fresh data directory with every order it holds', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsa-backup-'));
    const app = await startOn(dataDir);
    const student = await signedIn(app);
    const placedBefore = [];
    for (let i = 0; i < 5; i++) placedBefore.push(await placeOrder(app, student.headers));

    const token = readBackupToken(dataDir)!;
    expect(
      (await app.inject({ method: 'GET', url: '/internal/backup', headers: { 'x-backup-token': 'wrong' } })).statusCode,
    ).toBe(403);
    // Orders keep arriving while the dump is taken.
    const during = Promise.all([1, 2, 3].map(() => placeOrder(app, student.headers)));
    const backup = await app.inject({ method: 'GET', url: '/internal/backup', headers: { 'x-backup-token': token } });
    await during;
    expect(backup.statusCode).toBe(200);

    const freshDir = mkdtempSync(path.join(tmpdir(), 'tsa-restore-'));
    await restoreInto(freshDir, backup.rawPayload);
    const restored: Database = await openDatabase({ kind: 'pglite', dataDir: embeddedDir(freshDir) });
    opened.push(restored);
    const rows = await restored.db.select({ id: orders.id, code: orders.code }).from(orders);
    const ids = new Set(rows.map((row) => row.id));
    for (const order of placedBefore) expect(ids.has(order.id)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    // Consistent: every restored order has its first history row (written in the same transaction).
    const [history] = await restored.db.select({ n: count() }).from(orderHistory);
    expect(history!.n).toBe(rows.length);

    // Restoring over an existing database is refused, so nothing is overwritten.
    await expect(restoreInto(freshDir, backup.rawPayload)).rejects.toThrow(/đã có dữ liệu/);
  }, 120_000);
});
