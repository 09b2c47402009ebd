import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser, watchErrors } from '../support/browser';
import { readMails, waitForMail } from '../support/mail-catcher';
import { newStudentViaApi, signInViaApi } from '../support/sign-in';

const browser = useBrowser();

/**
 * WebAuthn refuses an IP address as relying party: the passkey journey opens the app as
 * http://localhost:<port>, which the server accepts as the same relying party (`localhost`).
 */
const localBase = () => baseUrl().replace('127.0.0.1', 'localhost');

const newStudent = (name: string) => newStudentViaApi(inject('admin'), name);

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Tài khoản: / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();
}

describe('signing in without a password', () => {
  it('adds a passkey on the account page, signs in with it after signing out, and removes it', async () => {
    const student = await newStudent('ha.dinh');
    const context = await browser.newContext('desktop');
    await signInViaApi(context, student, localBase());
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Chromium's virtual authenticator: a platform authenticator with resident keys that
    // verifies the user (as a fingerprint would) without a prompt.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${localBase()}/student/account`);
    const card = page.getByRole('region', { name: 'Khóa truy cập' });
    await card.getByText('Bạn chưa có khóa truy cập nào.').waitFor();
    await card.getByLabel('Tên khóa truy cập').fill('Điện thoại của Hà');
    await card.getByRole('button', { name: 'Thêm khóa truy cập' }).click();
    await page.getByText('Đã thêm khóa truy cập').waitFor();
    await card.getByRole('list', { name: 'Các khóa truy cập' }).getByText('Điện thoại của Hà').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe('localhost');

    await signOutFromMenu(page);
    // No e-mail typed: the passkey is discoverable and says whose it is.
    await page.getByRole('button', { name: 'Đăng nhập bằng khóa truy cập' }).click();
    await page.waitForURL((url) => url.pathname === '/student');
    await expect
      .poll(() => page.getByRole('button', { name: /^Tài khoản: / }).getAttribute('aria-label'))
      .toBe('Tài khoản: Đinh Thu Hà');
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);

    await page.goto(`${localBase()}/student/account`);
    await card.getByText(/Dùng lần cuối/).waitFor();
    await card.getByRole('button', { name: 'Xóa khóa truy cập Điện thoại của Hà' }).click();
    await page.getByText('Đã xóa khóa truy cập').waitFor();
    await card.getByText('Bạn chưa có khóa truy cập nào.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('e-mails a sign-in link that signs in the browser that asked, and only that one', async () => {
    const student = await newStudent('khoa.tran');
    const context = await browser.newContext('phone');
    const page = await context.newPage();
    const errors = watchErrors(page);
    const seen = (await readMails(inject('mailDir'), student.email)).map((mail) => mail.file);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Gửi liên kết đăng nhập' }).click();
    await page.getByText(/chúng tôi đã gửi liên kết đăng nhập tới email đó/).waitFor();
    const { match: link } = await waitForMail(
      inject('mailDir'),
      student.email,
      /(http\S+\/auth\/email-link\?token=\S+)/,
      {
        seen,
      },
    );

    // Another browser (no nonce cookie) is refused, in words, and the link stays usable.
    const stranger = await browser.newContext('desktop');
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(link);
    await strangerPage
      .getByRole('alert')
      .getByText(/trên chính trình duyệt đã yêu cầu/)
      .waitFor();
    await stranger.close();

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/student');
    await page.getByRole('button', { name: /^Tài khoản: / }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
