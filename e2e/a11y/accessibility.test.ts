import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser, type VIEWPORTS, watchErrors } from '../support/browser';
import { apiAs, signInViaApi, type Credentials, type SignedInUser } from '../support/sign-in';

/**
 * Every screen of every role, in light and dark, on a phone and a desktop, checked by axe:
 * a serious or critical violation fails the run, and the report names the rule, the screen
 * and the node so the fix can start from the message alone.
 */
const browser = useBrowser();

const MODES = ['light', 'dark'] as const;
const WIDTHS = ['phone', 'desktop'] as const satisfies readonly (keyof typeof VIEWPORTS)[];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const stamp = Date.now().toString(36);
const student: Credentials = { email: `a11y.student.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
const staff: Credentials = { email: `a11y.staff.${stamp}@tsa.test`, password: 'Nhan-vien-2026' };
let orderId = '';

async function tokenOf(credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/signin?mobile=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in ${credentials.email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  const admin = await tokenOf(inject('admin'));
  const address = { phoneNumber: '0901234567', dormitory: 'KTX Khu A', building: 'A2', room: '305' };
  await apiAs<SignedInUser>(admin, 'POST', '/users', {
    ...student,
    firstName: 'Hà',
    lastName: 'Trần Thu',
    role: 'STUDENT',
    ...address,
  });
  await apiAs<SignedInUser>(admin, 'POST', '/users', { ...staff, firstName: 'Nam', lastName: 'Đỗ Văn', role: 'STAFF' });
  const studentToken = await tokenOf(student);
  const services = await apiAs<{ id: string; minQuantity: number }[]>(studentToken, 'GET', '/services');
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  const order = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: services
      .slice(0, 2)
      .map((service) => ({ serviceId: service.id, quantity: Math.max(1, service.minQuantity) })),
    pickupDate: tomorrow,
    pickupSlot: '17-19',
    note: 'Đồ trắng giặt riêng',
  });
  orderId = order.id;
  // A second, finished order, so lists show more than one status.
  const done = await apiAs<{ id: string }>(studentToken, 'POST', '/orders', {
    items: [{ serviceId: services[0]!.id, quantity: Math.max(1, services[0]!.minQuantity) }],
    pickupDate: tomorrow,
    pickupSlot: '07-09',
  });
  await apiAs(studentToken, 'POST', `/orders/${done.id}/cancel`, { reason: 'Đổi lịch' });
});

/** Waits until the page has settled: data loaded, skeletons and entry transitions over. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => !document.querySelector('.MuiSkeleton-root, .MuiLinearProgress-root[role="progressbar"]'),
    null,
    {
      timeout: 10_000,
    },
  );
  // MUI's fades and grows last up to 300 ms; axe measures colours mid-transition otherwise.
  await page.waitForTimeout(400);
}

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  // Only violations are reported back: passes and incompletes would double axe's time here.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
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

/** Signs in once per width, then walks every page in each mode. */
async function walk(urls: readonly string[], credentials: Credentials | null): Promise<void> {
  const findings: Finding[] = [];
  const errors: string[] = [];
  for (const width of WIDTHS) {
    const context: BrowserContext = await browser.newContext(width);
    if (credentials) await signInViaApi(context, credentials);
    const page = await context.newPage();
    errors.push(...watchErrors(page));
    for (const mode of MODES) {
      await page.goto('/404');
      await page.evaluate((value) => localStorage.setItem('mui-mode', value), mode);
      for (const url of urls) {
        const started = Date.now();
        await page.goto(url);
        await settle(page);
        const loaded = Date.now();
        findings.push(...(await audit(page, `${url} (${mode}, ${width})`)));
        if (process.env.A11Y_TIMING)
          console.warn(`${url} ${mode} ${width}: load ${loaded - started} ms, axe ${Date.now() - loaded} ms`);
      }
    }
    await context.close();
  }
  expect(report(findings)).toBe('');
  expect(errors).toEqual([]);
}

const MINUTES = 60_000;

describe('every screen passes axe (no serious or critical violation), light and dark, phone and desktop', () => {
  it(
    'the visitor’s screens',
    async () => {
      await walk(
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
        null,
      );
    },
    6 * MINUTES,
  );

  it(
    'the student’s screens',
    async () => {
      await walk(
        [
          '/student',
          '/student/order',
          `/student/order?id=${orderId}`,
          '/student/order/add',
          '/student/account',
          '/student/report',
          '/notifications',
          '/tickets',
          '/regulations',
        ],
        student,
      );
    },
    6 * MINUTES,
  );

  it(
    'the staff’s screens',
    async () => {
      await walk(['/staff', '/staff/delivery', '/staff/order', '/staff/account', '/notifications', '/tickets'], staff);
    },
    6 * MINUTES,
  );

  it(
    'the admin’s screens',
    async () => {
      await walk(
        [
          '/dashboard',
          '/dashboard/order',
          `/dashboard/order?id=${orderId}`,
          '/dashboard/order/add',
          '/dashboard/delivery',
          '/dashboard/services',
          '/dashboard/accounts',
          '/dashboard/report',
          '/dashboard/student',
          '/dashboard/staff',
          '/notifications',
          '/tickets',
        ],
        inject('admin'),
      );
    },
    8 * MINUTES,
  );
});
