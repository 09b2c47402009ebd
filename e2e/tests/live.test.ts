import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { apiAs, apiSignIn, signInViaApi, type Credentials, type SignedInUser } from '../support/sign-in';

const browser = useBrowser();

async function tokenOf(credentials: Credentials): Promise<string> {
  return (await apiSignIn(credentials)).accessToken;
}

/** Console errors, except Chromium's line for a 4xx the page expected and handled. */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text()))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function createUser(role: 'STUDENT' | 'STAFF', name: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const credentials = { email: `${name}.${stamp}@tsa.test`, password: 'Mat-khau-2026' };
  const user = await apiAs<SignedInUser>(await tokenOf(inject('admin')), 'POST', '/users', {
    ...credentials,
    firstName: role === 'STUDENT' ? 'Lan' : 'Hùng',
    lastName: role === 'STUDENT' ? 'Phạm Thị' : 'Đỗ Văn',
    role,
    phoneNumber: '0901234567',
    ...(role === 'STUDENT' ? { dormitory: 'KTX Khu B', building: 'B1', room: '101' } : {}),
  });
  return { credentials, user };
}

describe('live updates', () => {
  it('shows a staff reply in the student’s open ticket without reloading', async () => {
    const student = await createUser('STUDENT', 'lan');
    const staff = await createUser('STAFF', 'hung');

    const studentContext = await browser.newContext('desktop');
    await signInViaApi(studentContext, student.credentials);
    const page = await studentContext.newPage();
    const errors = watch(page);
    await page.goto('/tickets');
    await page.getByRole('heading', { level: 1, name: 'Hỗ trợ' }).waitFor();
    await page.getByRole('button', { name: 'Tạo yêu cầu hỗ trợ' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Tạo yêu cầu hỗ trợ' });
    await dialog.getByRole('textbox', { name: 'Tiêu đề' }).fill('Thiếu một chiếc tất');
    await dialog.getByRole('textbox', { name: 'Nội dung' }).fill('Em nhận đồ hôm qua nhưng thiếu một chiếc tất trắng.');
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/tickets\?id=[0-9a-f-]{36}$/);
    const ticketId = new URL(page.url()).searchParams.get('id')!;
    const log = page.getByRole('log', { name: 'Tin nhắn' });
    await log.getByText('Em nhận đồ hôm qua nhưng thiếu một chiếc tất trắng.').waitFor();

    // The staff member answers from their own browser.
    const staffContext = await browser.newContext('desktop');
    await signInViaApi(staffContext, staff.credentials);
    const staffPage = await staffContext.newPage();
    const staffErrors = watch(staffPage);
    await staffPage.goto(`/tickets?id=${ticketId}`);
    await staffPage.getByRole('log', { name: 'Tin nhắn' }).getByText('Em nhận đồ hôm qua').waitFor();
    await staffPage
      .getByRole('textbox', { name: 'Tin nhắn' })
      .fill('Chào em, anh đã tìm thấy chiếc tất, chiều nay giao lại nhé.');
    await staffPage.getByRole('button', { name: 'Gửi' }).click();
    await staffPage.getByRole('log', { name: 'Tin nhắn' }).getByText('chiều nay giao lại nhé').waitFor();

    // No reload on the student's side: the reply and the new status arrive live.
    await log.getByText('Chào em, anh đã tìm thấy chiếc tất, chiều nay giao lại nhé.').waitFor({ timeout: 15_000 });
    await page.getByText('Đã trả lời').first().waitFor();
    // …and the student's answer goes back over the socket.
    await page.getByRole('textbox', { name: 'Tin nhắn' }).fill('Dạ em cảm ơn anh!');
    await page.keyboard.press('Enter');
    await staffPage.getByRole('log', { name: 'Tin nhắn' }).getByText('Dạ em cảm ơn anh!').waitFor({ timeout: 15_000 });

    expect(errors).toEqual([]);
    expect(staffErrors).toEqual([]);
    await staffContext.close();
    await studentContext.close();
  });

  it('rings the student’s bell live when an order changes status', async () => {
    const student = await createUser('STUDENT', 'lan.bell');
    const studentContext = await browser.newContext('phone');
    const session = await signInViaApi(studentContext, student.credentials);
    const page = await studentContext.newPage();
    const errors = watch(page);
    // The live connection is up (Socket.IO's "connected" packet) before the order changes: this
    // test is about an event reaching an open page, not about catching up on a missed one.
    const listening = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).startsWith('40')) resolve();
        }),
      ),
    );
    await page.goto('/student');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Thông báo/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Thông báo');
    await listening;

    // The student orders through the API; the admin confirms it.
    const services = await apiAs<{ id: string; minQuantity: number; active?: boolean }[]>(
      session.accessToken,
      'GET',
      '/services',
    );
    const service = services[0]!;
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const order = await apiAs<{ id: string; code: string }>(session.accessToken, 'POST', '/orders', {
      items: [{ serviceId: service.id, quantity: Math.max(1, service.minQuantity) }],
      pickupDate: tomorrow,
      pickupSlot: '17-19',
    });
    const initialBadge = await bell.getAttribute('aria-label');
    await apiAs(await tokenOf(inject('admin')), 'PATCH', `/orders/${order.id}/status`, { status: 'CONFIRMED' });

    // The badge counts it without a reload, and the popover lists it.
    await expect
      .poll(
        async () => {
          const label = await bell.getAttribute('aria-label');
          return label === initialBadge ? null : label;
        },
        // A notification made by a job, sent over the socket: seconds on a busy machine.
        { timeout: 20_000 },
      )
      .toMatch(/^Thông báo: \d+ chưa đọc$/);
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Thông báo mới nhất' });
    await popover
      .getByRole('button', { name: new RegExp(`^Chưa đọc: .*${order.code}`) })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await studentContext.close();
  });
});
