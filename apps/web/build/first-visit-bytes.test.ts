import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, firstVisitFiles, type FirstVisit, measureFirstVisits, report } from './first-visit-bytes';

/** A small build: an entry, two groups, lazy layouts and pages, the socket client and workbox-window. */
const CHUNKS: BuiltChunk[] = [
  { file: 'assets/index-1.js', isEntry: true, modules: ['src/main.tsx'], imports: ['assets/framework-1.js'] },
  { file: 'assets/framework-1.js', modules: ['../../node_modules/react/index.js'], imports: [] },
  {
    file: 'assets/app-base-1.js',
    modules: ['src/app/layouts/auth-layout.tsx', 'src/lib/api-client.ts'],
    imports: ['assets/framework-1.js'],
  },
  {
    file: 'assets/login-page-1.js',
    modules: ['src/features/auth/pages/login-page.tsx'],
    imports: ['assets/app-base-1.js', 'assets/framework-1.js'],
  },
  {
    file: 'assets/dashboard-page-1.js',
    modules: ['src/features/dashboard/pages/dashboard-page.tsx'],
    imports: ['assets/app-area-1.js'],
  },
  { file: 'assets/app-area-1.js', modules: ['src/lib/format.ts'], imports: ['assets/app-base-1.js'] },
  // Imported only lazily (a dialog opened later): not part of a first visit.
  { file: 'assets/settings-drawer-1.js', modules: ['src/app/theme/settings-drawer.tsx'], imports: [] },
  { file: 'assets/socket-client-1.js', modules: ['src/lib/socket-client.ts'], imports: [] },
  {
    file: 'assets/workbox-window.prod.es5-1.js',
    modules: ['../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs'],
    imports: [],
  },
];

const AUTH: FirstVisit = {
  route: '/auth',
  budgetKb: 1,
  modules: ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  scripts: [/^theme-init\.js$/],
};
const DASHBOARD: FirstVisit = {
  route: '/dashboard',
  budgetKb: 100,
  modules: ['src/features/dashboard/pages/dashboard-page.tsx'],
  scripts: [/^theme-init\.js$/],
};

describe('first-visit files', () => {
  it('takes the entry and each lazy module with everything they import, once each', () => {
    expect(firstVisitFiles(CHUNKS, AUTH.modules).sort()).toEqual([
      'assets/app-base-1.js',
      'assets/framework-1.js',
      'assets/index-1.js',
      'assets/login-page-1.js',
    ]);
  });

  it('finds a module that sits in a group of several', () => {
    expect(firstVisitFiles(CHUNKS, ['src/app/layouts/auth-layout.tsx'])).toContain('assets/app-base-1.js');
  });

  it('fails on a module the build does not have, so a renamed page is not silently left out', () => {
    expect(() => firstVisitFiles(CHUNKS, ['src/features/auth/pages/sign-in-page.tsx'])).toThrow(
      /no chunk is built from src\/features\/auth\/pages\/sign-in-page\.tsx/,
    );
  });
});

describe('measuring and the budget', () => {
  // Incompressible content, so brotli cannot shrink the large files below the small ones.
  const contents = new Map<string, Uint8Array>([
    ...CHUNKS.map((chunk) => [chunk.file, randomBytes(4096)] as const),
    ['theme-init.js', randomBytes(500)],
    ['assets/index-1.js', new TextEncoder().encode('export const app = 1;\n'.repeat(400))],
  ]);
  const read = async (file: string) => contents.get(file)!;

  it('sums brotli bodies (small files as they are) and the headers of each response', async () => {
    const [auth] = await measureFirstVisits([AUTH], CHUNKS, ['theme-init.js'], read);
    const bytes = Object.fromEntries(auth!.files.map(({ file, bytes }) => [file, bytes]));
    // 8.8 KB of repeated text compresses to a few dozen bytes; 500 bytes go uncompressed.
    expect(bytes['assets/index-1.js']).toBeLessThan(200);
    expect(bytes['theme-init.js']).toBe(500);
    const body = Object.values(bytes).reduce((sum, value) => sum + value, 0);
    expect(auth!.bodyKb).toBeCloseTo(body / 1024);
    // Four hashed scripts at 440 bytes of headers, theme-init.js with the document's at 900.
    expect(auth!.kb).toBeCloseTo((body + 4 * 440 + 900) / 1024);
  });

  it('adds the socket client and workbox-window to a signed-in visit only', async () => {
    const [auth, dashboard] = await measureFirstVisits([AUTH, DASHBOARD], CHUNKS, ['theme-init.js'], read);
    const names = (figure: typeof auth) => figure!.files.map(({ file }) => file);
    expect(names(auth)).not.toContain('assets/socket-client-1.js');
    expect(names(dashboard)).toEqual(
      expect.arrayContaining(['assets/socket-client-1.js', 'assets/workbox-window.prod.es5-1.js']),
    );
    expect(names(dashboard)).not.toContain('assets/settings-drawer-1.js');
  });

  it('names the route, its figure and its budget when a visit is over', async () => {
    const figures = await measureFirstVisits([AUTH, DASHBOARD], CHUNKS, ['theme-init.js'], read);
    const { lines, over } = report(figures);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\/auth +\d+\.\d KB of 1 KB \(5 scripts: /);
    expect(over).toEqual([
      `/auth: a first visit downloads ${figures[0]!.kb.toFixed(1)} KB of JavaScript on the wire, over its 1 KB budget`,
    ]);
  });

  it('fails when a script the route loads is missing from the build', async () => {
    await expect(measureFirstVisits([AUTH], CHUNKS, [], read)).rejects.toThrow(/\/auth loads .*theme-init/);
  });
});
