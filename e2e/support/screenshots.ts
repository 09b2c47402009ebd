/**
 * Takes screenshots of the main screens for a human to look at (not a test). Start the built
 * product first, then:
 *
 *   PORT=3999 DATA_DIR=$(mktemp -d) ADMIN_EMAIL=admin@tsa.test ADMIN_PASSWORD='Quantri@2026!' \
 *     node apps/server/dist/server.js &
 *   npx tsx e2e/support/screenshots.ts
 *
 * Env: BASE_URL (default http://127.0.0.1:3999), OUT_DIR (default <repo>/screenshots),
 * ADMIN_EMAIL/ADMIN_PASSWORD to add signed-in shots of the dashboard and, through a student the
 * admin creates, of the student's pages; SEGMENT_HEIGHT (px) to
 * also save each page cut into screens of that height.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './browser';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3999';
const OUT_DIR = process.env.OUT_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'screenshots');
const PAGES = [
  '/landing',
  '/404',
  '/auth',
  '/auth/register',
  '/auth/register/complete-signup?email=lan.pham%40ktx.test',
  '/auth/forgot-password',
  '/auth/reset-password?email=lan.pham%40ktx.test',
  `/auth/reset-password?token=${'x'.repeat(43)}&email=lan.pham%40ktx.test`,
];
/** Signed-in shots: the admin's, and a student's (made by the admin, without phone or room). */
const SIGNED_IN_PAGES = {
  admin: ['/dashboard', '/notifications', '/dashboard/dormitories', '/dashboard/slots'],
  student: ['/student', '/student/account'],
} as const;
const STUDENT = { email: 'screenshot.student@ktx.test', password: 'Anh-chup-2026' };
const MODES = ['light', 'dark'] as const;
const SEGMENT_HEIGHT = Number(process.env.SEGMENT_HEIGHT ?? 0);
/** ONLY=auth,account: just the routes containing one of these words. */
const ONLY = (process.env.ONLY ?? '').split(',').filter(Boolean);

function adminCredentials(): { email: string; password: string } | null {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  return email && password ? { email, password } : null;
}

/** Creates the screenshot student once (a 409 means it is already there). */
async function ensureStudent(): Promise<boolean> {
  const admin = adminCredentials();
  if (!admin) return false;
  const signin = await fetch(`${BASE_URL}/api/auth/signin?mobile=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!signin.ok) return false;
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const created = await fetch(`${BASE_URL}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ ...STUDENT, firstName: 'Lan', lastName: 'Phạm Thị', role: 'STUDENT' }),
  });
  return created.ok || created.status === 409;
}

async function signIn(context: BrowserContext, as: 'admin' | 'student'): Promise<boolean> {
  const credentials = as === 'admin' ? adminCredentials() : STUDENT;
  if (!credentials) return false;
  const { email, password } = credentials;
  const response = await context.request.post(`${BASE_URL}/api/auth/signin?mobile=false`, {
    data: { email, password },
  });
  if (!response.ok()) {
    console.warn(`sign-in failed: ${response.status()} ${await response.text()}`);
    return false;
  }
  const { accessToken, userInfo } = (await response.json()) as { accessToken: string; userInfo: unknown };
  await context.addCookies([
    { name: 'token', value: accessToken, url: BASE_URL },
    { name: 'user_data', value: encodeURIComponent(JSON.stringify(userInfo)), url: BASE_URL },
  ]);
  return true;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  if (!(await ensureStudent())) console.warn('no student shots: set ADMIN_EMAIL/ADMIN_PASSWORD');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      for (const mode of MODES) {
        for (const as of [null, 'admin', 'student'] as const) {
          const context = await browser.newContext({ viewport, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
          await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
          if (as && !(await signIn(context, as))) {
            await context.close();
            continue;
          }
          const pages = (as ? SIGNED_IN_PAGES[as] : PAGES).filter(
            (route) => !ONLY.length || ONLY.some((word) => route.includes(word)),
          );
          for (const route of pages) {
            const page = await context.newPage();
            page.on('console', (m) => m.type() === 'error' && problems.push(`${route}: ${m.text()}`));
            page.on('pageerror', (e) => problems.push(`${route}: ${e.message}`));
            await page.goto(`${BASE_URL}${route}`, { waitUntil: 'networkidle' });
            // Fastify serves the files of dist/ as they were at its start: restart it after a build.
            await page
              .getByTestId('startup-overlay')
              .waitFor({ state: 'detached', timeout: 10_000 })
              .catch(() => problems.push(`${route}: the startup overlay never went away`));
            await page.waitForTimeout(600);
            const slug =
              route
                .slice(1)
                .replace(/\?.*token=.*/, '-link')
                .replace(/\?.*$/, '')
                .replaceAll('/', '-') || 'root';
            const name = `${slug}${as ? `-${as}` : ''}-${viewportName}-${mode}.png`;
            await page.screenshot({ path: path.join(OUT_DIR, name), fullPage: true });
            if (SEGMENT_HEIGHT) {
              // Tall phone pages shrink to illegible when viewed whole: also cut them in screens.
              const height = await page.evaluate(() => document.documentElement.scrollHeight);
              for (let y = 0, part = 1; y < height; y += SEGMENT_HEIGHT, part++) {
                const clip = { x: 0, y, width: viewport.width, height: Math.min(SEGMENT_HEIGHT, height - y) };
                await page.screenshot({
                  path: path.join(OUT_DIR, name.replace('.png', `.part${part}.png`)),
                  fullPage: true,
                  clip,
                });
              }
            }
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (overflow > 0) problems.push(`${name}: horizontal overflow of ${overflow}px`);
            console.log(`saved ${name}`);
            await page.close();
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (problems.length) {
    console.log(`\nproblems:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
