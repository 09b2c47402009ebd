import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text-like files only: fonts (woff2) and images are already compressed.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a compressed copy saves less than its own headers cost.
export const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of
 * the build, so the server sends compressed bytes without compressing on each request. Runs
 * last, after the service worker and the manifest are written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tsa:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const jobs: Promise<void>[] = [];
        for await (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
          jobs.push(
            readFile(file).then(async (content) => {
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
                }),
                gzipAsync(content, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
            }),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
