import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { jobsDatabase } from './jobs-database';

/** Whether `promise` has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("the job queue's database through a close", () => {
  let database: TestDatabase;
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let closed = false;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (!closed) await database.close();
  });

  it('lets a statement started before the close finish, answers one fired during it, and drops one after the database closed', async () => {
    const jobs = jobsDatabase(database, log);
    // pg-boss's own failures still reach it while the queue runs.
    await expect(jobs.db.executeSql('select * from no_such_table', [])).rejects.toThrow(/no_such_table/);

    const started = jobs.db.executeSql('select 1 as one', []);
    await jobs.drain();
    expect(await settled(started)).toBe(true);
    expect((await started).rows).toEqual([{ one: 1 }]);

    // A job finishing after the queue stopped, while the database is still open: its result is kept.
    expect((await jobs.db.executeSql('select 2 as two', [])).rows).toEqual([{ two: 2 }]);

    await database.close();
    closed = true;
    // What pg-boss fires without awaiting once the database has closed (a late job's `fail`):
    // no rejection for nobody to catch (Vitest fails the run on one), a warning instead.
    const late = jobs.db.executeSql('select 3', []);
    await vi.waitFor(() =>
      expect(lines.map((line) => line.msg)).toContain('job queue statement after the queue stopped: dropped'),
    );
    expect(await settled(late)).toBe(false);
  });
});
