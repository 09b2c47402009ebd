import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { apiAs, signInViaApi, type SignedInUser } from '../support/sign-in';

const browser = useBrowser();

/**
 * Console errors a user would not call bugs: Chromium logs every 401/403 response as
 * "Failed to load resource", and a banned user's calls are refused on purpose. The ban also
 * ends the student's live connection on the server, so a long-poll already in flight is
 * answered 400 ("Session ID unknown"): as many 400s as there were such socket answers are
 * expected too; any other 400 is a bug.
 */
function unexpected(errors: string[], socket400s = 0): string[] {
  let excused = socket400s;
  return errors.filter((error) => {
    if (/Failed to load resource: the server responded with a status of 40[13]/.test(error)) return false;
    if (excused > 0 && /Failed to load resource: the server responded with a status of 400/.test(error)) {
      excused -= 1;
      return false;
    }
    return true;
  });
}

/** A student's browser, signed in and on their home page. */
async function openStudentHome(context: BrowserContext, credentials: { email: string; password: string }) {
  await signInViaApi(context, credentials);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const socket = { closed400s: 0 };
  page.on('response', (response) => {
    if (response.status() === 400 && new URL(response.url()).pathname.startsWith('/socket.io/')) socket.closed400s += 1;
  });
  await page.goto('/student');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/student');
  return { page, errors, socket };
}

async function openTable(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('admin manages accounts', () => {
  it('creates staff, finds a student without diacritics and bans them, who is then shown /banned', async () => {
    const admin = inject('admin');
    const stamp = Date.now().toString(36);
    const studentCredentials = { email: `huong.pham.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };

    // Admin signed in on a desktop; a student created the way an admin can, through the API.
    const adminContext = await browser.newContext('desktop');
    const adminSession = await signInViaApi(adminContext, admin);
    await apiAs<SignedInUser>(adminSession.accessToken, 'POST', '/users', {
      ...studentCredentials,
      firstName: 'Hương',
      lastName: 'Phạm Thị',
      role: 'STUDENT',
      phoneNumber: '0987654321',
      dormitory: 'KTX Khu B',
      building: 'B3',
      room: '412',
    });

    // The student is signed in before the ban, on a laptop and on a phone.
    const laptop = await openStudentHome(await browser.newContext('desktop'), studentCredentials);
    const phone = await openStudentHome(await browser.newContext('phone'), studentCredentials);

    const page = await adminContext.newPage();
    const errors = watchErrors(page);

    // A new staff account from /dashboard/staff.
    await openTable(page, '/dashboard/staff', 'Nhân viên');
    await page.getByRole('button', { name: 'Thêm nhân viên' }).click();
    const create = page.getByRole('dialog', { name: 'Thêm nhân viên' });
    await create.getByRole('textbox', { name: 'Họ và tên đệm', exact: true }).fill('Đỗ Văn');
    await create.getByRole('textbox', { name: 'Tên', exact: true }).fill('Khoa');
    await create.getByRole('textbox', { name: 'Email', exact: true }).fill(`khoa.do.${stamp}@tsa.test`);
    const password = create.getByLabel(/^Mật khẩu/);
    await password.fill('ngan');
    await create.getByRole('list', { name: 'Yêu cầu mật khẩu' }).getByText('Ít nhất 8 ký tự').waitFor();
    await password.fill('Nhan-vien-2026');
    await create.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await page.getByText('Đã tạo tài khoản Đỗ Văn Khoa').waitFor();
    await create.waitFor({ state: 'detached' });
    const staffRow = page.getByRole('row').filter({ hasText: 'Đỗ Văn Khoa' });
    await staffRow.waitFor();
    expect(await staffRow.getByText('Đang hoạt động').count()).toBe(1);

    // The student, found on /dashboard/student by a search typed without diacritics.
    await openTable(page, '/dashboard/student', 'Sinh viên');
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('huong pham');
    await page.waitForURL((url) => url.searchParams.get('search') === 'huong pham');
    const studentRow = page.getByRole('row').filter({ hasText: studentCredentials.email });
    await studentRow.waitFor();
    expect(await studentRow.getByText('Phạm Thị Hương').count()).toBe(1);
    expect(await studentRow.getByText('KTX Khu B').count()).toBe(1);

    // The phone's /banned page is held on its way until the reload below has begun: the moment a
    // ban used to leave the student signed out but not yet on /banned.
    let releaseBannedPage = () => {};
    const bannedPageHeld = new Promise<void>((release) => (releaseBannedPage = release));
    const phoneAskedForBannedPage = new Promise<void>((resolve, reject) => {
      setTimeout(() => reject(new Error('the phone was never sent to /banned')), 30_000).unref();
      void phone.page.route(/\/assets\/banned-page-[^/]*\.js$/, async (route) => {
        resolve();
        await bannedPageHeld;
        await route.continue().catch(() => undefined);
      });
    });
    // Awaited below; a test that fails before then must not also report it as unhandled.
    phoneAskedForBannedPage.catch(() => undefined);

    // Banned, after the confirmation.
    await studentRow.getByRole('button', { name: 'Thao tác với Phạm Thị Hương' }).click();
    await page.getByRole('menuitem', { name: 'Khóa tài khoản' }).click();
    const confirm = page.getByRole('dialog', { name: 'Khóa tài khoản Phạm Thị Hương?' });
    await confirm.getByText('Người dùng sẽ bị đăng xuất ngay', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Khóa tài khoản' }).click();
    await page.getByText('Đã khóa tài khoản').waitFor();
    await studentRow.getByText('Đã khóa').waitFor();

    // The search survives a reload: the table state is in the URL.
    await page.reload();
    await page.getByRole('row').filter({ hasText: studentCredentials.email }).getByText('Đã khóa').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Tìm kiếm' }).inputValue()).toBe('huong pham');

    // On the laptop, /banned is shown: at once when the ban closes the live connection, or on
    // the next page the student opens. Which comes first is a race, so the click is best-effort
    // and the assertion is the page that ends up on screen.
    if (!laptop.page.url().includes('/banned')) {
      await laptop.page
        .getByRole('link', { name: 'Đơn của tôi' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    }
    await laptop.page.waitForURL('**/banned', { timeout: 15_000 });
    await laptop.page.getByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' }).waitFor();
    // …and on the phone, reloading while /banned is still on its way does the same.
    await phoneAskedForBannedPage;
    // Once the new document is on its way the old one's held request is moot; the new one's passes.
    await phone.page.reload({ waitUntil: 'commit' });
    releaseBannedPage();
    await phone.page.waitForURL('**/banned', { timeout: 15_000 });
    await phone.page.getByRole('heading', { level: 1, name: 'Tài khoản đã bị khóa' }).waitFor();

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(laptop.errors, laptop.socket.closed400s)).toEqual([]);
    expect(unexpected(phone.errors, phone.socket.closed400s)).toEqual([]);
    await laptop.page.context().close();
    await phone.page.context().close();
    await adminContext.close();
  });

  it('lists the staff as cards on a phone, without sideways scrolling', async () => {
    const context = await browser.newContext('phone');
    const { accessToken } = await signInViaApi(context, inject('admin'));
    await apiAs<SignedInUser>(accessToken, 'POST', '/users', {
      email: `lan.vu.${Date.now().toString(36)}@tsa.test`,
      password: 'Nhan-vien-2026',
      firstName: 'Lan',
      lastName: 'Vũ Thị',
      role: 'STAFF',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await openTable(page, '/dashboard/staff', 'Nhân viên');
    const list = page.getByRole('list', { name: 'Danh sách người dùng' });
    await list.getByText('Vũ Thị Lan').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Thêm nhân viên' }).waitFor();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
