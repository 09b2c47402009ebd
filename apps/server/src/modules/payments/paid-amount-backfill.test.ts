import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { serverPackageRoot } from '../../lib/package-root';

const BACKFILL = 'paid_amount_backfill';
const migrations = path.join(serverPackageRoot(), 'drizzle');

/** The migrations folder as it was before the back-fill: the same files, the journal cut short. */
async function migrationsBeforeBackfill(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tsa-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(BACKFILL));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('the back-fill of paid_amount for orders paid before the payments ledger', () => {
  const client = new PGlite();
  const db = drizzle(client, { schema, casing: 'snake_case' });
  let oldFolder = '';
  afterAll(async () => {
    await client.close();
    if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
  });

  it('gives each old paid order one payment of its total, and leaves every other order alone', async () => {
    oldFolder = await migrationsBeforeBackfill();
    await migrate(db, { migrationsFolder: oldFolder });

    // In SQL, naming only the columns it needs: today's schema has users columns that later
    // migrations add (Drizzle's insert names every column).
    const {
      rows: [student],
    } = await client.query<{ id: string }>(
      'insert into users (email, first_name, last_name) values ($1, $2, $3) returning id',
      ['lan.pham@st.tsa.test', 'Lan', 'Phạm Thị'],
    );
    // Orders too: later migrations add order columns that Drizzle's insert would name.
    const insertOrder = async (code: string, extra: Record<string, unknown>) => {
      const row: Record<string, unknown> = {
        code,
        student_id: student!.id,
        dormitory: 'KTX Khu A',
        building: 'A1',
        room: '101',
        phone_number: '0912345678',
        pickup_date: '2026-11-01',
        pickup_slot: '17-19',
        payment_method: 'CASH',
        estimated_total: 45_000,
        ...extra,
      };
      const columns = Object.keys(row);
      const {
        rows: [inserted],
      } = await client.query<{ id: string }>(
        `insert into orders (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        Object.values(row),
      );
      return inserted!;
    };
    const paidAt = new Date('2026-11-02T08:00:00Z');
    // Paid the old way, after weighing: the final total is what was paid.
    const weighed = await insertOrder('TSA-261101-0001', {
      status: 'COMPLETED',
      final_total: 60_000,
      payment_status: 'PAID',
      paid_at: paidAt,
    });
    // Paid the old way before weighing (by transfer): the estimate is what was paid.
    const estimated = await insertOrder('TSA-261101-0002', { payment_method: 'BANK_TRANSFER', payment_status: 'PAID' });
    const unpaid = await insertOrder('TSA-261101-0003', { status: 'WASHING', final_total: 60_000 });
    // Paid through the ledger already: its row and sum stay as they are.
    const ledgered = await insertOrder('TSA-261101-0004', {
      final_total: 60_000,
      payment_status: 'PAID',
      paid_at: paidAt,
      paid_amount: 60_000,
    });
    await db
      .insert(schema.payments)
      .values({ orderId: ledgered!.id, method: 'CASH', source: 'CASH_AT_DOOR', amount: 60_000 });

    await migrate(db, { migrationsFolder: migrations });

    const after = async (id: string) => ({
      paidAmount: (await db.query.orders.findFirst({ where: eq(schema.orders.id, id) }))!.paidAmount,
      payments: await db
        .select({
          method: schema.payments.method,
          source: schema.payments.source,
          amount: schema.payments.amount,
          receivedAt: schema.payments.receivedAt,
          recordedById: schema.payments.recordedById,
        })
        .from(schema.payments)
        .where(eq(schema.payments.orderId, id)),
    });
    expect(await after(weighed!.id)).toEqual({
      paidAmount: 60_000,
      payments: [{ method: 'CASH', source: 'MANUAL', amount: 60_000, receivedAt: paidAt, recordedById: null }],
    });
    const early = await after(estimated!.id);
    expect(early.paidAmount).toBe(45_000);
    expect(early.payments).toMatchObject([{ method: 'BANK_TRANSFER', source: 'MANUAL', amount: 45_000 }]);
    expect(await after(unpaid!.id)).toEqual({ paidAmount: 0, payments: [] });
    expect(await after(ledgered!.id)).toMatchObject({
      paidAmount: 60_000,
      payments: [{ source: 'CASH_AT_DOOR', amount: 60_000 }],
    });
  });
});
