import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { apiAs, signInViaApi, type Credentials, type SignedInUser } from '../support/sign-in';

/**
 * Every screen of every role, in light and dark, on a phone and a desktop, checked by axe:
 * a serious or critical violation fails the run, and the report names the rule, the screen
 * and the node so the fix can start from the message alone. One browser; each role signs in
 * once and its one page walks the widths and modes, one load per screen, width and mode.
 */
const browser = useBrowser();

type Mode = 'light' | 'dark';
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const stamp = Date.now().toString(36);
const student: Credentials = { email: `a11y.student.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
const staff: Credentials = { email: `a11y.staff.${stamp}@tsa.test`, password: 'Nhan-vien-2026' };
let orderId = '';
let ticketId = '';
let adminContext: BrowserContext;

/** Today plus `days` in Ho Chi Minh City, `YYYY-MM-DD`. */
const hcmDay = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  // The admin's context signs in once (with the second factor) and is the admin's walk later.
  adminContext = await browser.newContext('desktop');
  const { accessToken: admin } = await signInViaApi(adminContext, inject('admin'));
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await apiAs<SignedInUser>(admin, 'POST', '/users', {
    ...student,
    firstName: 'Hà',
    lastName: 'Trần Thu',
    role: 'STUDENT',
    phoneNumber: phone,
    dormitory: 'KTX Khu A',
    building: 'A2',
    room: '305',
  });
  await apiAs<SignedInUser>(admin, 'POST', '/users', { ...staff, firstName: 'Nam', lastName: 'Đỗ Văn', role: 'STAFF' });
  const studentContext = await browser.newContext('phone');
  const { accessToken: studentToken } = await signInViaApi(studentContext, student);
  await studentContext.close();
  const services = await apiAs<{ id: string; minQuantity: number }[]>(studentToken, 'GET', '/services');
  const order = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: services
      .slice(0, 2)
      .map((service) => ({ serviceId: service.id, quantity: Math.max(1, service.minQuantity) })),
    pickupDate: hcmDay(1),
    pickupSlot: '17-19',
    note: 'Đồ trắng giặt riêng',
  });
  orderId = order.id;
  // A confirmed order (a task for the staff), and a cancelled one, so lists show several statuses.
  const confirmed = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: [{ serviceId: services[0]!.id, quantity: Math.max(1, services[0]!.minQuantity) }],
    pickupDate: hcmDay(1),
    pickupSlot: '07-09',
  });
  await apiAs(admin, 'PATCH', `/orders/${confirmed.id}/status`, { status: 'CONFIRMED' });
  const cancelled = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: [{ serviceId: services[0]!.id, quantity: Math.max(1, services[0]!.minQuantity) }],
    pickupDate: hcmDay(2),
    pickupSlot: '07-09',
  });
  await apiAs(studentToken, 'POST', `/orders/${cancelled.id}/cancel`, { reason: 'Đổi lịch' });
  const ticket = await apiAs<{ id: string }>(studentToken, 'POST', '/tickets', {
    subject: 'Thiếu một áo sơ mi',
    message: 'Đơn hôm qua trả thiếu một áo sơ mi trắng.',
    orderId,
  });
  ticketId = ticket.id;
  await apiAs(admin, 'POST', `/tickets/${ticketId}/messages`, { body: 'Chúng tôi đang kiểm tra, bạn chờ chút nhé.' });
});

afterAll(async () => adminContext?.close());

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

async function audit(page: Page, where: string, scope?: string, coloursOnly = false): Promise<Finding[]> {
  // Only violations are reported back: passes and incompletes would double axe's time here.
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  axe = coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS);
  if (scope) axe = axe.include(scope);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
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
interface Overlay {
  opener: string | RegExp;
  width: keyof typeof WIDTHS;
  /** The screen it is opened on; the role's first screen when not given. */
  url?: string;
}

/**
 * Walks every page at each width in both modes, one page of `context`: each screen is loaded
 * once per width, audited, switched to the other mode with the header's toggle (as a user
 * does), and its colours audited again; overlays are opened and audited in both modes too.
 */
async function walk(
  context: BrowserContext,
  urls: readonly string[],
  overlays: readonly Overlay[] = [],
): Promise<void> {
  const findings: Finding[] = [];
  const page = await context.newPage();
  const errors = watchErrors(page);
  let mode: Mode = 'light';
  const check = async (where: string, scope: string | undefined, coloursOnly: boolean) => {
    const started = Date.now();
    findings.push(...(await audit(page, where, scope, coloursOnly)));
    if (!coloursOnly) findings.push(...(await englishNames(page, where)));
    if (process.env.A11Y_TIMING) console.warn(`${where}: axe ${Date.now() - started} ms`);
  };
  await page.goto('/404');
  await page.evaluate(() => localStorage.setItem('mui-mode', 'light'));
  for (const [width, viewport] of Object.entries(WIDTHS) as [
    keyof typeof WIDTHS,
    { width: number; height: number },
  ][]) {
    await page.setViewportSize(viewport);
    for (const url of urls) {
      const started = Date.now();
      await page.goto(url);
      try {
        await settle(page);
      } catch (error) {
        // Reported with the rest, so one slow screen does not hide the others' findings.
        findings.push({ where: `${url} (${width})`, rule: 'settle', impact: '', help: String(error), nodes: [] });
        continue;
      }
      if (process.env.A11Y_TIMING) console.warn(`${url} ${width}: load ${Date.now() - started} ms`);
      for (const round of [1, 2]) {
        // The second mode changes colours only: the structure was audited in the first.
        await check(`${url} (${mode}, ${width})`, undefined, round === 2);
        for (const overlay of overlays.filter((o) => o.width === width && (o.url ?? urls[0]) === url)) {
          await page.getByRole('button', { name: overlay.opener }).first().click();
          await quiet(page);
          await check(
            `${url} + ${String(overlay.opener)} (${mode}, ${width})`,
            '.MuiModal-root:not(.MuiModal-hidden)',
            round === 2,
          );
          await page.keyboard.press('Escape');
          await page.locator('.MuiModal-root:not(.MuiModal-hidden)').waitFor({ state: 'detached' });
        }
        if (round === 2) break;
        mode = mode === 'light' ? 'dark' : 'light';
        await switchMode(page, mode);
      }
    }
  }
  await context.close();
  expect(report(findings)).toBe('');
  expect(realErrors(errors)).toEqual([]);
}

async function signedIn(credentials: Credentials): Promise<BrowserContext> {
  const context = await browser.newContext('desktop');
  await signInViaApi(context, credentials);
  return context;
}

/** The signed-in header's menus and drawers. */
const HEADER_OVERLAYS: Overlay[] = [
  { opener: 'Mở menu', width: 'phone' },
  { opener: 'Cài đặt giao diện', width: 'phone' },
  { opener: /^Thông báo/, width: 'desktop' },
  { opener: /^Tài khoản:/, width: 'desktop' },
];

const MINUTES = 60_000;

describe('every screen passes axe (no serious or critical violation), light and dark, phone and desktop', () => {
  it(
    'the visitor’s screens',
    async () => {
      await walk(
        await browser.newContext('desktop'),
        [
          '/landing',
          '/auth',
          '/auth/register',
          '/auth/register/complete-signup?email=lan.pham%40ktx.test',
          '/auth/forgot-password',
          '/auth/reset-password?email=lan.pham%40ktx.test',
          '/regulations',
          '/banned',
          '/401',
          '/404',
        ],
        [{ opener: 'Cài đặt giao diện', width: 'phone' }],
      );
    },
    5 * MINUTES,
  );

  it(
    'the student’s screens',
    async () => {
      await walk(
        await signedIn(student),
        [
          '/student',
          '/student/order',
          `/student/order?id=${orderId}`,
          '/student/order/add',
          '/student/account',
          '/student/report',
          '/notifications',
          '/tickets',
          `/tickets?id=${ticketId}`,
          '/regulations',
        ],
        HEADER_OVERLAYS,
      );
    },
    5 * MINUTES,
  );

  it(
    'the staff’s screens',
    async () => {
      await walk(
        await signedIn(staff),
        ['/staff', '/staff/delivery', '/staff/order', '/staff/account', '/notifications', '/tickets'],
        HEADER_OVERLAYS,
      );
    },
    5 * MINUTES,
  );

  it(
    'the admin’s screens',
    async () => {
      await walk(
        adminContext,
        [
          '/dashboard',
          '/dashboard/order',
          `/dashboard/order?id=${orderId}`,
          '/dashboard/order/add',
          '/dashboard/delivery',
          '/dashboard/services',
          '/dashboard/dormitories',
          '/dashboard/slots',
          '/dashboard/payments',
          '/dashboard/accounts',
          '/dashboard/report',
          '/dashboard/student',
          '/dashboard/staff',
          '/dashboard/security',
          '/dashboard/audit',
          '/notifications',
          '/tickets',
          `/tickets?id=${ticketId}`,
          '/regulations',
        ],
        [...HEADER_OVERLAYS, { opener: /^Thao tác với/, width: 'desktop', url: '/dashboard/accounts' }],
      );
    },
    8 * MINUTES,
  );
});
