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

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
// A comment (React's `<!-- -->` between two texts), a tag, or text.
const TAG_OR_TEXT = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g;

/**
 * The page's text by the font weight it is drawn in: the weight of an element's emotion class
 * (the build's one rule per class), else its parent's, 400 at the top. Placeholders count as
 * their input's text.
 */
function textByWeight(page: PrerenderedPage): Map<string, string> {
  const classWeights = new Map<string, string>();
  for (const [, name, body = ''] of page.css.matchAll(/\.(css-[\w-]+)\{([^}]*)\}/g)) {
    // The last declaration wins (a variant's weight, then the component's own).
    const weight = [...body.matchAll(/font-weight:\s*(\d{3})/g)].at(-1)?.[1];
    if (name && weight) classWeights.set(name, weight);
  }
  const texts = new Map<string, string>();
  const add = (weight: string, text: string) => texts.set(weight, (texts.get(weight) ?? '') + text);
  const open: { tag: string; weight: string }[] = [{ tag: '', weight: '400' }];
  for (const [, closing, tag = '', attributes = '', selfClosing, text] of page.html.matchAll(TAG_OR_TEXT)) {
    const parent = open.at(-1)!;
    if (text !== undefined) {
      if (text.trim()) add(parent.weight, text);
    } else if (!tag) {
      continue;
    } else if (closing) {
      const at = open.findLastIndex((element) => element.tag === tag);
      if (at > 0) open.length = at;
    } else {
      const classes = /\bclass="([^"]*)"/.exec(attributes)?.[1]?.split(' ') ?? [];
      const own = classes.map((name) => classWeights.get(name)).find(Boolean);
      const weight = own ?? (tag === 'strong' || tag === 'b' ? '700' : parent.weight);
      const placeholder = /\bplaceholder="([^"]*)"/.exec(attributes)?.[1];
      if (placeholder) add(weight, placeholder);
      if (!selfClosing && !VOID_ELEMENTS.has(tag)) open.push({ tag, weight });
    }
  }
  return texts;
}

/** Characters beyond the font's Latin file (Latin-1 and punctuation): ă, ơ, ư, đ, ạ…ỹ, ₫. */
const BEYOND_LATIN = /[^\s\u0020-\u00ff\u2000-\u206f]/;

/**
 * The font files the page's text is drawn with: for each weight it uses, the Latin file, and the
 * Vietnamese one where that text has letters only it holds (the wordmark "TSA" at 700 does not).
 * Requested while the HTML is parsed rather than at its first layout, they are usually there for
 * the first paint: the text does not paint in a fallback font and then jump. On a slow link every
 * file preloaded and not drawn delays the scripts.
 */
function fontsOf(page: PrerenderedPage, assets: string[]): string[] {
  const texts = textByWeight(page);
  return assets.filter((file) => {
    const [, subset, weight] = /-(latin|vietnamese)-(\d{3})-normal-[\w-]+\.woff2$/.exec(file) ?? [];
    const text = weight === undefined ? undefined : texts.get(weight);
    if (!text) return false;
    return subset === 'latin' || BEYOND_LATIN.test(text);
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
