import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { date, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedCopy } from '../test/test-database';
import { pgliteForDrizzle } from './pglite-for-drizzle';

const moments = pgTable('moments', {
  id: text('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  naive: timestamp('naive').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
});

// The embedded database's driver set-up: dates read the same with the parsers given once.
// PGlite's own code: run once, on the embedded project.
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite with drizzle parsers given once', () => {
  const clients: PGlite[] = [];
  afterAll(async () => {
    for (const client of clients) await client.close();
  });

  async function opened() {
    const client = await openEmbeddedCopy();
    clients.push(client);
    await client.exec(
      'create table moments (id text primary key, at timestamptz not null, naive timestamp not null, day date not null, span interval not null)',
    );
    return { client, ...pgliteForDrizzle(client) };
  }

  const row = {
    id: 'a',
    at: new Date('2026-11-27T03:04:05.678Z'),
    naive: new Date('2026-11-27T10:04:05.000Z'),
    day: '2026-11-27',
    span: '01:30:00',
  };

  it('reads through drizzle, in and out of a transaction, what drizzle wrote', async () => {
    const { drizzleClient } = await opened();
    const db = drizzle({ client: drizzleClient });
    await db.insert(moments).values(row);
    expect(await db.select().from(moments)).toEqual([row]);
    const inTransaction = await db.transaction(async (tx) => {
      await tx.insert(moments).values({ ...row, id: 'b' });
      return tx.select().from(moments);
    });
    expect(inTransaction).toEqual([row, { ...row, id: 'b' }]);
  });

  it('still gives raw statements dates as Date with the former parsers', async () => {
    const { client, drizzleClient, dateParsers } = await opened();
    await drizzle({ client: drizzleClient }).insert(moments).values(row);
    const raw = await client.query<{ at: unknown; day: unknown }>('select at, day from moments', [], {
      parsers: dateParsers,
    });
    expect(raw.rows[0]!.at).toEqual(row.at);
    expect(raw.rows[0]!.day).toBeInstanceOf(Date);
    // Without them, the instance now hands those types over as text, as drizzle wants them.
    const plain = await client.query<{ at: unknown }>('select at from moments');
    expect(typeof plain.rows[0]!.at).toBe('string');
  });
});
