import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type * as SignInEntry from '../src/app/prerender/sign-in-page';
import type { PrerenderedPage } from '../src/app/prerender/sign-in-page';

const APP_ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = '/src/app/prerender/sign-in-page.tsx';
/** The modules of /auth the router loads on demand: preloaded by the page so they come with it. */
const ROUTE_MODULES = ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'];

const ROOT_OPEN = '<div id="root">';
const OVERLAY_END = '<!-- /startup-message -->';

/**
 * The start-up overlay stands beside #root, shown only where the build's copy would be wrong:
 * in dark mode, in another colour preset, or for a visitor with a session, whom the app sends
 * on (public/theme-init.js sets these attributes before the first paint). The app removes the
 * overlay and the page's attribute once it has painted (main.tsx).
 */
const SWITCH_STYLE = `<style>
      html:not([data-tsa-mode='dark']):not([data-tsa-preset]):not([data-tsa-session]) body > .tsa-boot,
      html[data-tsa-mode='dark'] #root[data-prerendered],
      html[data-tsa-preset] #root[data-prerendered],
      html[data-tsa-session] #root[data-prerendered] { display: none; }
    </style>`;

async function renderPage(): Promise<PrerenderedPage> {
  // The app's own source through Vite (its `@/` alias, TSX), run in Node.
  const vite = await createServer({
    root: APP_ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: { '@': path.join(APP_ROOT, 'src') } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await vite.ssrLoadModule(ENTRY)) as typeof SignInEntry;
    return await entry.renderSignInPage();
  } finally {
    await vite.close();
  }
}

/**
 * The font files the page paints with: those of the weights its rules name (400 for body text).
 * Requested while the HTML is parsed rather than at its first layout, they are usually there for
 * the first paint: the text does not paint in a fallback font and then jump.
 */
function fontsOf(page: PrerenderedPage, assets: string[]): string[] {
  const weights = new Set(['400', ...[...page.css.matchAll(/font-weight:\s*(\d{3})/g)].map((match) => match[1])]);
  return assets.filter((file) => {
    const weight = /-(\d{3})-normal-[\w-]+\.woff2$/.exec(file)?.[1];
    return weight !== undefined && weights.has(weight);
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"><\/script>/;

/**
 * auth.html's one script: the app's entry, started once the page has painted. A module script
 * runs as soon as the HTML is parsed, before the first paint when its files are already at hand
 * (a warm cache, a fast link): at 4× CPU the app's evaluation and hydration (0.5–0.8 s) then held
 * back the form the HTML already carried. The entry and its imports are still fetched while the
 * HTML is parsed; only running them waits for the frame after the first one.
 */
const startAfterPaint = (entry: string) =>
  `// The app starts after the sign-in page has painted (build/prerender-sign-in.ts).\n` +
  `requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(`/${entry}`)})));\n`;

/** index.html with the rendered page inside #root, beside the overlay, its fonts and route chunks preloaded. */
function signInFromIndex(
  index: string,
  page: PrerenderedPage,
  preloads: string[],
  fonts: string[],
  start: (entry: string) => string,
): string {
  const rootAt = index.indexOf(ROOT_OPEN);
  const marker = index.indexOf(OVERLAY_END, rootAt);
  const overlayEnd = marker < 0 ? -1 : index.indexOf('</div>', marker) + '</div>'.length;
  const rootEnd = overlayEnd < 0 ? -1 : index.indexOf('</div>', overlayEnd) + '</div>'.length;
  if (rootAt < 0 || rootEnd < '</div>'.length)
    throw new Error(`sign-in prerender: index.html lacks #root with ${OVERLAY_END}`);
  const overlay = index.slice(rootAt + ROOT_OPEN.length, overlayEnd).trim();
  const links = [
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const head = `    ${links}\n    <style data-prerendered>${page.css}</style>\n    ${SWITCH_STYLE}\n  </head>`;
  const [entryScript, entryFile] = ENTRY_SCRIPT.exec(index) ?? [];
  if (!entryScript || !entryFile) throw new Error('sign-in prerender: index.html lacks its entry script');
  const startScript = `<link rel="modulepreload" crossorigin href="/${entryFile}">\n    <script type="module" src="/${start(entryFile)}"></script>`;
  return (
    index.slice(0, rootAt).replace(entryScript, startScript).replace('</head>', head.trimStart()) +
    `${overlay}\n    <div id="root" data-prerendered="sign-in">${page.html}</div>` +
    index.slice(rootEnd)
  ).replace('<title>TSA</title>', '<title>Đăng nhập — TSA</title>');
}

/**
 * Writes `auth.html`, the sign-in page rendered at build time, which the server sends for
 * /auth: a phone paints the form with the HTML instead of after the scripts (issue #11,
 * decision 026).
 */
export function prerenderSignIn(): Plugin {
  return {
    name: 'tsa:prerender-sign-in',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('sign-in prerender: the build has no index.html');
      // The route chunks and everything they import, however deep: a chunk found only once its
      // importer has arrived costs a round trip more (~0.3 s on a slow link) before the app runs.
      const preloads = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (preloads.has(fileName) || chunk?.type !== 'chunk') return;
        preloads.add(fileName);
        for (const imported of chunk.imports) add(imported);
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const id = output.facadeModuleId.split(path.sep).join('/');
        if (ROUTE_MODULES.some((module) => id.endsWith(module))) add(output.fileName);
      }
      // Chunks index.html already preloads or loads stay as they are.
      const html = String(index.source);
      const wanted = [...preloads].filter((file) => !html.includes(`/${file}"`));
      const page = await renderPage();
      const fonts = fontsOf(page, Object.keys(bundle));
      const start = (entry: string) =>
        this.getFileName(this.emitFile({ type: 'asset', name: 'start-sign-in.js', source: startAfterPaint(entry) }));
      this.emitFile({
        type: 'asset',
        fileName: 'auth.html',
        source: signInFromIndex(html, page, wanted, fonts, start),
      });
    },
  };
}
