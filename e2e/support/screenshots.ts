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
 * admin creates, of the student's pages (an admin must hold a second factor: the first run
 * enrols an authenticator and keeps its secret in OUT_DIR); SEGMENT_HEIGHT (px) to
 * also save each page cut into screens of that height.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './browser';
import { freshTotpCode } from './second-factor';

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

interface Session {
  accessToken: string;
  userInfo: unknown;
}

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${BASE_URL}/api${url}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The authenticator secret the screenshots enrolled for the admin, kept beside the shots. */
const adminTotpFile = () => path.join(OUT_DIR, '.admin-totp-secret');

/**
 * Signs in with the account's password, and its authenticator code when it asks for one. An
 * admin without one is only let onto the enrolment page: the first run enrols an authenticator
 * for them, keeps its secret in OUT_DIR, and goes on with that session (once the code is
 * confirmed it is a full admin's). Either way one code per run: nothing waits for the clock.
 */
async function signedIn(credentials: { email: string; password: string }, admin: boolean): Promise<Session | null> {
  const secret = existsSync(adminTotpFile()) ? readFileSync(adminTotpFile(), 'utf8') : null;
  let response = await post('/auth/signin?mobile=false', credentials);
  let withCode = false;
  if (response.status === 401 && admin && secret) {
    const { mfa } = (await response.json()) as { mfa?: { challenge: string } };
    if (mfa) {
      withCode = true;
      response = await post('/auth/signin/second-factor?mobile=false', {
        challenge: mfa.challenge,
        code: await freshTotpCode(OUT_DIR, secret),
      });
    }
  }
  if (!response.ok) {
    console.warn(`sign-in of ${credentials.email} failed: ${response.status} ${await response.text()}`);
    return null;
  }
  const session = (await response.json()) as Session;
  // A secret kept from a run against another database does not count: that admin has none.
  if (!admin || withCode) return session;
  const enrolled = await post('/auth/second-factor/totp', undefined, session.accessToken);
  if (!enrolled.ok) return session;
  const { secret: fresh } = (await enrolled.json()) as { secret: string };
  const code = await freshTotpCode(OUT_DIR, fresh);
  if (!(await post('/auth/second-factor/totp/confirm', { code }, session.accessToken)).ok) return session;
  writeFileSync(adminTotpFile(), fresh);
  // The copy of the user the app keeps in its cookie, as the enrolment page leaves it.
  return { ...session, userInfo: { ...(session.userInfo as object), secondFactor: true } };
}

/** One sign-in per account for the whole run. */
const sessions = new Map<string, Promise<Session | null>>();
function sessionOf(as: 'admin' | 'student'): Promise<Session | null> {
  const credentials = as === 'admin' ? adminCredentials() : STUDENT;
  if (!credentials) return Promise.resolve(null);
  if (!sessions.has(as)) sessions.set(as, signedIn(credentials, as === 'admin'));
  return sessions.get(as)!;
}

/** Creates the screenshot student once (a 409 means it is already there). */
async function ensureStudent(): Promise<boolean> {
  const admin = await sessionOf('admin');
  if (!admin) return false;
  const created = await post(
    '/users',
    { ...STUDENT, firstName: 'Lan', lastName: 'Phạm Thị', role: 'STUDENT' },
    admin.accessToken,
  );
  return created.ok || created.status === 409;
}

async function signIn(context: BrowserContext, as: 'admin' | 'student'): Promise<boolean> {
  const session = await sessionOf(as);
  if (!session) return false;
  await context.addCookies([
    { name: 'token', value: session.accessToken, url: BASE_URL },
    { name: 'user_data', value: encodeURIComponent(JSON.stringify(session.userInfo)), url: BASE_URL },
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
