import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { apiAs, signInViaApi } from '../support/sign-in';

const browser = useBrowser();

const LIGHT_BACKGROUND = 'rgb(246, 247, 251)';
const DARK_BACKGROUND = 'rgb(11, 15, 25)';
/** The brand blue #2970FF: the progress bar and the logo. */
const BLUE = 'rgb(41, 112, 255)';
/** Buttons carry the nearest shade of the preset that reads at 4.5:1 (decision 025). */
const BUTTON_BLUE = 'rgb(36, 98, 224)';
const BUTTON_GREEN = 'rgb(14, 121, 68)';

function landingHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: /Giặt sấy tận phòng/ });
}

function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

describe('app shell', () => {
  it('shows the startup overlay while the app loads, then the landing page', async () => {
    const { page, errors } = await browser.newPage();
    // Hold the main bundle back so the static overlay of index.html stays on screen until looked at.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(index|framework)-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });

    const overlay = page.getByTestId('startup-overlay');
    await overlay.waitFor({ state: 'visible' });
    expect(await overlay.textContent()).toContain('Hệ thống đang khởi động, vui lòng đợi…');
    expect(await overlay.evaluate((element) => element.classList.contains('tsa-boot'))).toBe(true);
    expect(await overlay.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1400');

    release();
    await landingHeading(page).waitFor();
    expect(await overlay.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/landing');
    expect(await page.title()).toBe('TSA');
    // The live price list from the catalogue.
    await page.getByText('15.000 ₫').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('remembers dark mode across a reload', async () => {
    const { page, errors } = await browser.newPage();
    await page.goto('/landing');
    await landingHeading(page).waitFor();
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

    await page.getByRole('button', { name: 'Chuyển chế độ sáng/tối' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');

    await page.reload();
    // Dark from the first paint: the static overlay reads the mode before the bundle runs.
    expect(await page.evaluate(() => document.documentElement.dataset.tsaMode)).toBe('dark');
    await landingHeading(page).waitFor();
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes the primary colour with a preset, and keeps it', async () => {
    const { page, errors } = await browser.newPage();
    await page.goto('/landing');
    // includeHidden: while the settings drawer is open the page behind it is aria-hidden.
    const cta = page.getByRole('link', { name: 'Đăng ký ngay', includeHidden: true });
    await cta.waitFor();
    expect(await backgroundOf(cta)).toBe(BUTTON_BLUE);

    await page.getByRole('button', { name: 'Cài đặt giao diện' }).click();
    await page.getByRole('button', { name: 'Xanh lá' }).click();
    await expect.poll(() => backgroundOf(cta)).toBe(BUTTON_GREEN);
    expect(await page.evaluate(() => localStorage.getItem('tsa-preset'))).toBe('green');
    await page.getByRole('button', { name: 'Đóng' }).click();

    await page.reload();
    await cta.waitFor();
    await expect.poll(() => backgroundOf(cta)).toBe(BUTTON_GREEN);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown address with the 404 page and a way back', async () => {
    const { page, errors } = await browser.newPage();
    await page.goto('/khong-co-trang-nay');
    await page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' }).waitFor();
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await landingHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/landing');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the navigation drawer on a phone and navigates with a progress bar', async () => {
    // The student area is for signed-in students: one made by the admin, signed in by the API.
    const adminContext = await browser.newContext();
    const admin = await signInViaApi(adminContext, inject('admin'));
    await adminContext.close();
    const student = { email: `drawer.${Date.now().toString(36)}@tsa.test`, password: 'Sinh-vien-2026' };
    await apiAs(admin.accessToken, 'POST', '/users', {
      ...student,
      firstName: 'Vy',
      lastName: 'Đặng Tường',
      role: 'STUDENT',
      phoneNumber: '0923456789',
      dormitory: 'KTX Khu A',
      building: 'A3',
      room: '207',
    });
    const context = await browser.newContext('phone');
    await signInViaApi(context, student);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/student');
    await page.getByRole('heading', { level: 1, name: /^Chào buổi/ }).waitFor();
    // The fixed sidebar is for wide screens only.
    expect(await page.getByRole('link', { name: 'Đơn của tôi' }).isVisible()).toBe(false);

    await page.evaluate(() => {
      const seen: { height: number; colour: string }[] = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-testid="route-progress"] .MuiLinearProgress-root');
        if (bar && seen.length === 0) {
          const inner = bar.querySelector<HTMLElement>('.MuiLinearProgress-bar');
          seen.push({
            height: bar.getBoundingClientRect().height,
            colour: inner ? getComputedStyle(inner).backgroundColor : '',
          });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });

    await page.getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: 'Đơn của tôi' }).click();

    await page.waitForURL('**/student/order');
    await page.getByRole('heading', { level: 1, name: 'Đơn của tôi' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: unknown[] }).progressSeen);
    expect(seen).toEqual([{ height: 4, colour: BLUE }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
