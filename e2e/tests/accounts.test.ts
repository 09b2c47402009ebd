import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser } from '../support/browser';
import { readMails, waitForMail } from '../support/mail-catcher';

const browser = useBrowser();

/**
 * Chromium logs every failed request as a console error. The journeys below fail requests on
 * purpose (a wrong password → 401); exactly those lines are expected, nothing else.
 */
function unexpected(errors: string[], statuses: number[] = []): string[] {
  const expected = new Set(
    statuses.map(
      (status) =>
        `console: Failed to load resource: the server responded with a status of ${status} (${STATUS_TEXT[status]})`,
    ),
  );
  return errors.filter((error) => !expected.has(error));
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized' };

const SIGNUP_CODE = /mã xác thực đăng ký tài khoản TSA của bạn là: (\d{6})/i;
const RESET_CODE = /Mã đặt lại mật khẩu của bạn là: (\d{6})/;

function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@ktx.test`;
}

async function mailFiles(email: string): Promise<string[]> {
  return (await readMails(inject('mailDir'), email)).map((mail) => mail.file);
}

/** A student account made through the API's two steps, the code read from the caught e-mail. */
async function createStudent(email: string, password: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { version } = (await (await fetch(`${baseUrl()}/api/regulations`)).json()) as { version: number };
  const seen = await mailFiles(email);
  const started = await post('/auth/signup/initiate', {
    email,
    password,
    firstName: 'Minh',
    lastName: 'Lê Quang',
    acceptedRegulationVersion: version,
  });
  expect(started.status).toBe(202);
  const { match: code } = await waitForMail(inject('mailDir'), email, SIGNUP_CODE, { seen });
  const done = await post('/auth/signup/complete', {
    email,
    code,
    phoneNumber: '0987654321',
    dormitory: 'KTX Khu B',
    building: 'B3',
    room: '412',
  });
  expect(done.status).toBe(201);
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

function userMenu(page: Page) {
  return page.getByRole('button', { name: /^Tài khoản: / });
}

async function signOutFromMenu(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
}

describe('accounts', () => {
  it('signs up with the e-mailed code on a phone and lands on the student home, signed in', async () => {
    const { page, errors } = await browser.newPage('phone');
    const email = uniqueEmail('lan.pham');
    const password = 'Giặt sấy 2026';

    await page.goto('/landing');
    await page.getByRole('link', { name: 'Đăng ký ngay' }).first().click();
    await page.waitForURL('**/auth/register');
    await page.getByRole('heading', { level: 1, name: 'Đăng ký' }).waitFor();

    await page.getByLabel('Họ', { exact: true }).fill('Phạm Thị');
    await page.getByLabel('Tên', { exact: true }).fill('Lan');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    // The policy's rules are ticked as the password is typed.
    const rules = page.getByRole('list', { name: 'Yêu cầu mật khẩu' });
    await expect.poll(() => rules.locator('li[data-ok="true"]').count()).toBeGreaterThanOrEqual(2);
    expect(await rules.locator('li[data-ok="false"]').count()).toBe(0);

    // The regulations must be accepted first.
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByText('Bạn cần đồng ý với nội quy dịch vụ để đăng ký').waitFor();
    await page.getByRole('checkbox').check();
    const seen = await mailFiles(email);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();

    await page.waitForURL('**/auth/register/complete-signup?email=*');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    await page.getByRole('heading', { level: 1, name: 'Hoàn tất đăng ký' }).waitFor();
    await page.getByRole('button', { name: /Gửi lại mã sau \d+ giây/ }).waitFor();

    const { mail, match: code } = await waitForMail(inject('mailDir'), email, SIGNUP_CODE, { seen });
    expect(mail.subject).toBe(`${code} là mã xác thực đăng ký TSA của bạn`);
    expect(mail.text).toContain('Chào Lan,');

    // A reload keeps the e-mail (it is in the address); completing signs in without the password.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hoàn tất đăng ký' }).waitFor();
    await page.getByLabel('Mã xác thực').fill(code);
    await page.getByLabel('Số điện thoại').fill('0901 234 567');
    // Dormitory and building are picked from the catalogue.
    await page.getByRole('combobox', { name: 'Ký túc xá' }).click();
    await page.getByRole('option', { name: 'KTX Khu A', exact: true }).click();
    await page.getByRole('combobox', { name: 'Tòa nhà' }).click();
    await page.getByRole('option', { name: 'A2', exact: true }).click();
    await page.getByLabel('Phòng', { exact: true }).fill('118');
    await page.getByRole('button', { name: 'Hoàn tất đăng ký' }).click();

    await page.waitForURL((url) => url.pathname === '/student');
    await page.getByText('Đăng ký thành công! Chào mừng bạn đến với TSA').waitFor();
    await expect.poll(() => userMenu(page).getAttribute('aria-label')).toBe('Tài khoản: Phạm Thị Lan');
    expect(await page.evaluate(() => sessionStorage.getItem('tsa-signup'))).toBeNull();

    // Still signed in after a reload: the refresh cookie and the stored session hold.
    await page.reload();
    await userMenu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/student');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('signs in, goes back to the protected page that asked, and signs out', async () => {
    const email = uniqueEmail('minh.le');
    const password = 'Phòng 412 sạch';
    await createStudent(email, password);
    const { page, errors } = await browser.newPage('desktop');

    // Signed out, a protected page sends to sign-in with the way back.
    await page.goto('/student/account');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/student/account');
    await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();

    await signInWithForm(page, email, 'sai mật khẩu');
    await page.getByText('Email hoặc mật khẩu không đúng').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/student/account');
    await page.getByRole('heading', { level: 1, name: 'Tài khoản của tôi' }).waitFor();
    await page.getByText('Đã xác minh').first().waitFor();
    expect(await page.getByLabel('Phòng', { exact: true }).inputValue()).toBe('412');

    // A signed-in student has nothing to do on the sign-in page, nor in the admin area.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/student');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/401');
    await page.getByRole('heading', { level: 1, name: 'Không có quyền truy cập' }).waitFor();

    await page.goto('/student/account');
    await page.getByRole('heading', { level: 1, name: 'Tài khoản của tôi' }).waitFor();
    await signOutFromMenu(page);

    // The session is over: the protected page asks to sign in again.
    await page.goto('/student/account');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(unexpected(errors, [401])).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password with the e-mailed code on a phone, then signs in with it', async () => {
    const email = uniqueEmail('hoa.tran');
    await createStudent(email, 'Mật khẩu cũ 2025');
    const { page, errors } = await browser.newPage('phone');
    const newPassword = 'Mật khẩu mới 2026';

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.waitForURL('**/auth/forgot-password?email=*');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    const seen = await mailFiles(email);
    await page.getByRole('button', { name: 'Gửi mã đặt lại mật khẩu' }).click();

    await page.waitForURL('**/auth/reset-password?email=*');
    await page
      .getByText('Nếu email thuộc một tài khoản TSA, chúng tôi đã gửi mã đặt lại mật khẩu tới email đó')
      .waitFor();
    const { mail, match: code } = await waitForMail(inject('mailDir'), email, RESET_CODE, { seen });
    // The e-mail also carries the link form of the reset.
    expect(mail.text).toContain(`/auth/reset-password?token=`);

    await page.getByLabel('Mã xác thực').fill(code);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(newPassword);
    await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('Đã đặt mật khẩu mới. Vui lòng đăng nhập bằng mật khẩu mới').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await signInWithForm(page, email, 'Mật khẩu cũ 2025');
    await page.getByText('Email hoặc mật khẩu không đúng').waitFor();
    await page.getByLabel('Mật khẩu', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/student');
    await userMenu(page).waitFor();
    expect(unexpected(errors, [401])).toEqual([]);
    await page.context().close();
  });

  it('changes the password from the account page and stays signed in', async () => {
    const email = uniqueEmail('quan.do');
    const oldPassword = 'Đồ giặt thơm 1';
    const newPassword = 'Đồ giặt thơm 2';
    await createStudent(email, oldPassword);
    const { page, errors } = await browser.newPage('phone');

    await page.goto('/auth?returnTo=%2Fstudent%2Faccount');
    await signInWithForm(page, email, oldPassword);
    await page.waitForURL((url) => url.pathname === '/student/account');

    // The profile: a new room, saved and shown in the summary.
    await page.getByLabel('Phòng', { exact: true }).fill('505');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Đã lưu thông tin tài khoản').waitFor();
    await page.getByText('KTX Khu B · Tòa B3 · Phòng 505').waitFor();

    // A wrong current password is an answer about the form, not a lost session.
    const form = page.getByRole('form', { name: 'Đổi mật khẩu' });
    await form.getByLabel('Mật khẩu hiện tại').fill('không phải');
    await form.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
    await form.getByLabel('Nhập lại mật khẩu mới').fill(newPassword);
    await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await form.getByText('Mật khẩu không đúng').waitFor();
    expect(new URL(page.url()).pathname).toBe('/student/account');

    await form.getByLabel('Mật khẩu hiện tại').fill(oldPassword);
    await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất').waitFor();

    // The old session was revoked; the page signed in again with the new password, so a
    // reload (which may need the refresh cookie) still finds the user signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tài khoản của tôi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/student/account');
    const refreshed = await page.evaluate(
      async () =>
        (
          await fetch('/api/auth/refresh', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
    );
    expect(refreshed).toBe(200);

    await signOutFromMenu(page);
    await signInWithForm(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === '/student');
    expect(unexpected(errors, [401])).toEqual([]);
    await page.context().close();
  });
});
