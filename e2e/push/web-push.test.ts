import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, CHROMIUM_PATH, VIEWPORTS } from '../support/browser';
import { startGcmStandIn, type GcmStandIn } from '../support/gcm-stand-in';
import { apiAs, apiSignIn, signInViaApi } from '../support/sign-in';

/*
 * A real browser subscription. Push needs a browser profile (an incognito context cannot
 * subscribe), so this file launches its own persistent Chromium, with its GCM traffic sent to a
 * loopback stand-in for Google. What the server then sends to the subscription's endpoint is
 * covered by the server tests (push.test.ts): the endpoint Chromium builds is on a Google host
 * this offline machine cannot reach.
 */
describe('Web Push in Chromium', () => {
  let gcm: GcmStandIn;
  let profile: string;
  let context: BrowserContext;

  beforeAll(async () => {
    gcm = await startGcmStandIn();
    profile = mkdtempSync(path.join(tmpdir(), 'tsa-e2e-push-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', ...gcm.switches],
      baseURL: baseUrl(),
      viewport: VIEWPORTS.phone,
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
  });
  afterAll(async () => {
    await context?.close();
    await gcm?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('a student turns push on from the account page and the browser subscription reaches the server', async () => {
    const { accessToken: adminToken } = await apiSignIn(inject('admin'));
    const student = { email: `day.${Date.now().toString(36)}@ktx.test`, password: 'Thong-bao-2026' };
    await apiAs(adminToken, 'POST', '/users', { ...student, firstName: 'Lan', lastName: 'Phạm', role: 'STUDENT' });
    await signInViaApi(context, student);
    const { publicKey } = await apiAs<{ publicKey: string }>(adminToken, 'GET', '/outreach/push/key');

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/student/account');
    const settings = page.getByRole('region', { name: 'Thông báo' });
    const deviceSwitch = settings.getByLabel('Bật thông báo trên thiết bị này');
    await deviceSwitch.waitFor();
    expect(await deviceSwitch.isChecked()).toBe(false);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/push/subscriptions') && r.request().method() === 'POST',
    );
    // A click, not check(): the switch turns on only once the browser has subscribed and the
    // server has kept it, which takes longer than Playwright's check() waits for.
    await deviceSwitch.click();
    const response = await saved;
    expect(response.status()).toBe(204);
    await expect.poll(() => deviceSwitch.isChecked()).toBe(true);

    // Chromium registered with the server's VAPID key as the sender…
    const ours = gcm.registrations.find((r) => r.get('sender') === publicKey);
    expect(ours?.get('X-subtype')).toContain(`wp:${baseUrl()}/`);
    // …and what reached the server is the subscription pushManager made: the push service's
    // endpoint for that registration, and the browser's own keys for encrypting to it.
    const sent = response.request().postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    expect(sent.endpoint).toMatch(new RegExp(`^https://[^/]+/fcm/send/${gcm.token}$`));
    const inBrowser = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return (await registration?.pushManager.getSubscription())?.toJSON();
    });
    expect(inBrowser).toMatchObject({ endpoint: sent.endpoint, keys: sent.keys });
    expect(Buffer.from(sent.keys.p256dh, 'base64url')).toHaveLength(65);

    // The switch stays on after a reload, and turning it off forgets the device on both sides.
    await page.reload();
    await deviceSwitch.waitFor();
    expect(await deviceSwitch.isChecked()).toBe(true);
    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/push/subscriptions') && r.request().method() === 'DELETE',
    );
    await deviceSwitch.click();
    expect((await removed).status()).toBe(204);
    await expect.poll(() => deviceSwitch.isChecked()).toBe(false);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return (await registration?.pushManager.getSubscription()) === null;
      }),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
