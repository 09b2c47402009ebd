import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pgliteForDrizzle } from './pglite-for-drizzle';
import { TarballBlob } from './tarball-blob';
import { serialiseError, type PgliteAnswer, type PgliteRequest, type PgliteWorkerData } from './pglite-thread-protocol';

/**
 * The thread that owns the embedded database (started by pglite-thread.ts): PostgreSQL's WASM,
 * PGlite's reading and writing of its messages and the named statements all run here, beside
 * the server's thread, not on it.
 */
const port = parentPort!;
const { dataDir, loadDataDir, wasmModule } = workerData as PgliteWorkerData;

const client = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir: new TarballBlob(loadDataDir) } : {}),
  ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
});
// A bench may watch this thread's statements (bench/src/pglite-probe.ts): a module given the
// instance before anything runs on it.
const probe = process.env.TSA_PGLITE_PROBE;
if (probe) ((await import(probe)) as { default(client: PGlite): void }).default(client);
const { drizzleClient, dateParsers } = pgliteForDrizzle(client);

interface OpenTransaction {
  tx: Transaction;
  /** Lets the transaction's callback return (commit) or throw (roll back). */
  finish(commit: boolean): void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 0;

class RollBack extends Error {}

/** Resolves with the transaction's number once BEGIN has run (PGlite runs one transaction at a time). */
function begin(): Promise<number> {
  const id = ++nextTransaction;
  return new Promise((started, failed) => {
    let finish: (commit: boolean) => void = () => {};
    const held = new Promise<void>((resolve, reject) => {
      finish = (commit) => (commit ? resolve() : reject(new RollBack()));
    });
    const done = drizzleClient.transaction((tx) => {
      transactions.set(id, { tx, finish, done });
      started(id);
      return held;
    });
    // BEGIN itself failed: nobody holds the transaction.
    done.catch((error: unknown) => {
      if (!transactions.has(id)) failed(error);
    });
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`Giao dịch ${id} không còn mở`);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  } finally {
    transactions.delete(id);
  }
}

/**
 * drizzle reads a result's rows (and a count of affected rows), never its column list: copying
 * that list to the server's thread for every statement cost a tenth of this thread's time.
 */
const rowsOnly = ({ rows, affectedRows }: Results): Pick<Results, 'rows' | 'affectedRows'> => ({ rows, affectedRows });

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = request.rowMode ? { rowMode: request.rowMode } : undefined;
      if (request.transaction !== undefined) {
        const open = transactions.get(request.transaction);
        if (!open) throw new Error('Transaction is closed');
        return rowsOnly(await open.tx.query(request.text, request.params, options));
      }
      if (request.dates) return client.query(request.text, request.params, { parsers: dateParsers });
      return rowsOnly(await drizzleClient.query(request.text, request.params, options));
    }
    case 'exec':
      return (await client.exec(request.text, { parsers: dateParsers })).at(-1) ?? { rows: [] };
    case 'begin':
      return begin();
    case 'end':
      return end(request.transaction, request.commit);
    case 'dump': {
      const bytes = await (await client.dumpDataDir('gzip')).arrayBuffer();
      return bytes;
    }
    case 'close':
      return client.close();
  }
}

port.on('message', ({ id, request }: { id: number; request: PgliteRequest }) => {
  handle(request).then(
    (value) => {
      const answer: PgliteAnswer = { id, ok: true, value };
      port.postMessage(answer, value instanceof ArrayBuffer ? [value] : []);
    },
    (error: unknown) => port.postMessage({ id, ok: false, error: serialiseError(error) } satisfies PgliteAnswer),
  );
});
port.postMessage({ id: 0, ready: true } satisfies PgliteAnswer);
