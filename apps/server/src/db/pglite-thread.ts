import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { processLogger } from '../lib/process-logger';
import { revivedError, type PgliteAnswer, type PgliteRequest, type PgliteWorkerData } from './pglite-thread-protocol';

/** What drizzle's PGlite session calls on a transaction, and the job queue's inserts through it. */
interface ThreadTransaction {
  readonly closed: boolean;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * The worker's script. The bundled server (dist/) sits beside the bundled worker; from source
 * (tsx, Vitest) the worker loads tsx's loader first, since a worker does not inherit it.
 */
function workerScript(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { script: new URL('./pglite-worker.js', import.meta.url), eval: false };
  const worker = new URL('./pglite-worker.ts', import.meta.url).href;
  return {
    // tsx is found from the working directory, as the command that started the server found it.
    script: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(worker)}); })`,
    eval: true,
  };
}

/**
 * The embedded database on a thread of its own (pglite-worker.ts). PGlite runs PostgreSQL
 * synchronously, in WASM: on the server's thread every statement stopped HTTP, sockets and
 * timers while it ran, and a burst of order placements used one core of the machine's two
 * (bench/RESULTS.md, issue #16). Here the server's thread only sends each statement and reads
 * its answer; the database works beside it.
 *
 * `drizzleClient` has the two calls drizzle's PGlite session makes (`query`, `transaction`);
 * the rest is what `Database` needs (raw statements, dumps, close).
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 0;
  private failure: Error | undefined;

  static async open(data: PgliteWorkerData): Promise<PgliteThread> {
    const thread = new PgliteThread(data);
    await thread.ready;
    thread.worker.unref();
    return thread;
  }

  private readonly ready: Promise<void>;

  private constructor(data: PgliteWorkerData) {
    const { script, eval: isCode } = workerScript();
    this.worker = new Worker(script, {
      eval: isCode,
      workerData: data,
      transferList: data.loadDataDir ? [data.loadDataDir] : [],
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', (answer: PgliteAnswer) => ('ready' in answer ? resolve() : undefined));
      this.worker.once('error', reject);
    });
    this.worker.on('message', (answer: PgliteAnswer) => this.answered(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`Luồng cơ sở dữ liệu đã dừng (mã ${code})`)));
  }

  readonly drizzleClient = {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      this.request<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode }),
    transaction: <T>(callback: (tx: ThreadTransaction) => Promise<T>) => this.transaction(callback),
  } as unknown as PGlite;

  /** Raw SQL for the job queue: `$1…` parameters, or several statements without any; dates as `Date`. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (values?.length) return this.request({ op: 'query', text, params: values, dates: true });
    return this.request({ op: 'exec', text });
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.request<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (!this.failure) await this.request({ op: 'close' });
    this.failure ??= new Error('Cơ sở dữ liệu đã đóng');
    await this.worker.terminate();
  }

  private async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
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
      result = await callback(tx);
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

  private request<T>(request: PgliteRequest): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    // Referenced only while an answer is awaited: an idle database does not keep the process alive.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, request });
    });
  }

  private answered(answer: PgliteAnswer): void {
    if ('ready' in answer) return;
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(revivedError(answer.error));
  }

  private fail(error: Error): void {
    if (!this.failure) processLogger.error({ err: error }, 'Luồng cơ sở dữ liệu nhúng đã dừng');
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
