import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * npm packages stay out of the bundle and are imported by their installed path: the bundle
 * lives in the temporary folder, where no node_modules would resolve them (PGlite also finds its
 * own data files beside its module).
 */
const packagesByPath: Plugin = {
  name: 'packages-by-path',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      return resolved.external
        ? { path: args.path, external: true }
        : { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

async function bundle(): Promise<URL> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./pglite-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [packagesByPath],
  });
  const code = result.outputFiles[0]!.text;
  // Named by content: processes of one run share the file, and an edited source gets a new one.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `tsa-pglite-worker-${hash}.mjs`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return pathToFileURL(file);
}

let bundled: Promise<URL> | undefined;

/**
 * The database thread's script when the server runs from its TypeScript sources (the tests,
 * `npm run dev`): pglite-worker.ts bundled by esbuild once per process. Registering tsx's loader
 * in every new thread instead cost as much CPU as opening the database itself, about half a
 * second a thread, and the test suites open one per test app (bench/RESULTS.md, issue #30).
 * The built server loads dist/pglite-worker.js and never comes here.
 */
export function pgliteWorkerFromSource(): Promise<URL> {
  bundled ??= bundle().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}
