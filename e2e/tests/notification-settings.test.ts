import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser } from '../support/browser';
import { apiAs, apiSignIn, signInViaApi } from '../support/sign-in';

const browser = useBrowser();

async function newStudent(): Promise<{ email: string; password: string }> {
  const admin = inject('admin');
  const { accessToken } = await apiSignIn(admin);
  const student = { email: `thong.bao.${Date.now().toString(36)}@ktx.test`, password: 'Thong-bao-2026' };
  await apiAs(accessToken, 'POST', '/users', { ...student, firstName: 'Minh', lastName: 'Trần', role: 'STUDENT' });
  return student;
}

describe('notification settings', () => {
  it('a student turns order e-mails off on the account page and the server keeps the choice', async () => {
    const credentials = await newStudent();
    const context = await browser.newContext('phone');
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    const { accessToken } = await signInViaApi(context, credentials);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/student/account');

    const settings = page.getByRole('region', { name: 'Thông báo' });
    await settings.getByLabel('Bật thông báo trên thiết bị này').waitFor();
    const orders = settings.getByRole('group', { name: 'Tiến độ đơn giặt' });
    const email = orders.getByRole('checkbox', { name: 'Email' });
    expect(await email.isChecked()).toBe(true);
    await email.uncheck();
    await orders.getByRole('checkbox', { name: 'Báo cả trong giờ yên lặng' }).check();
    await settings.getByRole('button', { name: 'Lưu cài đặt thông báo' }).click();
    await page.getByText('Đã lưu cài đặt thông báo').waitFor();

    const saved = await apiAs<{ kinds: Record<string, { push: boolean; email: boolean; wake: boolean }> }>(
      accessToken,
      'GET',
      '/outreach/preferences',
    );
    expect(saved.kinds.ORDER_PROGRESS).toEqual({ push: true, email: false, wake: true });
    expect(saved.kinds.TICKETS!.email).toBe(true);

    // The bell offers the same switch for this device.
    await page.getByRole('button', { name: /^Thông báo/ }).click();
    await page
      .getByRole('dialog', { name: 'Thông báo mới nhất' })
      .getByLabel('Bật thông báo trên thiết bị này')
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
