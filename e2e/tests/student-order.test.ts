import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { tapAgainBeforeNextPage } from '../support/second-tap';
import { apiAs, apiSignIn, signInViaApi, type SignedInUser } from '../support/sign-in';

const browser = useBrowser();

async function adminToken(): Promise<string> {
  return (await apiSignIn(inject('admin'))).accessToken;
}

describe('a student orders laundry from a phone', () => {
  it('places an order and finds it with its code and timeline', async () => {
    const stamp = Date.now().toString(36);
    const credentials = { email: `minh.le.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
    await apiAs<SignedInUser>(await adminToken(), 'POST', '/users', {
      ...credentials,
      firstName: 'Minh',
      lastName: 'Lê Quang',
      role: 'STUDENT',
      phoneNumber: '0901234567',
      dormitory: 'KTX Khu A',
      building: 'A2',
      room: '305',
    });

    const context = await browser.newContext('phone');
    await signInViaApi(context, credentials);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    // Home: nothing in progress yet, an invitation to order.
    await page.goto('/student');
    await page.getByText('Bạn chưa có đơn nào đang xử lý').waitFor();
    await page.getByRole('link', { name: 'Đặt đơn đầu tiên' }).click();
    await page.getByRole('heading', { level: 1, name: 'Đặt giặt' }).waitFor();

    // 3 kg of wash-dry-fold (the first + jumps to the minimum) and a pair of shoes.
    await page.getByRole('button', { name: 'Thêm Giặt sấy gấp theo kg' }).click();
    await page.getByRole('button', { name: 'Thêm Giặt giày' }).click();
    const estimate = page.getByTestId('order-estimate');
    expect(await estimate.textContent()).toBe('85.000 ₫');
    // Tomorrow morning is always still ahead.
    await page.getByRole('button', { name: /^Ngày mai / }).click();
    await page.getByRole('button', { name: 'Sáng 07:00–09:00' }).click();
    await page.getByRole('textbox', { name: /^Ghi chú/ }).fill('Đồ trắng giặt riêng giúp em');
    // The address came from the profile.
    await page.getByText('KTX Khu A · Tòa A2 · Phòng 305').waitFor();

    // The sticky bar's button stays on screen on a phone.
    const submit = page.getByRole('button', { name: 'Đặt giặt', exact: true });
    const box = await submit.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await submit.click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận đơn giặt' });
    await confirm.getByText('85.000 ₫').waitFor();
    // A second tap after the answer, while the order's page is still on its way: one order.
    await tapAgainBeforeNextPage(page, confirm.getByRole('button', { name: 'Xác nhận đặt giặt' }), {
      answered: (response) => response.url().endsWith('/api/orders') && response.ok(),
      nextPage: 'my-orders-page',
    });

    // The new order opens with its code and its first step.
    await page.getByText('Đặt đơn thành công!').waitFor();
    expect(page.url()).toMatch(/\/student\/order\?id=[0-9a-f-]{36}$/);
    const panel = page.getByRole('dialog', { name: /^TSA-\d{6}-\d{4}$/ });
    const code = (await panel.getByRole('heading', { level: 2 }).textContent())!;
    expect(code).toMatch(/^TSA-\d{6}-\d{4}$/);
    const timeline = panel.getByRole('list', { name: 'Tiến trình đơn hàng' });
    await timeline.getByText('Chờ xác nhận').waitFor();
    await timeline.getByText(/Lê Quang Minh \(Sinh viên\)/).waitFor();
    expect(await timeline.getByRole('listitem').count()).toBe(7);
    await panel.getByRole('img', { name: `Mã QR của đơn ${code}` }).waitFor();

    // Closed, the order is in my list; reopened from it, the same timeline.
    await panel.getByRole('button', { name: 'Đóng' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `Đơn ${code}` }).click();
    await page.getByRole('dialog', { name: code }).getByRole('list', { name: 'Tiến trình đơn hàng' }).waitFor();

    // And on the home page, in progress.
    await page.goto('/student');
    await page.getByRole('link', { name: `Đơn ${code}` }).waitFor();
    await page.getByText('Bước 1/7: Chờ xác nhận').waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // One order, whatever the second tap did.
    const mine = await apiAs<{ total: number }>((await apiSignIn(credentials)).accessToken, 'GET', '/orders');
    expect(mine.total).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });
});
