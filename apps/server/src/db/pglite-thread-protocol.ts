/**
 * The messages between the server's thread and the thread that owns the embedded database
 * (pglite-thread.ts, pglite-worker.ts). Every request carries an id; its answer carries the same.
 */

export interface PgliteWorkerData {
  dataDir?: string;
  /** A data-directory tarball (gzipped or not) to start from; moved to the thread, not copied. */
  loadDataDir?: ArrayBuffer;
  /** PostgreSQL's WASM compiled by the opening thread (pglite-wasm.ts); PGlite compiles its own without it. */
  wasmModule?: WebAssembly.Module;
}

export type PgliteRequest =
  | {
      op: 'query';
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Inside this open transaction (the number `begin` answered). */
      transaction?: number;
      /** Dates as `Date` (raw statements of the job queue), not as drizzle's text. */
      dates?: boolean;
    }
  /** Several statements without parameters; answers the last one's result. */
  | { op: 'exec'; text: string }
  /** Opens a transaction and answers its number once BEGIN has run. */
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };

export type PgliteAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerialisedError }
  /** Sent once, when the database is open (id 0). */
  | { id: 0; ready: true };

/** An error's message and own fields (a database error's `code`, `constraint`, `detail`…). */
export interface SerialisedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function revivedError({ name, message, stack, fields }: SerialisedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}
