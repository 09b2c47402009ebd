import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { embeddedTarball } from '../test/test-database';
import { isNoAnswer, NoAnswerError } from './errors';
import { PgliteThread } from './pglite-thread';

/**
 * The thread's probe hook (TSA_PGLITE_PROBE, pglite-worker.ts) loads a module into the database's
 * thread once PGlite is up: here one that ends the thread as a crash would, without an `error`
 * event — at once, or when told on a BroadcastChannel.
 */
const EXIT_CHANNEL = 'tsa-test-pglite-exit';
const exitAtOnce = 'data:text/javascript,export default () => process.exit(3)';
const exitWhenTold = `data:text/javascript,export default () => { const channel = new BroadcastChannel('${EXIT_CHANNEL}'); channel.unref(); channel.onmessage = () => process.exit(4); }`;

/** A worker started while `probe` is set loads it (a worker copies the environment it is started with). */
async function withProbe<T>(probe: string, open: () => Promise<T>): Promise<T> {
  process.env.TSA_PGLITE_PROBE = probe;
  try {
    return await open();
  } finally {
    delete process.env.TSA_PGLITE_PROBE;
  }
}

/** Fails after `ms` instead of hanging: what the thread did before it had these guards. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);

/** A transaction that holds the embedded database (one connection) until `release` is called. */
function holdDatabase(thread: PgliteThread) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let began!: () => void;
  const holding = new Promise<void>((resolve) => (began = resolve));
  const done = thread.drizzleClient.transaction(async () => {
    began();
    await released;
  });
  return { holding, release, done };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database’s thread', () => {
  describe('a statement without an answer', () => {
    let thread: PgliteThread;
    beforeAll(async () => {
      // A fresh database, not the template: its initdb leaves the WASM warm, so the first BEGIN
      // here answers well within 0.3 s; a loaded copy's first statements can take longer.
      thread = await PgliteThread.open({}, { callTimeoutMs: 300 });
    });
    afterAll(async () => thread.close());

    it('fails after its timeout with an error naming it, and the database serves again once free', async () => {
      const held = holdDatabase(thread);
      await held.holding;
      const started = performance.now();
      const error = await thread.executeSql('select 1 as waited').catch((error: unknown) => error);
      expect(performance.now() - started).toBeGreaterThanOrEqual(280);
      expect(error).toBeInstanceOf(NoAnswerError);
      expect(String(error)).toMatch(/không trả lời sau 0\.3 giây: select 1 as waited/);
      held.release();
      await held.done;
      expect((await thread.executeSql('select 2 as n', [])).rows).toBeDefined();
      expect((await thread.executeSql('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    });

    it('rolls back a transaction whose BEGIN came after its caller gave up, so it holds nothing', async () => {
      const held = holdDatabase(thread);
      await held.holding;
      // This BEGIN waits behind the held transaction, past its timeout.
      const late = thread.drizzleClient.transaction(async () => 'never run');
      await expect(late).rejects.toSatisfy(isNoAnswer);
      held.release();
      await held.done;
      // Left open, the late transaction would keep this waiting until it timed out too.
      expect((await thread.executeSql('select $1::int as n', [8])).rows).toEqual([{ n: 8 }]);
    });
  });

  it('fails to open when the thread ends before it is ready without an error event', async () => {
    const loadDataDir = (await embeddedTarball()).buffer;
    const opening = withProbe(exitAtOnce, () => PgliteThread.open({ loadDataDir }));
    await expect(within(120_000, opening)).rejects.toThrow(/Luồng cơ sở dữ liệu nhúng đã dừng \(mã 3\)/);
  }, 150_000);

  describe('a thread that stops under a running app', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await withProbe(exitWhenTold, () => createTestApp());
    });
    afterAll(async () => app.close());

    it('turns readiness to 503, fails statements at once, and says it is lost (server.ts exits on it)', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      const channel = new BroadcastChannel(EXIT_CHANNEL);
      channel.postMessage('exit');
      channel.close();
      const lost = await within(10_000, app.database.lost);
      expect(String(lost)).toMatch(/Luồng cơ sở dữ liệu nhúng đã dừng \(mã 4\)/);

      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'server/unavailable', checks: { database: 'down' } });
      await expect(app.database.executeSql('select 1')).rejects.toSatisfy(isNoAnswer);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    });
  });
});
