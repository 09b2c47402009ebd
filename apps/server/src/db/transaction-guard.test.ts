import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/** Fails after `ms` instead of hanging: what the mistake did on the embedded database. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);

/** The error's message and those of its causes (drizzle wraps the driver's error). */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await within(10_000, work).then(
    () => undefined,
    (error: unknown) => error,
  );
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages.join(' ← ');
}

const MISTAKE = /Câu lệnh gửi lên `db` từ bên trong `db\.transaction\(…\)` của chính nó: hãy dùng `tx`/;

// On both databases: on the embedded one the mistake hangs, on PostgreSQL it would pass unseen.
describe('the database itself used inside one of its transactions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('throws an error naming the mistake and the statement, instead of waiting for the transaction', async () => {
    const { db } = database;
    const viaDrizzle = await refusal(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await db.execute(sql`select 2 as outer_statement`);
      }),
    );
    expect(viaDrizzle).toMatch(MISTAKE);
    expect(viaDrizzle).toMatch(/select 2 as outer_statement/);
    // The raw statements of the job queue, and a transaction opened on `db` inside another.
    expect(await refusal(db.transaction(async () => database.executeSql('select 3')))).toMatch(MISTAKE);
    expect(await refusal(db.transaction(async () => db.transaction(async () => {})))).toMatch(MISTAKE);
  });

  it('lets other requests use the database meanwhile, and the same code once the transaction is over', async () => {
    const { db } = database;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await released;
      return (await tx.execute<{ n: number }>(sql`select 5 as n`)).rows[0]!.n;
    });
    // Another request's statement (its own async context) waits its turn: not refused.
    const beside = db.execute<{ n: number }>(sql`select 4 as n`);
    release();
    expect(await open).toBe(5);
    expect((await beside).rows[0]!.n).toBe(4);
    // Work started inside a transaction that runs after it ended is not refused either.
    let later!: Promise<unknown>;
    await db.transaction(async () => {
      later = released
        .then(() => new Promise((resolve) => setTimeout(resolve, 20)))
        .then(() => db.execute(sql`select 6`));
    });
    await expect(later).resolves.toBeDefined();
  });
});
