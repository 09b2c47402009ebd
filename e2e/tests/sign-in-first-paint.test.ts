import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser, watchErrors } from '../support/browser';
import { signInViaApi } from '../support/sign-in';

const browser = useBrowser();

/** Holds every script of the app back until `release()`: the page as a phone sees it on a slow link. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/**
 * /auth on a phone with the app's scripts held back, the page as the build made it; `prepare`
 * sets the browser up first (a session, a stored mode).
 */
async function openHeldSignIn(prepare?: (context: BrowserContext) => Promise<unknown>) {
  const context = await browser.newContext('phone');
  await prepare?.(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts = await holdScripts(page);
  await page.goto(`${baseUrl()}/auth`, { waitUntil: 'commit' });
  return { context, page, errors, scripts };
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Đăng nhập', exact: true });

describe('the sign-in page before its scripts (auth.html, rendered at build time)', () => {
  it('paints the form from the HTML, keeps what is typed into it, and the app adopts it as it is', async () => {
    const { context, page, errors, scripts } = await openHeldSignIn();

    // No script has run: the page is the build's, its button waits for the app.
    await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();
    await expect(signInButton(page).isDisabled()).resolves.toBe(true);
    const { email, password } = inject('admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    // Marks the field, to see below that the app kept the very element (hydration), not a copy.
    await page.getByLabel('Mật khẩu', { exact: true }).evaluate((field) => field.setAttribute('data-typed-before', ''));

    scripts.release();
    await signInButton(page).and(page.locator(':enabled')).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    const passwordField = page.getByLabel('Mật khẩu', { exact: true });
    await expect(passwordField.inputValue()).resolves.toBe(password);
    await expect(passwordField.getAttribute('data-typed-before')).resolves.toBe('');
    // The visitor stays in the field they were typing in.
    await expect(passwordField.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    // Nothing of the build's copy is left behind: its stylesheet and the hidden overlay are gone.
    await expect(
      page.locator('style[data-prerendered], body > .tsa-boot, #root[data-prerendered]').count(),
    ).resolves.toBe(0);

    // The adopted form signs in: the admin's account asks for its second factor next.
    await signInButton(page).click();
    await page.getByRole('heading', { name: 'Xác thực hai bước' }).waitFor();
    // The password step answers 401 with the challenge; Chromium logs that response, nothing else.
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
    await context.close();
  });

  it('takes the e-mail typed into it along when "Quên mật khẩu?" is tapped as the app adopts the page', async () => {
    const { context, page, errors, scripts } = await openHeldSignIn();
    await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();
    await page.getByLabel('Email').fill('hoa.tran@ktx.vn');
    // The tap lands right as the app has adopted the page (its build copy's marks just removed),
    // before anything else has run: the moment a tap on a busy phone can fall into.
    await page.evaluate(() => {
      const root = document.getElementById('root')!;
      const link = root.querySelector<HTMLAnchorElement>('a[data-carries="email"]')!;
      const adopted = new MutationObserver(() => {
        if (root.hasAttribute('data-prerendered')) return;
        adopted.disconnect();
        link.click();
      });
      adopted.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
    });

    scripts.release();
    await page.getByRole('heading', { level: 1, name: 'Quên mật khẩu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/forgot-password');
    expect(new URL(page.url()).searchParams.get('email')).toBe('hoa.tran@ktx.vn');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('hoa.tran@ktx.vn');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the start-up overlay instead in dark mode, then the app paints the page dark', async () => {
    const { context, page, errors, scripts } = await openHeldSignIn((context) =>
      context.addInitScript(() => localStorage.setItem('mui-mode', 'dark')),
    );

    // The build's copy is light: hidden, the overlay stands in for it.
    await page.getByText('Hệ thống đang khởi động, vui lòng đợi…').waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).isVisible()).resolves.toBe(false);

    scripts.release();
    await signInButton(page).and(page.locator(':enabled')).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 15, 25)');
    await expect(page.locator('style[data-prerendered], body > .tsa-boot').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows the form to a visitor with a session: the overlay, then their home', async () => {
    const { context, page, errors, scripts } = await openHeldSignIn((context) =>
      signInViaApi(context, inject('admin')),
    );

    await page.getByText('Hệ thống đang khởi động, vui lòng đợi…').waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).isVisible()).resolves.toBe(false);

    scripts.release();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});
