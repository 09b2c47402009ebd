/// <reference lib="dom" />
/**
 * What a phone downloads and how fast the pages come up: the built app, served by the built
 * server on a loopback port, opened in Chromium at phone width.
 *
 *   npm run build && npx tsx bench/src/web.ts [--runs 5] [--routes /auth,/dashboard] [--profiles 1x,4x,slow] [--base http://127.0.0.1:3000]
 *
 * Per route and profile: a cold visit (fresh browser profile) and a warm one (the same profile,
 * a second visit: HTTP cache and service worker in place). Bytes are what crossed the wire
 * (CDP `encodedDataLength`, headers included), by kind. LCP from the page's own observer; TBT
 * as the sum of each long task's time past 50 ms from navigation until the page is quiet.
 * `slow` is a 3G-like link (200 KB/s down, 300 ms latency) at 1× CPU; `4x` throttles the CPU.
 * "usable" is the time until the page's main control answers (sign-in button enabled, order form,
 * dashboard heading). Figures are medians of --runs runs.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { freshTotpCode as freshCodeOf } from '../../e2e/support/second-factor';
import { startBuiltServer } from './built-server';

const ADMIN = { email: 'admin@bench.tsa.test', password: 'Quantri@2026!' };
const STUDENT = { email: 'sv.bench@st.tsa.test', password: 'Giatsay@2026' };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string', default: '/auth,/student/order/add,/dashboard' },
    profiles: { type: 'string', default: '1x,4x,slow' },
    base: { type: 'string' },
    // Prints each script a cold visit fetched (first run), to see which chunks a route pulls.
    scripts: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs));

interface Profile {
  cpu: number;
  link?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const PROFILES: Record<string, Profile> = {
  '1x': { cpu: 1 },
  '4x': { cpu: 4 },
  slow: { cpu: 1, link: { latency: 300, downloadThroughput: 200 * 1024, uploadThroughput: 100 * 1024 } },
};

interface RouteSpec {
  path: string;
  who: 'guest' | 'student' | 'admin';
  /**
   * When the page's main control answers: an expression evaluated in the page. Not a Playwright
   * locator: its first use compiles Playwright's injected script in the page, one task of
   * ~250 ms at 4× CPU that the long-task observer counted as the page's own blocking time.
   */
  ready: string;
}
const ROUTES: RouteSpec[] = [
  {
    path: '/auth',
    who: 'guest',
    // Enabled: the page the build rendered (auth.html) shows the button before the app runs, disabled.
    ready: `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Đăng nhập' && !b.disabled)`,
  },
  {
    path: '/student/order/add',
    who: 'student',
    ready: `document.querySelector('h1') !== null`,
  },
  {
    path: '/dashboard',
    who: 'admin',
    ready: `[...document.querySelectorAll('figure[aria-labelledby]')].some((f) => document.getElementById(f.getAttribute('aria-labelledby'))?.textContent.trim() === 'Đơn theo ngày' && f.querySelector('svg'))`,
  },
];

/** Resolves once `condition` holds in the page, checked at each change of the document. */
async function readyIn(cdp: CDPSession, condition: string): Promise<void> {
  const expression = `new Promise((resolve) => {
    const check = () => {
      if (!(${condition})) return false;
      observer.disconnect();
      resolve(true);
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })`;
  const { exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true });
  if (exceptionDetails) throw new Error(`readiness check failed: ${exceptionDetails.text}`);
}

interface Sample {
  js: number;
  css: number;
  font: number;
  total: number;
  requests: number;
  fromNetworkScripts: number;
  usable: number;
  lcp: number;
  tbt: number;
  scripts: { url: string; bytes: number }[];
}

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tsa-bench-web-'));
  const server = await startBuiltServer(dataDir, ADMIN);
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * The admin must hold a second factor before any other route answers them (a fresh admin's
 * session only enrols), so the bench enrols an authenticator once per server and keeps its
 * secret beside the temporary folders: a second run against the same `--base` signs in with it.
 */
const totpSecretFile = (base: string) =>
  path.join(os.tmpdir(), `tsa-bench-totp-${new URL(base).host.replace(/[^0-9a-z]/gi, '_')}`);
/** A code of a step the server has not seen yet, the steps used kept beside the secret. */
const freshTotpCode = (secret: string) => freshCodeOf(os.tmpdir(), secret);

async function adminTotpSecret(base: string): Promise<string> {
  const file = totpSecretFile(base);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { accessToken } = (await api(base, 'POST', '/auth/signin?mobile=true', ADMIN)) as { accessToken: string };
  const { secret } = (await api(base, 'POST', '/auth/second-factor/totp', undefined, accessToken)) as {
    secret: string;
  };
  await api(base, 'POST', '/auth/second-factor/totp/confirm', { code: await freshTotpCode(secret) }, accessToken);
  writeFileSync(file, secret);
  return secret;
}

/**
 * A session is reused for ten minutes (the access token lasts fifteen): each admin sign-in
 * takes a code of a new 30-second step, and the server accepts at most the next one, so the
 * bench signs the admin in once (after the enrolment's code) rather than waiting for the clock.
 */
const SESSION_REUSE_MS = 10 * 60_000;
const signedIn = new Map<string, { session: { accessToken: string; userInfo: unknown }; at: number }>();

/** Posts a sign-in through `post`, answering the second step when the account asks for one. */
async function signInWith(
  post: (url: string, body: unknown) => Promise<{ status: number; json: () => Promise<unknown> }>,
  credentials: { email: string; password: string },
  totpSecret?: string,
): Promise<{ accessToken: string; userInfo: unknown }> {
  const kept = signedIn.get(credentials.email);
  if (kept && Date.now() - kept.at < SESSION_REUSE_MS) return kept.session;
  let response = await post('/api/auth/signin?mobile=false', credentials);
  if (response.status === 401 && totpSecret) {
    const { mfa } = (await response.json()) as { mfa?: { challenge: string } };
    if (mfa)
      response = await post('/api/auth/signin/second-factor?mobile=false', {
        challenge: mfa.challenge,
        code: await freshTotpCode(totpSecret),
      });
  }
  if (response.status !== 200) throw new Error(`sign-in of ${credentials.email} failed: ${response.status}`);
  const session = (await response.json()) as { accessToken: string; userInfo: unknown };
  signedIn.set(credentials.email, { session, at: Date.now() });
  return session;
}

async function ensureStudent(base: string, totpSecret: string) {
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: () => response.json() as Promise<unknown> };
  };
  const { accessToken } = await signInWith(post, ADMIN, totpSecret);
  const response = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...STUDENT,
      firstName: 'An',
      lastName: 'Nguyễn',
      role: 'STUDENT',
      phoneNumber: '0912345678',
      dormitory: 'KTX Khu A',
      building: 'A1',
      room: '101',
    }),
  });
  // 409: already there when --base points at a used server.
  if (!response.ok && response.status !== 409)
    throw new Error(`creating the student failed: ${response.status} ${await response.text()}`);
}

/** Leaves in the context the app's own cookies of the account's session (see signInWith). */
async function signIn(
  context: BrowserContext,
  base: string,
  credentials: { email: string; password: string },
  totpSecret?: string,
) {
  const post = async (url: string, body: unknown) => {
    const response = await context.request.post(`${base}${url}`, { data: body });
    return { status: response.status(), json: () => response.json() as Promise<unknown> };
  };
  const { accessToken, userInfo } = await signInWith(post, credentials, totpSecret);
  const cookie = { url: base, sameSite: 'Strict' as const, expires: Math.floor(Date.now() / 1000) + 86_400 };
  await context.addCookies([
    { ...cookie, name: 'token', value: accessToken },
    { ...cookie, name: 'user_data', value: encodeURIComponent(JSON.stringify(userInfo)) },
  ]);
}

// Runs in the page before any of its scripts.
function observeVitals() {
  const w = window as unknown as { __lcp: number; __longTasks: { start: number; duration: number }[] };
  w.__lcp = 0;
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function visit(page: Page, cdp: CDPSession, base: string, route: RouteSpec): Promise<Sample> {
  const byRequest = new Map<string, { type: string; url: string; bytes: number; fromNetwork: boolean }>();
  const onResponse = (event: {
    requestId: string;
    type: string;
    response: { url: string; fromDiskCache?: boolean; fromServiceWorker?: boolean };
  }) => {
    const fromNetwork = !event.response.fromDiskCache && !event.response.fromServiceWorker;
    byRequest.set(event.requestId, { type: event.type, url: event.response.url, bytes: 0, fromNetwork });
  };
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    const entry = byRequest.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  const started = Date.now();
  await page.goto(`${base}${route.path}`, { waitUntil: 'commit' });
  await readyIn(cdp, route.ready);
  const usable = Date.now() - started;
  // Quiet: no request for a while, so late chunks and long tasks are counted.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `({ lcp: window.__lcp, tbt: window.__longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0) })`,
    returnByValue: true,
  });
  const vitals = result.value as { lcp: number; tbt: number };
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);

  const sample: Sample = {
    js: 0,
    css: 0,
    font: 0,
    total: 0,
    requests: 0,
    fromNetworkScripts: 0,
    usable,
    ...vitals,
    scripts: [],
  };
  for (const entry of byRequest.values()) {
    if (!entry.fromNetwork) continue;
    sample.requests += 1;
    sample.total += entry.bytes;
    if (entry.type === 'Script') {
      sample.js += entry.bytes;
      sample.fromNetworkScripts += 1;
      sample.scripts.push({ url: new URL(entry.url).pathname, bytes: entry.bytes });
    } else if (entry.type === 'Stylesheet') sample.css += entry.bytes;
    else if (entry.type === 'Font') sample.font += entry.bytes;
  }
  return sample;
}

async function measure(
  browser: Browser,
  base: string,
  route: RouteSpec,
  profile: Profile,
  totpSecret: string,
): Promise<{ cold: Sample; warm: Sample }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
  });
  await context.addInitScript(observeVitals);
  if (route.who === 'admin') await signIn(context, base, ADMIN, totpSecret);
  else if (route.who === 'student') await signIn(context, base, STUDENT);
  const run = async () => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.link) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.link });
    const sample = await visit(page, cdp, base, route);
    await page.close();
    return sample;
  };
  const cold = await run();
  const warm = await run();
  await context.close();
  return { cold, warm };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toString();

async function main() {
  // The browser first: if it cannot start, no server process is left behind.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const server = args.base ? { base: args.base, stop: async () => undefined } : await startServer();
  try {
    const totpSecret = await adminTotpSecret(server.base);
    await ensureStudent(server.base, totpSecret);
    const wanted = args.routes!.split(',');
    const profiles = args.profiles!.split(',');
    console.log(
      `Chromium ${browser.version()}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, phone 390×844, median of ${RUNS}`,
    );
    console.log(
      '| route | profile | visit | JS KB | CSS KB | font KB | all KB | requests | scripts from network | usable ms | LCP ms | TBT ms |',
    );
    console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const route of ROUTES.filter((r) => wanted.includes(r.path))) {
      for (const name of profiles) {
        const profile = PROFILES[name];
        if (!profile) throw new Error(`unknown profile ${name}`);
        const samples: { cold: Sample; warm: Sample }[] = [];
        for (let i = 0; i < RUNS; i += 1) samples.push(await measure(browser, server.base, route, profile, totpSecret));
        if (args.scripts) {
          for (const script of [...samples[0]!.cold.scripts].sort((a, b) => b.bytes - a.bytes))
            console.log(`  ${route.path} cold ${kb(script.bytes).padStart(6)} KB ${script.url}`);
        }
        for (const visitKind of ['cold', 'warm'] as const) {
          const pick = (key: Exclude<keyof Sample, 'scripts'>) => median(samples.map((s) => s[visitKind][key]));
          console.log(
            `| ${route.path} | ${name} | ${visitKind} | ${kb(pick('js'))} | ${kb(pick('css'))} | ${kb(pick('font'))} | ${kb(pick('total'))} | ${pick('requests')} | ${pick('fromNetworkScripts')} | ${ms(pick('usable'))} | ${ms(pick('lcp'))} | ${ms(pick('tbt'))} |`,
          );
        }
      }
    }
    console.log(
      `Load average at the end (1/5/15 min): ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' / ')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
