import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { readMails, waitForMail } from '../support/mail-catcher';
import { signInNextAs } from '../support/oauth-control';
import { newStudentViaApi, signInViaApi } from '../support/sign-in';

const browser = useBrowser();
const SIGNUP_CODE = /mã xác thực đăng ký tài khoản TSA của bạn là: (\d{6})/i;

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const userMenu = (page: Page) => page.getByRole('button', { name: /^Tài khoản: / });

async function signOutFromMenu(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();
}

function newStudent(firstName: string, lastName: string) {
  const ascii = firstName
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  return newStudentViaApi(inject('admin'), ascii, { firstName, lastName });
}

describe('signing in with Zalo and GitHub', () => {
  it('a new student signs up with Zalo on a phone, completes the profile and places an order', async () => {
    const id = stamp();
    // No picture: the stand-in's default avatar is an outside address the app's CSP refuses.
    await signInNextAs('zalo', { id: `zalo-${id}`, name: 'Trần Thị Mai', picture: '' });
    const email = `mai.tran.${id}@tsa.test`;
    const context = await browser.newContext('phone');
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/auth/register');
    // Zalo comes first: most students use it.
    const providers = page.getByRole('group', { name: 'Đăng ký bằng tài khoản khác' });
    await expect.poll(() => providers.getByRole('link').first().getAttribute('href')).toBe('/api/auth/oauth/zalo');
    await providers.getByRole('link', { name: 'Đăng ký với Zalo' }).click();

    // Back from Zalo (which gives no e-mail): the profile to complete, the token out of the address.
    await page.waitForURL((url) => url.pathname === '/auth/complete');
    await page.getByRole('heading', { level: 1, name: 'Hoàn tất đăng ký' }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.getByText('Bạn đã đăng nhập bằng Zalo với tên Trần Thị Mai. Điền nốt thông tin để đặt giặt.').waitFor();
    expect(await page.getByLabel('Họ', { exact: true }).inputValue()).toBe('Trần Thị');
    expect(await page.getByLabel('Tên', { exact: true }).inputValue()).toBe('Mai');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Gửi mã' }).click();
    await page.getByText(`Đã gửi mã 6 chữ số tới ${email}`).waitFor();
    const { match: code } = await waitForMail(inject('mailDir'), email, SIGNUP_CODE);
    await page.getByLabel('Mã xác thực email').fill(code);
    await page.getByLabel('Số điện thoại').fill('0934 567 890');
    await page.getByRole('combobox', { name: 'Ký túc xá' }).click();
    await page.getByRole('option', { name: 'KTX Khu A', exact: true }).click();
    await page.getByRole('combobox', { name: 'Tòa nhà' }).click();
    await page.getByRole('option', { name: 'A2', exact: true }).click();
    await page.getByLabel('Phòng', { exact: true }).fill('412');
    // The rules first.
    await page.getByRole('button', { name: 'Hoàn tất đăng ký' }).click();
    await page.getByText('Bạn cần đồng ý với nội quy dịch vụ để đăng ký').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hoàn tất đăng ký' }).click();

    await page.waitForURL((url) => url.pathname === '/student');
    await page.getByText('Đăng ký thành công! Chào mừng bạn đến với TSA').waitFor();
    await expect.poll(() => userMenu(page).getAttribute('aria-label')).toBe('Tài khoản: Trần Thị Mai');

    // The new student orders at once: the room came with the sign-up.
    await page.getByRole('link', { name: 'Đặt đơn đầu tiên' }).click();
    await page.getByRole('heading', { level: 1, name: 'Đặt giặt' }).waitFor();
    await page.getByRole('button', { name: 'Thêm Giặt sấy gấp theo kg' }).click();
    await page.getByRole('button', { name: /^Ngày mai / }).click();
    await page.getByRole('button', { name: 'Sáng 07:00–09:00' }).click();
    await page.getByText('KTX Khu A · Tòa A2 · Phòng 412').waitFor();
    await page.getByRole('button', { name: 'Đặt giặt', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Xác nhận đơn giặt' })
      .getByRole('button', { name: 'Xác nhận đặt giặt' })
      .click();
    await page.getByText('Đặt đơn thành công!').waitFor();
    expect(page.url()).toMatch(/\/student\/order\?id=[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an existing student links GitHub on the account page, signs out, and signs in with GitHub', async () => {
    const student = await newStudent('Khoa', 'Phan Đăng');
    const id = stamp();
    // GitHub's user ids are numbers.
    await signInNextAs('github', { id: String(Date.now()), name: 'Phan Đăng Khoa', email: `khoa.${id}@github.test` });
    const context = await browser.newContext('phone');
    await signInViaApi(context, student);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/student/account');
    const card = page.getByRole('region', { name: 'Cách đăng nhập' });
    await card.getByText('Chưa liên kết').first().waitFor();
    await card.getByRole('button', { name: 'Liên kết GitHub' }).click();

    // Through GitHub and back to the account page, which says it once and cleans the address.
    await page.waitForURL((url) => url.pathname === '/student/account');
    await page.getByText('Đã liên kết GitHub với tài khoản của bạn').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await card.getByText(`Phan Đăng Khoa · khoa.${id}@github.test`).waitFor();
    await card.getByRole('button', { name: 'Gỡ liên kết GitHub' }).waitFor();

    await signOutFromMenu(page);
    await page.getByRole('link', { name: 'Đăng nhập với GitHub' }).click();
    // The callback sets only the refresh cookie; the app starts from it and lands at home.
    await page.waitForURL((url) => url.pathname === '/student');
    await expect.poll(() => userMenu(page).getAttribute('aria-label')).toBe('Tài khoản: Phan Đăng Khoa');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Not a check: pictures of the new screens for a person to look at (SHOTS_DIR=… to keep them),
 * phone and desktop, light and dark.
 */
describe.runIf(process.env.SHOTS_DIR)('screenshots of the sign-in screens', () => {
  it('takes them', async () => {
    const dir = process.env.SHOTS_DIR!;
    mkdirSync(dir, { recursive: true });
    const student = await newStudent('Ngân', 'Vũ Kim');
    let shotNumber = 0;
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const mode of ['light', 'dark'] as const) {
        // A number of its own each time: the server waits 60 seconds between codes to one number.
        shotNumber += 1;
        const context = await browser.newContext(viewport);
        await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
        const page = await context.newPage();
        const shot = (name: string) =>
          page.screenshot({ path: `${dir}/${name}-${viewport}-${mode}.png`, fullPage: true });
        await page.goto('/auth');
        await page.getByRole('link', { name: 'Đăng nhập với Zalo' }).waitFor();
        await shot('sign-in');
        await page.goto('/auth?error=auth/user-cancelled');
        await page.getByRole('alert').waitFor();
        await shot('sign-in-error');
        await page.getByRole('button', { name: 'Đăng nhập bằng số điện thoại' }).click();
        await page.getByLabel('Số điện thoại', { exact: true }).fill(`0912 345 67${shotNumber}`);
        await shot('phone-number');
        await page.getByRole('button', { name: 'Gửi mã' }).click();
        await page.getByLabel('Mã xác thực', { exact: true }).waitFor();
        await shot('phone-code');

        await signInNextAs('x', { id: `x-${stamp()}`, name: 'Đỗ Minh Quân', picture: '' });
        await page.goto('/auth/register');
        await page.getByRole('link', { name: 'Đăng ký với X (Twitter)' }).click();
        await page.waitForURL((url) => url.pathname === '/auth/complete');
        await page.getByLabel('Email', { exact: true }).waitFor();
        await shot('complete');

        await signInNextAs('facebook', { id: `fb-${stamp()}`, name: 'Vũ Kim Ngân', email: student.email, picture: '' });
        await page.goto('/auth');
        await page.getByRole('link', { name: 'Đăng nhập với Facebook' }).click();
        await page.waitForURL((url) => url.pathname === '/auth/link');
        await page.getByRole('heading', { level: 1, name: 'Liên kết Facebook' }).waitFor();
        await shot('link');

        await signInViaApi(context, student);
        await page.goto('/student/account');
        const card = page.getByRole('region', { name: 'Cách đăng nhập' });
        await card.getByRole('button', { name: 'Liên kết GitHub' }).waitFor();
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: `${dir}/account-card-${viewport}-${mode}.png` });
        await context.close();
      }
    }
    expect(await readMails(inject('mailDir'), student.email)).toBeDefined();
  }, 240_000);
});
