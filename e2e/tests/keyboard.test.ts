import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { apiAs, apiSignIn, signInViaApi, type SignedInUser } from '../support/sign-in';

const browser = useBrowser();

/** The focused element's accessible-ish name, and whether the browser draws its focus ring. */
async function focused(page: Page): Promise<{ name: string; visible: boolean; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { name: '', visible: false, tag: '' };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { name, visible: element.matches(':focus-visible'), tag: element.tagName };
  });
}

/** Presses Tab until the focused control's name matches, failing after `limit` stops. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    seen.push(now.name);
    if (name.test(now.name)) {
      expect(now.visible, `focus ring on "${now.name}"`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}; stops: ${seen.join(' | ')}`);
}

async function adminToken(): Promise<string> {
  return (await apiSignIn(inject('admin'))).accessToken;
}

describe('the student order form with the keyboard alone', () => {
  it('on a phone: a refused submit focuses the services, then Tab and Enter place the order', async () => {
    const credentials = { email: `phim.${Date.now().toString(36)}@tsa.test`, password: 'Ban-phim-2026' };
    await apiAs<SignedInUser>(await adminToken(), 'POST', '/users', {
      ...credentials,
      firstName: 'Khoa',
      lastName: 'Vũ Đăng',
      role: 'STUDENT',
      phoneNumber: '0907654321',
      dormitory: 'KTX Khu B',
      building: 'B1',
      room: '112',
    });
    const context = await browser.newContext('phone');
    await signInViaApi(context, credentials);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/student/order/add');
    await page.getByRole('heading', { level: 1, name: 'Đặt giặt' }).waitFor();

    // Submitted empty: the services section comes into view with focus, its message on screen.
    await tabTo(page, /^Đặt giặt$/);
    await page.keyboard.press('Enter');
    const message = page.getByText('Vui lòng chọn ít nhất một dịch vụ');
    await message.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[data-invalid="true"]') !== null);
    await expect.poll(async () => (await message.boundingBox())?.y ?? -1, { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
    expect((await message.boundingBox())!.y).toBeLessThan(844);

    // Services, day, window: each reached with Tab and chosen with Enter or Space.
    await tabTo(page, /^Thêm Giặt sấy gấp theo kg/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Thêm Giặt giày/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Ngày mai/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Sáng 07:00–09:00/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Đặt giặt$/);
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('dialog', { name: 'Xác nhận đơn giặt' });
    await confirm.waitFor();
    await tabTo(page, /^Xác nhận đặt giặt$/, 10);
    await page.keyboard.press('Enter');
    await page.getByText('Đặt đơn thành công!').waitFor();
    expect(page.url()).toMatch(/\/student\/order\?id=[0-9a-f-]{36}$/);

    expect(errors).toEqual([]);
    await context.close();
  });
});
