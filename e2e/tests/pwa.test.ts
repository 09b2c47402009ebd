import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser, watchErrors } from '../support/browser';
import { apiAs, apiSignIn, signInViaApi, type SignedInUser } from '../support/sign-in';

const browser = useBrowser();
const dist = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/** Waits until the service worker is active and controls the page (it claims on first install). */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

async function newStaffMember(tag: string): Promise<{ email: string; password: string }> {
  const admin = await apiSignIn(inject('admin'));
  const staff = { email: `nv.${tag}.${Date.now()}@tsa.test`, password: 'Nhan-vien-2026' };
  await apiAs<SignedInUser>(admin.accessToken, 'POST', '/users', {
    ...staff,
    firstName: 'Hà',
    lastName: 'Trần Thu',
    role: 'STAFF',
    phoneNumber: `09${String(Date.now()).slice(-8)}`,
  });
  return staff;
}

describe('installable, cached, compressed', () => {
  it('sends compressed assets cached for a year, index.html and the worker revalidated, no source maps', async () => {
    const html = await fetch(`${baseUrl()}/auth`, { headers: { 'accept-encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const page = await html.text();
    const entry = page.match(/\/assets\/index-[\w-]+\.js/)?.[0];
    expect(entry).toBeTruthy();

    for (const encoding of ['br', 'gzip']) {
      const script = await fetch(`${baseUrl()}${entry}`, { headers: { 'accept-encoding': encoding } });
      expect(script.status).toBe(200);
      expect(script.headers.get('content-encoding')).toBe(encoding);
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const worker = await fetch(`${baseUrl()}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${baseUrl()}${entry}.map`)).status).toBe(404);
    // Nor does the bundle point to one.
    expect(await (await fetch(`${baseUrl()}${entry}`)).text()).not.toContain('sourceMappingURL');
  });

  it('links a Vietnamese web manifest with the brand colour, standalone display and 192/512/maskable icons', async () => {
    const { page, errors } = await browser.newPage('phone');
    await page.goto('/auth');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(href!, baseUrl()))).json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      lang: 'vi',
      theme_color: '#2970FF',
      display: 'standalone',
      start_url: '/',
      short_name: 'TSA',
    });
    expect(manifest.name).toMatch(/Giặt sấy/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, baseUrl()));
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the Vietnamese offline page when the network is gone', async () => {
    const context = await browser.newContext('phone', { serviceWorkers: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).waitFor();
    await controlledBy(page);

    await context.setOffline(true);
    await page.goto('/student/order');
    await page.getByRole('heading', { level: 1, name: 'Bạn đang ngoại tuyến' }).waitFor();
    expect(await page.getByRole('link', { name: 'Thử lại' }).isVisible()).toBe(true);

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Thử lại' }).click();
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the staff’s tasks of today readable offline, marked as the copy of when it was fetched', async () => {
    const staff = await newStaffMember('offline');

    const context = await browser.newContext('phone', { serviceWorkers: true });
    await signInViaApi(context, staff);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/staff/delivery');
    await page.getByText('Không có nhiệm vụ nào trong ngày này').waitFor();
    await controlledBy(page);
    expect(await page.getByTestId('offline-copy-notice').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByTestId('offline-copy-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Bản ngoại tuyến.*Đây là bản tải lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await page.getByText('Không có nhiệm vụ nào trong ngày này').waitFor();
    await context.setOffline(false);
    // The notice goes with the first answer once the signal is back, not when the live
    // connection happens to reconnect seconds later.
    await notice.waitFor({ state: 'detached', timeout: 3000 });
    // Offline, the profile and socket requests failed: those are the network's, not the app's, errors.
    expect(errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    await context.close();
  });

  it('opens every staff screen offline once the staff area has been opened online', async () => {
    const staff = await newStaffMember('screens');
    const context = await browser.newContext('phone', { serviceWorkers: true });
    await signInViaApi(context, staff);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/staff/delivery');
    await page.getByText('Không có nhiệm vụ nào trong ngày này').waitFor();
    await controlledBy(page);
    // The other screens' code arrives while the staff member reads this one.
    await page.waitForFunction(() =>
      ['staff-home-page-', 'staff-orders-page-', 'notifications-page-', 'tickets-page-', 'snackbar-host-'].every(
        (chunk) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/assets/${chunk}`)),
      ),
    );

    await context.setOffline(true);
    const open = async (label: string, heading: string) => {
      await page.getByRole('button', { name: 'Mở menu' }).click();
      await page.getByTestId('nav-drawer').getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    };
    await open('Hôm nay', 'Công việc hôm nay');
    await open('Xử lý đơn', 'Xử lý đơn');
    await open('Thông báo', 'Thông báo');
    // A new page load in a dead spot: the worker's shell, then the kept code.
    await page.goto('/staff');
    await page.getByRole('heading', { level: 1, name: 'Công việc hôm nay' }).waitFor();
    expect(await page.getByText('Đã có phiên bản mới').count()).toBe(0);
    await context.setOffline(false);
    expect(errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    await context.close();
  });

  it('offers "Có phiên bản mới — Tải lại" when a new version is out, and reloads into it', async () => {
    const context = await browser.newContext('phone', { serviceWorkers: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/landing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await controlledBy(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // A release: the worker's bytes change (the server reads the files on each request).
    const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));
    const originals = files.map((file) => readFileSync(file));
    try {
      const next = Buffer.concat([originals[0]!, Buffer.from(`\n// release ${Date.now()}\n`)]);
      writeFileSync(files[0]!, next);
      writeFileSync(files[1]!, brotliCompressSync(next));
      writeFileSync(files[2]!, gzipSync(next));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const prompt = page.getByText('Có phiên bản mới');
      await prompt.waitFor();
      const reloaded = page.waitForEvent('framenavigated');
      await page.getByRole('button', { name: 'Tải lại' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Có phiên bản mới').count()).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      ).toBeNull();
    } finally {
      files.forEach((file, index) => writeFileSync(file, originals[index]!));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
