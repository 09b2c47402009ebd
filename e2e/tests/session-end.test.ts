import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { PAYMENT_SETTINGS } from '../support/payment-settings';
import { apiAs, apiSignIn, signInViaApi, type Credentials } from '../support/sign-in';

const browser = useBrowser();

async function newStudent(name: string): Promise<Credentials> {
  const stamp = `${name}.${Date.now().toString(36)}`;
  const credentials = { email: `${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
  const admin = (await apiSignIn(inject('admin'))).accessToken;
  // The journey pays by transfer, which the shop offers only with its bank account.
  await apiAs(admin, 'PUT', '/payments/settings', PAYMENT_SETTINGS);
  await apiAs(admin, 'POST', '/users', {
    ...credentials,
    firstName: 'Thảo',
    lastName: 'Phạm Thu',
    role: 'STUDENT',
    phoneNumber: '0901234568',
    dormitory: 'KTX Khu A',
    building: 'A2',
    room: '412',
  });
  return credentials;
}

async function fillOrder(page: Page) {
  await page.goto('/student/order/add');
  await page.getByRole('heading', { level: 1, name: 'Đặt giặt' }).waitFor();
  await page.getByRole('textbox', { name: 'Số lượng Giặt sấy gấp theo kg (kg)' }).fill('4');
  await page.getByRole('button', { name: 'Thêm Giặt giày' }).click();
  // Tomorrow evening is always still ahead.
  await page.getByRole('button', { name: /^Ngày mai / }).click();
  await page.getByRole('button', { name: 'Tối 19:00–21:00' }).click();
  await page.getByRole('textbox', { name: /^Ghi chú/ }).fill('Áo sơ mi trắng giặt riêng');
  await page.getByRole('radio', { name: /Chuyển khoản/ }).check();
  expect(await page.getByTestId('order-estimate').textContent()).toBe('100.000 ₫');
}

async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Đặt giặt', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Xác nhận đơn giặt' })
    .getByRole('button', { name: 'Xác nhận đặt giặt' })
    .click();
}

// The browser reports each refused call as a console error; those are the session ending, as meant.
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 401/.test(error));

describe('a session that ends in the middle of an order', () => {
  it('no session left: the order leads to sign-in, then back to the same draft, which is placed', async () => {
    const credentials = await newStudent('thao.pham');
    const context = await browser.newContext('phone');
    await signInViaApi(context, credentials);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await fillOrder(page);

    // The browser drops the session's cookies (the refresh token's too) under the open page,
    // which still shows the student: sending fails, and no refresh can save it.
    await context.clearCookies();
    await page.getByRole('button', { name: /^Tài khoản: / }).waitFor();
    await placeOrder(page);
    const signIn = page.getByRole('form', { name: 'Đăng nhập' });
    await signIn.waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/student/order/add');
    expect(await page.getByRole('button', { name: /^Tài khoản: / }).count()).toBe(0);
    await signIn.getByText('Phiên đăng nhập đã kết thúc. Đăng nhập lại để quay về trang bạn đang dùng.').waitFor();
    expect(await page.getByText('Bạn cần đăng nhập để tiếp tục').count()).toBe(0);

    await signIn.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
    await signIn.getByRole('textbox', { name: 'Mật khẩu' }).fill(credentials.password);
    await signIn.getByRole('button', { name: 'Đăng nhập' }).click();

    // Back on the form, as it was left.
    await page.getByRole('heading', { level: 1, name: 'Đặt giặt' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/student/order/add');
    await page.getByText(/Đã khôi phục đơn bạn đang điền dở/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Số lượng Giặt sấy gấp theo kg (kg)' }).inputValue()).toBe('4');
    expect(await page.getByRole('textbox', { name: 'Số lượng Giặt giày (đôi)' }).inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Tối 19:00–21:00' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('textbox', { name: /^Ghi chú/ }).inputValue()).toBe('Áo sơ mi trắng giặt riêng');
    expect(await page.getByRole('radio', { name: /Chuyển khoản/ }).isChecked()).toBe(true);

    await placeOrder(page);
    await page.getByText('Đặt đơn thành công!').waitFor();
    // Placed, the draft is gone: the form opens empty.
    await page.goto('/student/order/add');
    await page.getByRole('heading', { level: 1, name: 'Đặt giặt' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Số lượng Giặt sấy gấp theo kg (kg)' }).inputValue()).toBe('');
    expect(await page.getByText(/Đã khôi phục đơn/).count()).toBe(0);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the page’s cookies lost but the session alive: refreshed silently, the order goes through', async () => {
    const credentials = await newStudent('thao.tran');
    const context = await browser.newContext('phone');
    await signInViaApi(context, credentials);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await fillOrder(page);

    await context.clearCookies({ name: 'token' });
    await context.clearCookies({ name: 'user_data' });
    await placeOrder(page);
    await page.getByText('Đặt đơn thành công!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/student/order');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
