import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, CHROMIUM_PATH, CHROMIUM_ARGS, VIEWPORTS, watchErrors } from '../support/browser';
import { startGcmStandIn, type GcmStandIn } from '../support/gcm-stand-in';
import { decryptPush, pushDevice, startPushService, type PushService } from '../support/push-service';
import { apiAs, apiSignIn, signInViaApi, type Session } from '../support/sign-in';

/*
 * A real browser subscription. This file launches its own Chromium: push needs a profile on
 * disk (the shared browser's contexts are incognito, where subscribe answers "permission
 * denied"), and Chromium's GCM traffic goes to a loopback stand-in for Google (this machine is
 * offline). Chromium then really subscribes: pushManager.subscribe asks the stand-in for a
 * registration with the server's VAPID key and builds the endpoint from its token.
 */
/** What the switch says under it once it knows whether this browser is subscribed. */
const OFF_HINT = 'Nhận thông báo trên điện thoại hoặc máy tính này cả khi đã đóng TSA.';
const ON_HINT = 'Thiết bị này đang nhận thông báo đẩy.';

describe('Web Push in Chromium', () => {
  let gcm: GcmStandIn;
  let pushService: PushService;
  let profile: string;
  let context: BrowserContext;
  let adminToken: string;

  beforeAll(async () => {
    gcm = await startGcmStandIn();
    pushService = await startPushService();
    profile = mkdtempSync(path.join(tmpdir(), 'tsa-e2e-push-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...gcm.switches],
      baseURL: baseUrl(),
      viewport: VIEWPORTS.phone,
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    adminToken = (await apiSignIn(inject('admin'))).accessToken;
  });
  afterAll(async () => {
    await context?.close();
    await gcm?.close();
    await pushService?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  async function newStudent(name: string) {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const credentials = { email: `${name}.${stamp}@ktx.test`, password: 'Thong-bao-2026' };
    await apiAs(adminToken, 'POST', '/users', {
      ...credentials,
      firstName: 'Lan',
      lastName: 'Phạm',
      role: 'STUDENT',
      phoneNumber: '0901234567',
      dormitory: 'KTX Khu B',
      building: 'B1',
      room: '101',
    });
    return credentials;
  }

  const subscriptionRequest = (page: Page, method: 'POST' | 'DELETE') =>
    page.waitForResponse(
      (r) => r.url().endsWith('/api/outreach/push/subscriptions') && r.request().method() === method,
    );
  const browserSubscription = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return (await registration?.pushManager.getSubscription())?.toJSON() ?? null;
    });

  it('a student turns push on from the account page and the browser subscription reaches the server', async () => {
    const student = await newStudent('tai.khoan');
    await signInViaApi(context, student);
    const { publicKey } = await apiAs<{ publicKey: string }>(adminToken, 'GET', '/outreach/push/key');

    const page = await context.newPage();
    const errors = watchErrors(page);
    // The first visit: the service worker is still installing when the switch is clicked.
    await page.goto('/student/account');
    const settings = page.getByRole('region', { name: 'Thông báo' });
    const deviceSwitch = settings.getByLabel('Bật thông báo trên thiết bị này');
    // The switch reads this browser's subscription before it shows a state.
    await settings.getByText(OFF_HINT).waitFor();
    expect(await deviceSwitch.isChecked()).toBe(false);

    const saved = subscriptionRequest(page, 'POST');
    // A click, not check(): the switch turns on only once the browser has subscribed and the
    // server has kept it, which takes longer than Playwright's check() waits for.
    await deviceSwitch.click();
    const response = await saved;
    expect(response.status()).toBe(204);
    await page.getByText('Đã bật thông báo trên thiết bị này').waitFor();
    await settings.getByText(ON_HINT).waitFor();
    expect(await deviceSwitch.isChecked()).toBe(true);

    // Chromium registered with the server's VAPID key as the sender…
    const ours = gcm.registrations.find((r) => r.get('sender') === publicKey);
    expect(ours?.get('X-subtype')).toContain(`wp:${baseUrl()}/`);
    // …and what reached the server is the subscription pushManager made: the push service's
    // endpoint for that registration, and the browser's own keys for encrypting to it.
    const sent = response.request().postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    expect(sent.endpoint).toMatch(new RegExp(`^https://[^/]+/fcm/send/${gcm.token}$`));
    expect(await browserSubscription(page)).toMatchObject({ endpoint: sent.endpoint, keys: sent.keys });
    expect(Buffer.from(sent.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(sent.keys.auth, 'base64url')).toHaveLength(16);

    // The switch stays on after a reload, and turning it off forgets the device on both sides.
    await page.reload();
    await settings.getByText(ON_HINT).waitFor();
    expect(await deviceSwitch.isChecked()).toBe(true);
    const removed = subscriptionRequest(page, 'DELETE');
    await deviceSwitch.click();
    expect((await removed).status()).toBe(204);
    expect((await removed).request().postDataJSON()).toEqual({ endpoint: sent.endpoint });
    await settings.getByText(OFF_HINT).waitFor();
    expect(await deviceSwitch.isChecked()).toBe(false);
    expect(await browserSubscription(page)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('turned on from the bell, the push the server sends for a new order shows its notification, whose link opens that order', async () => {
    const credentials = await newStudent('chuong');
    const session: Session = await signInViaApi(context, credentials);
    const preferences = await apiAs<{ quietHours: { enabled: boolean } }>(
      session.accessToken,
      'GET',
      '/outreach/preferences',
    );
    // Whatever the hour of the run, this push is not held back until morning.
    await apiAs(session.accessToken, 'PUT', '/outreach/preferences', {
      ...preferences,
      quietHours: { ...preferences.quietHours, enabled: false },
    });

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/student/order');
    await page.getByRole('button', { name: /^Thông báo/ }).click();
    const bellMenu = page.getByRole('dialog', { name: 'Thông báo mới nhất' });
    const deviceSwitch = bellMenu.getByLabel('Bật thông báo trên thiết bị này');
    await bellMenu.getByText(OFF_HINT).waitFor();
    const saved = subscriptionRequest(page, 'POST');
    await deviceSwitch.click();
    expect((await saved).status()).toBe(204);
    await bellMenu.getByText(ON_HINT).waitFor();
    expect(await deviceSwitch.isChecked()).toBe(true);
    await page.keyboard.press('Escape');

    // Google's push service, which would carry the server's message to Chromium, cannot be
    // reached from here. So the student also has a second device on a loopback push service:
    // what the server sends there is decrypted, and handed to Chromium's service worker as the
    // push event's data (DevTools' ServiceWorker.deliverPushMessage), as Chromium would on
    // receiving it.
    const phone = pushDevice();
    await apiAs(session.accessToken, 'POST', '/outreach/push/subscriptions', {
      endpoint: pushService.endpoint(`/phone/${session.user.id}`),
      keys: phone.keys,
    });
    const [service] = await apiAs<{ id: string; minQuantity: number }[]>(session.accessToken, 'GET', '/services');
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const order = await apiAs<{ id: string; code: string }>(session.accessToken, 'POST', '/orders', {
      items: [{ serviceId: service!.id, quantity: Math.max(1, service!.minQuantity) }],
      pickupDate: tomorrow,
      pickupSlot: '17-19',
    });
    // The order's own push: a night-before reminder (another file saving the floor settings, or
    // the hour of the run) may reach the same phone first.
    const toPhone = () =>
      pushService.received
        .filter((r) => r.path === `/phone/${session.user.id}`)
        .map((r) => decryptPush(r.body, phone))
        .find((payload) => payload.includes(`Đơn ${order.code}: Chờ xác nhận`));
    await expect.poll(toPhone, { timeout: 20_000 }).toBeDefined();
    const payload = toPhone()!;

    const devtools = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await devtools.send('ServiceWorker.enable');
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const notifications = (await registration?.getNotifications()) ?? [];
        return notifications.map((n) => ({ title: n.title, body: n.body, link: (n.data as { link: string }).link }));
      });
    // DevTools answers before the push event runs and never says how it went; here about one
    // delivery in five shows nothing at all (no error either), so a push that shows nothing is
    // delivered again. The notification's tag makes a repeat replace it, not add one.
    for (let attempt = 0; attempt < 4 && (await shown()).length === 0; attempt += 1) {
      await devtools.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl(),
        registrationId: await registrationId,
        data: payload,
      });
      await expect
        .poll(async () => (await shown()).length, { timeout: 3000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
    }
    expect(await shown()).toEqual([
      {
        title: `Đơn ${order.code}: Chờ xác nhận`,
        body: expect.stringContaining('Đã nhận đơn giặt của bạn'),
        link: `/student/order?id=${order.id}`,
      },
    ]);

    // Nothing can click a notification in Chromium from a test (DevTools has no command for it,
    // and a notificationclick that a script dispatches is not the browser's: the worker may not
    // open or focus a window for it), so the test goes where the click leads: the order's screen.
    await page.goto((await shown())[0]!.link);
    await page.getByRole('dialog', { name: new RegExp(order.code) }).waitFor();
    expect(errors).toEqual([]);
  });
});
