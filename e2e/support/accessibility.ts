import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from './browser';
import { PAYMENT_SETTINGS } from './payment-settings';
import { apiAs, apiSignIn, signInViaApi, type Credentials, type RunSession, type SignedInUser } from './sign-in';
import { hcmDay, randomPhone } from './test-data';

/**
 * The accessibility walk of e2e/tests/accessibility-*.test.ts (a file per role, the admin's
 * screens in two, so the walks run side by side): every screen in light and dark, on a phone
 * and a desktop, checked by axe. A serious or critical violation fails the screen's test, and
 * the report names the rule, the screen and the node so the fix can start from the message
 * alone. Each screen must also fit its width without scrolling sideways (WCAG 1.4.10), at 390,
 * 320 and 1440 px. One load per screen: the phone page is then resized to 320 px and to the
 * desktop (every layout of the app follows the window's width, as a user who widens the window
 * sees it), and the mode is switched with the header's toggle. Animations run at ten times their
 * speed: what is audited is each screen at rest.
 */

type Mode = 'light' | 'dark';
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What the signed-in walks show: a student's and a staff member's accounts, orders, a ticket. */
interface WalkData {
  student: Credentials;
  staff: Credentials;
  /** A pending order of the student's, two lines, a note. */
  orderId: string;
  /** The student's ticket about that order, with the admin's answer. */
  ticketId: string;
}

/**
 * Accounts and content of this file's own, made by the run's admin: lists show several
 * statuses (pending, confirmed, cancelled), and the shop's bank account is set as every file
 * that needs it sets it, so the payments screen is the same whichever file ran first.
 */
async function seedWalkData(admin: RunSession = inject('admin')): Promise<WalkData> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  // A long address, as real ones are: lists must still fit their screen (WCAG 1.4.10).
  const student: Credentials = {
    email: `a11y.student.nguyen.thi.thanh.huong.k65.${stamp}@tsa.test`,
    password: 'Sinh-vien-2026',
  };
  const staff: Credentials = { email: `a11y.staff.${stamp}@tsa.test`, password: 'Nhan-vien-2026' };
  const { accessToken: adminToken } = await apiSignIn(admin);
  await apiAs(adminToken, 'PUT', '/payments/settings', PAYMENT_SETTINGS);
  const phone = randomPhone();
  await apiAs<SignedInUser>(adminToken, 'POST', '/users', {
    ...student,
    firstName: 'Hà',
    lastName: 'Trần Thu',
    role: 'STUDENT',
    phoneNumber: phone,
    dormitory: 'KTX Khu A',
    building: 'A2',
    room: '305',
  });
  await apiAs<SignedInUser>(adminToken, 'POST', '/users', {
    ...staff,
    firstName: 'Nam',
    lastName: 'Đỗ Văn',
    role: 'STAFF',
  });
  const { accessToken: studentToken } = await apiSignIn(student);
  const services = await apiAs<{ id: string; minQuantity: number }[]>(studentToken, 'GET', '/services');
  const order = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: services
      .slice(0, 2)
      .map((service) => ({ serviceId: service.id, quantity: Math.max(1, service.minQuantity) })),
    pickupDate: hcmDay(1),
    pickupSlot: '17-19',
    note: 'Đồ trắng giặt riêng',
  });
  // A confirmed order (a task for the staff), and a cancelled one, so lists show several statuses.
  const confirmed = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: [{ serviceId: services[0]!.id, quantity: Math.max(1, services[0]!.minQuantity) }],
    pickupDate: hcmDay(1),
    pickupSlot: '07-09',
  });
  await apiAs(adminToken, 'PATCH', `/orders/${confirmed.id}/status`, { status: 'CONFIRMED' });
  const cancelled = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: [{ serviceId: services[0]!.id, quantity: Math.max(1, services[0]!.minQuantity) }],
    pickupDate: hcmDay(2),
    pickupSlot: '07-09',
  });
  await apiAs(studentToken, 'POST', `/orders/${cancelled.id}/cancel`, { reason: 'Đổi lịch' });
  const ticket = await apiAs<{ id: string }>(studentToken, 'POST', '/tickets', {
    subject: 'Thiếu một áo sơ mi',
    message: 'Đơn hôm qua trả thiếu một áo sơ mi trắng.',
    orderId: order.id,
  });
  await apiAs(adminToken, 'POST', `/tickets/${ticket.id}/messages`, {
    body: 'Chúng tôi đang kiểm tra, bạn chờ chút nhé.',
  });
  return { student, staff, orderId: order.id, ticketId: ticket.id };
}

/** Waits until the page has settled: data loaded, skeletons gone, transitions and fades over. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => !document.querySelector('.MuiSkeleton-root, .MuiLinearProgress-root[role="progressbar"]'),
    null,
    { timeout: 10_000 },
  );
  await quiet(page);
}

/**
 * Waits for MUI's fades, grows and colour transitions to end (axe measures colours
 * mid-transition otherwise); endless ones (spinners) do not count. A transition starts a frame
 * or more after the change that causes it (a fetch that lands, a drawer that opens), so the page
 * must stay still for a moment, not just be still once.
 */
async function quiet(page: Page): Promise<void> {
  const still = () =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForFunction(still, null, { timeout: 5_000 });
    await page.waitForTimeout(150);
    if (await page.evaluate(still)) return;
  }
}

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** The rules whose outcome depends on colours: all a mode switch can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Nodes reported per rule and view, each with the start of its markup (a class name alone rarely says where it is). */
const MAX_NODES = 8;

/**
 * axe-core exactly as @axe-core/playwright injects it (its own dependency, the same build), so
 * the page runs the same rules AxeBuilder would.
 */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string; html: string }[];
}

/**
 * Runs axe on the page: the rules of `options`, in the context AxeBuilder would pass. AxeBuilder
 * injects axe's 550 kB into the page and into a blank page it opens for every run, and carries
 * every pass of every rule across (axe.runPartial, then axe.finishRun there); here axe is injected
 * once per document and axe.run, which the same build offers, returns only the violations. A page
 * with frames goes through AxeBuilder as before, so a frame is audited the same way.
 */
async function runAxe(page: Page, scope: string | undefined, options: object): Promise<AxeViolation[]> {
  const context = { exclude: [], include: scope ? [scope] : [] };
  if (page.frames().length > 1) {
    let axe = new AxeBuilder({ page }).options(options);
    if (scope) axe = axe.include(scope);
    return (await axe.analyze()).violations;
  }
  const injected = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!injected) {
    await page.evaluate(AXE_SOURCE);
    // As AxeBuilder configures it: same-origin frames only, its branding.
    await page.evaluate(() =>
      (window as unknown as { axe: { configure: (spec: object) => void } }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  return page.evaluate(
    async ({ context, options }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const { violations } = await axe.run(context, options);
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary, html }) => ({ target, failureSummary, html })),
      }));
    },
    { context, options },
  );
}

async function audit(page: Page, where: string, scope?: string, coloursOnly = false): Promise<Finding[]> {
  // Only violations are reported back: passes and incompletes would double axe's time here.
  const violations = await runAxe(page, scope, {
    resultTypes: ['violations'],
    runOnly: coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS },
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: [
        ...violation.nodes
          .slice(0, MAX_NODES)
          .map(
            (node) =>
              `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}\n      ${node.html.slice(0, 240)}`,
          ),
        ...(violation.nodes.length > MAX_NODES ? [`… and ${violation.nodes.length - MAX_NODES} more`] : []),
      ],
    }));
}

function report(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.impact}] ${finding.rule} on ${finding.where}: ${finding.help}\n    ${finding.nodes.join('\n    ')}`,
    )
    .join('\n');
}

/** Chromium logs every 4xx answer as "Failed to load resource"; /401 and /404 are such answers. */
const realErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

/**
 * MUI's own English words, which the Vietnamese locale replaces; one left in an accessible name
 * is what a screen reader would read out in English.
 */
const ENGLISH =
  /\b(Go to|page \d|Close|Open|Clear|Rows per page|No options|Loading|Previous month|Next month|Choose date|breadcrumb)\b/;

async function englishNames(page: Page, where: string): Promise<Finding[]> {
  const names = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label], [title]')).map(
      (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
    ),
  );
  const english = names.filter((name) => ENGLISH.test(name));
  return english.length
    ? [{ where, rule: 'vietnamese-names', impact: 'serious', help: 'English label', nodes: english }]
    : [];
}

/**
 * The narrowest width a page must fit without scrolling sideways (WCAG 1.4.10 Reflow: 1280 px at
 * 400 % zoom, or a 390 px phone at about 120 %). Checked on the already-loaded phone page, resized.
 */
const REFLOW_WIDTH = 320;

/**
 * WCAG 1.4.10: the page does not scroll sideways (a table scrolling inside its own box is fine).
 * A failure names the outermost elements that stick out of the window, so the fix starts there.
 */
async function reflow(page: Page, where: string, tables: boolean): Promise<Finding[]> {
  const overflow = await page.evaluate((tables) => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    // On a desktop a list's table fits too: a column past the card's edge is as hidden as one past the screen's.
    const wideTables = tables
      ? Array.from(document.querySelectorAll('.MuiTableContainer-root'))
          .filter((container) => container.scrollWidth > container.clientWidth + 1)
          .map(
            (container) =>
              `${container.querySelector('table')?.getAttribute('aria-label') ?? 'table'}: ${container.scrollWidth} px in ${container.clientWidth} px`,
          )
      : [];
    if (wideTables.length) return { width, scrollWidth: Math.max(scrollWidth, width), offenders: wideTables };
    if (scrollWidth <= width) return null;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!sticksOut(element) || (element.parentElement && sticksOut(element.parentElement))) continue;
      let inside = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clips(parent)) inside = true;
      }
      if (inside) continue;
      const rect = element.getBoundingClientRect();
      const classes = Array.from(element.classList)
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3)
        .join('.');
      const text = (element.textContent ?? '').trim().slice(0, 60);
      offenders.push(
        `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${Math.round(rect.left)}–${Math.round(rect.right)} px) “${text}”`,
      );
    }
    return { width, scrollWidth, offenders: offenders.slice(0, 6) };
  }, tables);
  return overflow
    ? [
        {
          where,
          rule: 'reflow',
          impact: 'serious',
          help: `scrolls sideways: ${overflow.scrollWidth} px of content in a ${overflow.width} px window (WCAG 1.4.10)`,
          nodes: overflow.offenders,
        },
      ]
    : [];
}

/** The mode toggle every header carries; pages without a header are reloaded instead. */
async function switchMode(page: Page, to: Mode): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Chuyển chế độ sáng/tối' });
  if (await toggle.isVisible()) {
    await toggle.click();
    // Off the toggle, so its tooltip is not part of the next screen.
    await page.mouse.move(0, 0);
    await toggle.blur();
  } else {
    await page.evaluate((value) => localStorage.setItem('mui-mode', value), to);
    await page.reload();
    await settle(page);
  }
  await page.locator(`html[data-tsa-mode="${to}"]`).waitFor();
  await quiet(page);
}

/** A menu or a drawer, opened by the button `opener` names. */
export interface Overlay {
  opener: string | RegExp;
  width: keyof typeof WIDTHS;
  /** The screen it is opened on; the walk's first screen when not given. */
  url?: string;
}

/** The signed-in header's menus and drawers. */
export const HEADER_OVERLAYS: Overlay[] = [
  { opener: 'Mở menu', width: 'phone' },
  { opener: 'Cài đặt giao diện', width: 'phone' },
  { opener: /^Thông báo/, width: 'desktop' },
  { opener: /^Tài khoản:/, width: 'desktop' },
];

const widths = () => Object.entries(WIDTHS) as [keyof typeof WIDTHS, { width: number; height: number }][];
const OPEN_OVERLAY = '.MuiModal-root:not(.MuiModal-hidden)';
const ANIMATION_RATE = 10;

/** Runs `work`; with A11Y_TIMING set, logs how long it took, to see where the walk's time goes. */
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  if (process.env.A11Y_TIMING) console.warn(`${label} ${Date.now() - started} ms`);
  return result;
}

/**
 * Declares the walk of `screens` as `as` sees them: one test per screen, which loads it on the
 * phone and widens it to the desktop, and at each width audits it, switches to the other mode
 * with the header's toggle (as a user does), audits its colours again and checks it does not
 * scroll sideways (the phone page also at 320 px); then a test per width for `overlays`, opened
 * and audited in both modes too. One page of one context for the whole file, so the mode carries
 * from screen to screen. In a screen, `{order}` and `{ticket}` stand for the ids of the order and
 * ticket made for the walk.
 */
export function walkScreens(
  as: 'visitor' | 'student' | 'staff' | 'admin',
  screens: readonly string[],
  overlays: readonly Overlay[] = [],
): void {
  const browser = useBrowser();
  let page: Page;
  let errors: string[];
  let mode: Mode = 'light';
  let data: WalkData | undefined;

  beforeAll(async () => {
    if (as !== 'visitor') data = await seedWalkData();
    const context = await browser.newContext('desktop');
    if (as === 'admin') await signInViaApi(context, inject('admin'));
    else if (data) await signInViaApi(context, as === 'student' ? data.student : data.staff);
    page = await context.newPage();
    errors = watchErrors(page);
    // The walk audits screens at rest: at ten times their speed, the fades and the colour
    // transitions of a mode switch end sooner, and quiet() still waits for each to end. The rate
    // holds for the page's later documents too (the six walk files: 180 → 150 s, bench/RESULTS.md).
    const devtools = await context.newCDPSession(page);
    await devtools.send('Animation.setPlaybackRate', { playbackRate: ANIMATION_RATE });
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('mui-mode', 'light'));
  });
  afterAll(async () => page?.context().close());

  const urlOf = (screen: string) =>
    screen.replace('{order}', data?.orderId ?? '').replace('{ticket}', data?.ticketId ?? '');

  const check = (findings: Finding[], where: string, scope: string | undefined, coloursOnly: boolean) =>
    timed(`${where}: axe`, async () => {
      findings.push(...(await audit(page, where, scope, coloursOnly)));
      if (!coloursOnly) findings.push(...(await englishNames(page, where)));
    });

  /** Waits for `ready`; false (and a finding) when the screen never settles at `width`. */
  const settles = async (
    findings: Finding[],
    screen: string,
    width: keyof typeof WIDTHS,
    ready: () => Promise<void>,
  ) => {
    try {
      await ready();
      return true;
    } catch (error) {
      // Reported with the rest, so one slow width does not hide the other's findings.
      findings.push({ where: `${screen} (${width})`, rule: 'settle', impact: '', help: String(error), nodes: [] });
      return false;
    }
  };

  /** Loads `screen` at `width`; false (and a finding) when it never settles. */
  const load = (findings: Finding[], screen: string, width: keyof typeof WIDTHS) =>
    timed(`${screen} ${width}: load`, async () => {
      await page.setViewportSize(WIDTHS[width]);
      await page.goto(urlOf(screen));
      return settles(findings, screen, width, () => settle(page));
    });

  const switchToOther = () => {
    mode = mode === 'light' ? 'dark' : 'light';
    return timed(`switch ${mode}: switch`, () => switchMode(page, mode));
  };

  const expectClean = (findings: Finding[]) => {
    expect(report(findings)).toBe('');
    expect(realErrors(errors.splice(0))).toEqual([]);
  };

  /**
   * The desktop view of the screen the phone has loaded: the same page widened. A load is half a
   * screen's time in the walk; a page that did not settle on the phone is loaded afresh instead.
   */
  const widen = (findings: Finding[], screen: string) =>
    timed(`${screen} desktop: widen`, async () => {
      await page.setViewportSize(WIDTHS.desktop);
      return settles(findings, screen, 'desktop', async () => {
        // The layouts follow the width once the page has seen the resize: two frames later.
        await page.waitForFunction((width) => window.innerWidth === width, WIDTHS.desktop.width);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await settle(page);
      });
    });

  for (const screen of screens) {
    it(screen, async () => {
      const findings: Finding[] = [];
      let phoneLoaded = false;
      for (const [width] of widths()) {
        const shown: boolean =
          width === 'desktop' && phoneLoaded ? await widen(findings, screen) : await load(findings, screen, width);
        if (width === 'phone') phoneLoaded = shown;
        if (!shown) continue;
        // The second mode changes colours only: the structure was audited in the first.
        await check(findings, `${screen} (${mode}, ${width})`, undefined, false);
        await switchToOther();
        await check(findings, `${screen} (${mode}, ${width})`, undefined, true);
        await timed(`${screen} ${width}: reflow`, async () => {
          findings.push(...(await reflow(page, `${screen} (${width})`, width === 'desktop')));
          if (width === 'phone') {
            // The narrowest width on the page already loaded: a resize, not another load.
            await page.setViewportSize({ ...WIDTHS.phone, width: REFLOW_WIDTH });
            await quiet(page);
            findings.push(...(await reflow(page, `${screen} (${REFLOW_WIDTH} px)`, false)));
          }
        });
      }
      expectClean(findings);
    });
  }

  for (const [width] of widths()) {
    const here = overlays.filter((overlay) => overlay.width === width);
    if (!here.length) continue;
    it(`the menus and drawers (${width})`, async () => {
      const findings: Finding[] = [];
      for (const screen of new Set(here.map((overlay) => overlay.url ?? screens[0]!))) {
        if (!(await load(findings, screen, width))) continue;
        for (const round of [1, 2]) {
          for (const overlay of here.filter((o) => (o.url ?? screens[0]) === screen)) {
            await page.getByRole('button', { name: overlay.opener }).first().click();
            // The settings drawer's code loads on first use: the overlay can appear after the click's ripple has ended.
            await page.locator(OPEN_OVERLAY).waitFor();
            await quiet(page);
            await check(
              findings,
              `${screen} + ${String(overlay.opener)} (${mode}, ${width})`,
              OPEN_OVERLAY,
              round === 2,
            );
            await page.keyboard.press('Escape');
            await page.locator(OPEN_OVERLAY).waitFor({ state: 'detached' });
          }
          if (round === 1) await switchToOther();
        }
      }
      expectClean(findings);
    });
  }
}
