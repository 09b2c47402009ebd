import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { NoAnswerError } from './errors';
import { sharedPostgresWasm } from './pglite-wasm';
import { revivedError, type PgliteAnswer, type PgliteRequest, type PgliteWorkerData } from './pglite-thread-protocol';
import { insideTransaction, refuseOutsideTransaction } from './transaction-guard';

/** What drizzle's PGlite session calls on a transaction, and the job queue's inserts through it. */
interface ThreadTransaction {
  readonly closed: boolean;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * The worker's script. The bundled server (dist/) sits beside the bundled worker; from source
 * (tsx, Vitest) the worker is bundled once per process, since a worker does not inherit tsx's
 * loader and registering it in each thread is slow.
 */
async function workerScript(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return new URL('./pglite-worker.js', import.meta.url);
  const { pgliteWorkerFromSource } = await import('./pglite-worker-from-source');
  return pgliteWorkerFromSource();
}

/** What a statement waits for its answer by default: far past any statement of ours (milliseconds to a few seconds). */
const CALL_TIMEOUT_MS = 30_000;

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  request: PgliteRequest;
  timer?: NodeJS.Timeout;
}

/**
 * The embedded database on a thread of its own (pglite-worker.ts). PGlite runs PostgreSQL
 * synchronously, in WASM: on the server's thread every statement stopped HTTP, sockets and
 * timers while it ran, and a burst of order placements used one core of the machine's two
 * (bench/RESULTS.md, issue #16). Here the server's thread only sends each statement and reads
 * its answer; the database works beside it.
 *
 * Nothing here waits forever (decision 037): a statement with no answer within `callTimeoutMs`
 * fails with a `NoAnswerError` naming it; a thread that stops, before it is ready or after, fails
 * whatever waits and everything after, and `lost` says so once (server.ts then exits, for a
 * supervisor to restart a whole process: the thread does not come back on its own).
 *
 * `drizzleClient` has the two calls drizzle's PGlite session makes (`query`, `transaction`);
 * the rest is what `Database` needs (raw statements, dumps, close).
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Waiting>();
  /** Calls that timed out, until their late answer comes: a transaction begun too late is rolled back. */
  private readonly abandoned = new Map<number, PgliteRequest>();
  private nextId = 0;
  private failure: Error | undefined;
  private closing = false;
  private readonly callTimeoutMs: number;
  private onLost: (error: Error) => void = () => {};
  /** Settles once, with the reason, if the thread stops without being closed. */
  readonly lost = new Promise<Error>((resolve) => (this.onLost = resolve));

  static async open(data: PgliteWorkerData, options: { callTimeoutMs?: number } = {}): Promise<PgliteThread> {
    // `wasmModule: undefined` given on purpose: the thread compiles its own (as when sharing failed).
    const wasmModule = 'wasmModule' in data ? data.wasmModule : ((await sharedPostgresWasm()) ?? undefined);
    const thread = new PgliteThread(
      await workerScript(),
      { ...data, wasmModule },
      options.callTimeoutMs ?? CALL_TIMEOUT_MS,
    );
    await thread.ready;
    thread.worker.unref();
    return thread;
  }

  private readonly ready: Promise<void>;

  private constructor(script: URL, data: PgliteWorkerData, callTimeoutMs: number) {
    this.callTimeoutMs = callTimeoutMs;
    this.worker = new Worker(script, {
      workerData: data,
      transferList: data.loadDataDir ? [data.loadDataDir] : [],
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', (answer: PgliteAnswer) => ('ready' in answer ? resolve() : undefined));
      this.worker.once('error', reject);
      // A thread may also end without an error event (process.exit in it, terminate, the WASM
      // aborting): opening fails then too, instead of waiting for a "ready" that never comes.
      this.worker.once('exit', (code) => reject(stoppedError(code)));
    });
    this.worker.on('message', (answer: PgliteAnswer) => this.answered(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(stoppedError(code)));
  }

  readonly drizzleClient = {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      this.outside<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode }),
    transaction: <T>(callback: (tx: ThreadTransaction) => Promise<T>) => this.transaction(callback),
  } as unknown as PGlite;

  /** Raw SQL for the job queue: `$1…` parameters, or several statements without any; dates as `Date`. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (values?.length) return this.outside({ op: 'query', text, params: values, dates: true });
    return this.outside({ op: 'exec', text });
  }

  /** Without the timeout: packing a large database may take longer than any statement. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.outside<ArrayBuffer>({ op: 'dump' }, 0)]);
  }

  async close(): Promise<void> {
    this.closing = true;
    // A thread that does not answer its close is stopped all the same.
    if (!this.failure) await this.request({ op: 'close' }).catch(() => {});
    this.failure ??= new NoAnswerError('Cơ sở dữ liệu đã đóng');
    await this.worker.terminate();
  }

  /** A statement on the database itself, not in a transaction: refused from inside one (transaction-guard.ts). */
  private outside<T>(request: PgliteRequest, timeoutMs?: number): Promise<T> {
    try {
      refuseOutsideTransaction(this, 'text' in request ? request.text : request.op);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.request<T>(request, timeoutMs);
  }

  private async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    refuseOutsideTransaction(this, 'BEGIN');
    const id = await this.request<number>({ op: 'begin' });
    let closed = false;
    const tx: ThreadTransaction = {
      get closed() {
        return closed;
      },
      query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.request<Results<R>>({ op: 'query', text, params, rowMode: options?.rowMode, transaction: id });
      },
    };
    let result: T;
    try {
      result = await insideTransaction(this, () => callback(tx));
    } catch (error) {
      closed = true;
      // The callback's error is the one to report, whatever the rollback answers.
      await this.request({ op: 'end', transaction: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.request({ op: 'end', transaction: id, commit: true });
    return result;
  }

  private request<T>(request: PgliteRequest, timeoutMs = this.callTimeoutMs): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    // Referenced only while an answer is awaited: an idle database does not keep the process alive.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { resolve: resolve as (value: unknown) => void, reject, request };
      if (timeoutMs > 0) waiting.timer = setTimeout(() => this.timedOut(id, timeoutMs), timeoutMs);
      this.pending.set(id, waiting);
      this.worker.postMessage({ id, request });
    });
  }

  private settle(id: number): Waiting | undefined {
    const waiting = this.pending.get(id);
    if (!waiting) return undefined;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    if (this.pending.size === 0) this.worker.unref();
    return waiting;
  }

  private timedOut(id: number, timeoutMs: number): void {
    const waiting = this.settle(id);
    if (!waiting) return;
    this.abandoned.set(id, waiting.request);
    waiting.reject(
      new NoAnswerError(`Cơ sở dữ liệu nhúng không trả lời sau ${timeoutMs / 1000} giây: ${describe(waiting.request)}`),
    );
  }

  private answered(answer: PgliteAnswer): void {
    if ('ready' in answer) return;
    const late = this.abandoned.get(answer.id);
    if (late) {
      this.abandoned.delete(answer.id);
      // Nobody holds this transaction: left open, it would keep every other statement waiting.
      if (late.op === 'begin' && answer.ok) {
        this.request({ op: 'end', transaction: answer.value as number, commit: false }).catch(() => {});
      }
      return;
    }
    const waiting = this.settle(answer.id);
    if (!waiting) return;
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(revivedError(answer.error));
  }

  private fail(error: Error): void {
    if (!this.failure && !this.closing) this.onLost(error);
    this.failure ??= error;
    for (const id of [...this.pending.keys()]) this.settle(id)!.reject(error);
    this.abandoned.clear();
  }
}

const stoppedError = (code: number) => new NoAnswerError(`Luồng cơ sở dữ liệu nhúng đã dừng (mã ${code})`);

/** The statement a call carries, shortened, for the timeout's message. */
function describe(request: PgliteRequest): string {
  const text = 'text' in request ? request.text.replace(/\s+/g, ' ').trim() : request.op;
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
