import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Logger, Plugin } from 'vite';
import { MIN_BYTES } from './precompress.ts';

/**
 * The byte guard (decision 026): the JavaScript a phone downloads on its first visit to each
 * route the budgets name, computed from the build's chunk graph, brotli as the server sends it.
 * Over a budget, the build fails.
 */

/** One JS file of the build, as the bundle describes it. */
export interface BuiltChunk {
  file: string;
  /**
   * The source modules in it, relative to the app's root. A lazy module may sit in a group of
   * several (vite.config.ts's `app-base`…), so the chunk's own name does not find it.
   */
  modules: readonly string[];
  isEntry?: boolean;
  /** Files this one imports statically: the browser fetches them with it. */
  imports: readonly string[];
}

export interface FirstVisit {
  route: string;
  /** Brotli, in KB of 1024 bytes, as bench/src/web.ts reports "JS on the wire". */
  budgetKb: number;
  /**
   * The lazy modules the route loads at once, besides the entry and its imports: its layouts,
   * its page, and what they import on their first render (a chart section, the socket client).
   * Each names the end of a chunk's source path; a name no chunk has fails the build, so a
   * rename cannot quietly drop a page from the count.
   */
  modules: readonly string[];
  /** Scripts outside the chunk graph the route's HTML loads (public/theme-init.js, auth.html's starter). */
  scripts: readonly RegExp[];
}

/**
 * Issue #30's budgets, the figures decision 026 leaves each route under. Issue #34 (the wallet,
 * plan and voucher parts of the form, the money screens' menu entries) took the order form and
 * the dashboard over them for a while; grouping the new navigation icons and the form's small
 * data hooks (vite.config.ts) won the bytes back: 258.7 and 249.4 KB measured on 2026-12-06.
 */
export const FIRST_VISITS: readonly FirstVisit[] = [
  {
    route: '/auth',
    budgetKb: 195,
    modules: ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
    // auth.html (build/prerender-sign-in.ts) starts the entry from a script of its own.
    scripts: [/^theme-init\.js$/, /^assets\/start-sign-in-[\w-]+\.js$/],
  },
  {
    route: '/student/order/add',
    budgetKb: 260,
    modules: ['src/app/layouts/student-layout.tsx', 'src/features/student-orders/pages/order-add-page.tsx'],
    scripts: [/^theme-init\.js$/],
  },
  {
    route: '/dashboard',
    budgetKb: 250,
    modules: [
      'src/app/layouts/dashboard-layout.tsx',
      'src/features/dashboard/pages/dashboard-page.tsx',
      // The charts section is fetched as soon as the page renders (components/lazy-part.tsx).
      'src/features/dashboard/components/dashboard-charts.tsx',
    ],
    scripts: [/^theme-init\.js$/],
  },
];

/**
 * What every signed-in first visit fetches besides its route: the realtime socket, opened with
 * the page (lib/socket.ts), and workbox-window, which registers the service worker after `load`
 * (app/pwa-update-prompt.tsx). A guest on /auth fetches neither until signed in.
 */
const SIGNED_IN_MODULES = ['src/lib/socket-client.ts', 'workbox-window.prod.es5.mjs'];
export const signedIn = (visit: FirstVisit) => visit.route !== '/auth';

/** The files a first visit fetches: the entry, the route's lazy modules, and everything they import, however deep. */
export function firstVisitFiles(chunks: readonly BuiltChunk[], modules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`byte guard: ${file} is imported but not in the build`);
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunk.imports) add(imported);
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`byte guard: expected one entry chunk, found ${entries.length}`);
  add(entries[0]!.file);
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.modules.some((id) => id.endsWith(module)));
    if (!chunk)
      throw new Error(`byte guard: no chunk is built from ${module} (renamed? update build/first-visit-bytes.ts)`);
    add(chunk.file);
  }
  return [...files];
}

/**
 * The bytes the server sends for a file's body: the brotli copy the build wrote beside it
 * (build/precompress.ts, best quality), or the file itself when it is too small to have one.
 */
export function bodyBytes(content: Uint8Array): number {
  if (content.length < MIN_BYTES) return content.length;
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }).length;
}

/**
 * The response headers that come with each script, which Chromium counts as bytes on the wire
 * and bench/src/web.ts with them. Measured there on 2026-11-28 (`--scripts`, each file's bytes
 * against its brotli copy): 380–500 bytes for a hashed file under assets/ (cache-control,
 * vary, etag…), about 900 for theme-init.js, which also carries the document's security
 * headers (apps/server/src/plugins/web-app.ts). Change with the server's headers.
 */
export function headerBytes(file: string): number {
  return file.startsWith('assets/') ? 440 : 900;
}

export interface VisitFigure {
  route: string;
  budgetKb: number;
  /** What crosses the wire, headers included: the figure held to the budget. */
  kb: number;
  /** The scripts' brotli bodies alone. */
  bodyKb: number;
  files: { file: string; bytes: number }[];
}

/** Each visit's files and their bytes on the wire; `read` gives a file of the build by its name. */
export async function measureFirstVisits(
  visits: readonly FirstVisit[],
  chunks: readonly BuiltChunk[],
  otherFiles: readonly string[],
  read: (file: string) => Promise<Uint8Array>,
): Promise<VisitFigure[]> {
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) sizes.set(file, (size = read(file).then(bodyBytes)));
    return size;
  };
  return Promise.all(
    visits.map(async (visit) => {
      const modules = signedIn(visit) ? [...visit.modules, ...SIGNED_IN_MODULES] : visit.modules;
      const scripts = visit.scripts.map((pattern) => {
        const file = otherFiles.find((name) => pattern.test(name));
        if (!file) throw new Error(`byte guard: ${visit.route} loads ${pattern}, which the build did not write`);
        return file;
      });
      const names = [...firstVisitFiles(chunks, modules), ...scripts];
      const files = await Promise.all(names.map(async (file) => ({ file, bytes: await sizeOf(file) })));
      const body = files.reduce((sum, file) => sum + file.bytes, 0);
      const headers = files.reduce((sum, { file }) => sum + headerBytes(file), 0);
      return { route: visit.route, budgetKb: visit.budgetKb, kb: (body + headers) / 1024, bodyKb: body / 1024, files };
    }),
  );
}

/** The lines the build prints, and the one that fails it when a route is over its budget. */
export function report(figures: readonly VisitFigure[]): { lines: string[]; over: string[] } {
  const lines = figures.map(
    ({ route, kb, bodyKb, budgetKb, files }) =>
      `${route.padEnd(20)} ${kb.toFixed(1).padStart(6)} KB of ${budgetKb} KB ` +
      `(${files.length} scripts: ${bodyKb.toFixed(1)} KB brotli, ${(kb - bodyKb).toFixed(1)} KB headers)`,
  );
  const over = figures
    .filter(({ kb, budgetKb }) => kb > budgetKb)
    .map(
      ({ route, kb, budgetKb }) =>
        `${route}: a first visit downloads ${kb.toFixed(1)} KB of JavaScript on the wire, over its ${budgetKb} KB budget`,
    );
  return { lines, over };
}

/**
 * Prints each route's first-visit JavaScript against its budget once the build is written, and
 * fails the build (`npm run build`, so CI) when one is over. `TSA_BYTE_GUARD=files` lists each
 * route's files too.
 */
export function byteGuard(visits: readonly FirstVisit[] = FIRST_VISITS): Plugin {
  let outDir = 'dist';
  let root = '.';
  let chunks: BuiltChunk[] = [];
  let assets: string[] = [];
  let logger: Logger | undefined;
  return {
    name: 'tsa:byte-guard',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      chunks = [];
      assets = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          assets.push(output.fileName);
          continue;
        }
        chunks.push({
          file: output.fileName,
          modules: output.moduleIds.map((id) => path.relative(root, id).split(path.sep).join('/')),
          isEntry: output.isEntry,
          imports: output.imports,
        });
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Nothing with the app's entry was written (a failed write): nothing to measure.
        if (!chunks.some((chunk) => chunk.isEntry)) return;
        // Files copied from public/ are not in the bundle; the route's HTML loads theme-init.js.
        const others = [...assets, 'theme-init.js'];
        const figures = await measureFirstVisits(visits, chunks, others, (file) => readFile(path.join(outDir, file)));
        const { lines, over } = report(figures);
        logger?.info('\nFirst-visit JavaScript (decision 026):');
        for (const line of lines) logger?.info(`  ${line}`);
        if (process.env.TSA_BYTE_GUARD === 'files') {
          for (const figure of figures) {
            for (const { file, bytes } of [...figure.files].sort((a, b) => b.bytes - a.bytes))
              logger?.info(`  ${figure.route} ${(bytes / 1024).toFixed(1).padStart(6)} KB ${file}`);
          }
        }
        if (over.length) throw new Error(`byte guard:\n  ${over.join('\n  ')}`);
      },
    },
  };
}
