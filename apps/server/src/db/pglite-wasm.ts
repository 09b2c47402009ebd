import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * PostgreSQL's WASM (PGlite's `pglite.wasm`, 9 MB), compiled once per process and handed to every
 * database thread the process opens. A thread that compiles its own copy pays the compilation
 * and V8's optimising tier again, about a second of CPU per database: nothing for a server,
 * which opens one, but most of the embedded test suite's time, which opens one per test file
 * (bench/RESULTS.md, "The test run"). A module passed to a worker shares its compiled code.
 */
// Node has WebAssembly; the server's TypeScript libraries (no DOM) declare only its types.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

export async function compileWasm(file: URL | string): Promise<WebAssembly.Module | null> {
  try {
    return await wasm.compile(await readFile(file));
  } catch {
    // Unreadable or not WASM: the thread lets PGlite load and compile its own copy.
    return null;
  }
}

const pgliteWasmFile = () =>
  new URL('pglite.wasm', pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')));

let shared: Promise<WebAssembly.Module | null> | undefined;

/** PGlite's own WASM, compiled at the first call of the process; null if that failed. */
export const sharedPostgresWasm = (): Promise<WebAssembly.Module | null> => (shared ??= compileWasm(pgliteWasmFile()));
