import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser, watchErrors } from '../support/browser';
import { freshTotpCode } from '../support/second-factor';
import { apiAs, apiSignIn, signInViaApi } from '../support/sign-in';

const browser = useBrowser();
const dataDir = () => path.dirname(inject('mailDir'));

/** The first step answers 401 auth/multi-factor-auth-required on purpose; Chromium logs it. */
const EXPECTED_401 = 'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)';

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();
}

describe('second factor', () => {
  it('a student enrols an authenticator, then signs in with a code and with a recovery code', async () => {
    const credentials = { email: `hai.buoc.${Date.now().toString(36)}@ktx.test`, password: 'Hai-buoc-2026' };
    const { accessToken } = await apiSignIn(inject('admin'));
    await apiAs(accessToken, 'POST', '/users', {
      ...credentials,
      firstName: 'Vy',
      lastName: 'Đặng Thảo',
      role: 'STUDENT',
    });

    const context = await browser.newContext('phone');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl()}/auth`);
    await signInWithForm(page, credentials.email, credentials.password);
    await page.waitForURL((url) => url.pathname === '/student');

    // Enrol on the account page: the secret under the QR code feeds the test's authenticator.
    await page.goto(`${baseUrl()}/student/account`);
    const card = page.getByRole('region', { name: 'Xác thực hai bước' });
    await card.getByRole('button', { name: 'Bật xác thực hai bước' }).click();
    await card.getByRole('img', { name: 'Mã QR để thêm TSA vào ứng dụng xác thực' }).waitFor();
    const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
    await card.getByLabel('Mã xác thực').fill(await freshTotpCode(dataDir(), secret));
    await card.getByRole('button', { name: 'Xác nhận và bật' }).click();
    const codes = card.getByRole('list', { name: 'Mã khôi phục' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.nth(3).textContent())!.trim();
    await card.getByRole('button', { name: 'Tôi đã lưu các mã' }).click();
    await card.getByText('Đang bật').waitFor();
    await expect(card.getByTestId('totp-secret').count()).resolves.toBe(0);

    // Sign in again: the password leads to the second step, where the code finishes it.
    await signOutFromMenu(page);
    await signInWithForm(page, credentials.email, credentials.password);
    await page.getByRole('heading', { name: 'Xác thực hai bước' }).waitFor();
    const codeField = page.getByLabel('Nhập mã xác thực 6 chữ số');
    await expect(codeField.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await codeField.fill(await freshTotpCode(dataDir(), secret));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/student');

    // And with a recovery code instead of the phone.
    await signOutFromMenu(page);
    await signInWithForm(page, credentials.email, credentials.password);
    await page.getByRole('button', { name: 'Dùng mã khôi phục' }).click();
    await page.getByLabel('Mã khôi phục').fill(recoveryCode);
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await page.waitForURL((url) => url.pathname === '/student');

    expect(errors.filter((error) => error !== EXPECTED_401)).toEqual([]);
    await context.close();
  });

  it('an admin resets a staff member’s authenticator in the browser; the password alone then signs them in', async () => {
    const stamp = Date.now().toString(36);
    const credentials = { email: `mat.dien.thoai.${stamp}@tsa.test`, password: 'Nhan-vien-2026' };
    const adminContext = await browser.newContext('desktop');
    const admin = await signInViaApi(adminContext, inject('admin'));
    await apiAs(admin.accessToken, 'POST', '/users', {
      ...credentials,
      firstName: 'Tâm',
      lastName: 'Hồ Minh',
      role: 'STAFF',
    });
    // The staff member turned the authenticator on, then lost the phone and the recovery codes.
    const staff = await apiSignIn(credentials);
    const { secret } = await apiAs<{ secret: string }>(staff.accessToken, 'POST', '/auth/second-factor/totp');
    await apiAs(staff.accessToken, 'POST', '/auth/second-factor/totp/confirm', {
      code: await freshTotpCode(dataDir(), secret),
    });

    const page = await adminContext.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl()}/dashboard/staff?search=${encodeURIComponent(credentials.email)}`);
    const row = page.getByRole('row').filter({ hasText: credentials.email });
    await row.getByText('Ứng dụng xác thực').waitFor();
    await row.getByRole('button', { name: 'Thao tác với Hồ Minh Tâm' }).click();
    await page.getByRole('menuitem', { name: 'Đặt lại xác thực hai bước' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đặt lại xác thực hai bước của Hồ Minh Tâm?' });
    await dialog.getByText('Lần đăng nhập sau chỉ cần mật khẩu', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Đặt lại' }).click();
    await page.getByText('Đã đặt lại xác thực hai bước của Hồ Minh Tâm').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Chưa bật').waitFor();
    expect(errors).toEqual([]);

    // The lost phone's session ended with the reset.
    const stale = await fetch(`${baseUrl()}/api/users/profile`, {
      headers: { Authorization: `Bearer ${staff.accessToken}` },
    });
    expect(stale.status).toBe(401);

    // The staff member signs in on a new phone with the password alone.
    const phone = await browser.newContext('phone');
    const staffPage = await phone.newPage();
    const staffErrors = watchErrors(staffPage);
    await staffPage.goto(`${baseUrl()}/auth`);
    await signInWithForm(staffPage, credentials.email, credentials.password);
    await staffPage.waitForURL((url) => url.pathname === '/staff');
    expect(await staffPage.getByRole('heading', { name: 'Xác thực hai bước' }).count()).toBe(0);
    expect(staffErrors).toEqual([]);

    // The security log says who reset whose.
    const log = await apiAs<{ items: { actor: { email: string }; target: { id: string } | null }[] }>(
      admin.accessToken,
      'GET',
      '/audit-events?action=mfa.reset',
    );
    expect(log.items.find((event) => event.target?.id === staff.user.id)?.actor.email).toBe(inject('admin').email);

    await adminContext.close();
    await phone.close();
  });
});
