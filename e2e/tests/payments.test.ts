import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser, watchErrors } from '../support/browser';
import { PAYMENT_SETTINGS } from '../support/payment-settings';
import { apiAs, apiSignIn, signInViaApi, type SignedInUser } from '../support/sign-in';
import { hcmDay, randomPhone } from '../support/test-data';

const browser = useBrowser();

/** Today and tomorrow in Ho Chi Minh City, `YYYY-MM-DD`. */
/** Chromium logs every 4xx answer as "Failed to load resource"; those are answers, not bugs. */
const realErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

interface Order {
  id: string;
  code: string;
  items: { id: string }[];
}

describe('paying for an order', () => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => Promise.all(contexts.map((context) => context.close())));

  async function setUp(paymentMethod: 'CASH' | 'BANK_TRANSFER') {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const admin = await apiSignIn(inject('admin'));
    await apiAs(admin.accessToken, 'PUT', '/payments/settings', PAYMENT_SETTINGS);
    const student = { email: `thu.le.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
    const staff = { email: `an.do.${stamp}@tsa.test`, password: 'Nhan-vien-2026' };
    await apiAs<SignedInUser>(admin.accessToken, 'POST', '/users', {
      ...student,
      firstName: 'Thu',
      lastName: 'Lê Thị',
      role: 'STUDENT',
      phoneNumber: randomPhone(),
      dormitory: 'KTX Khu B',
      building: 'B2',
      room: '305',
    });
    const staffUser = await apiAs<SignedInUser>(admin.accessToken, 'POST', '/users', {
      ...staff,
      firstName: 'An',
      lastName: 'Đỗ Văn',
      role: 'STAFF',
      phoneNumber: randomPhone(),
    });
    const studentSession = await apiSignIn(student);
    const staffSession = await apiSignIn(staff);
    const services = await apiAs<{ id: string; name: string }[]>(studentSession.accessToken, 'GET', '/services');
    const kg = services.find((service) => service.name === 'Giặt sấy gấp theo kg')!;
    const order = await apiAs<Order>(studentSession.accessToken, 'POST', '/orders', {
      items: [{ serviceId: kg.id, quantity: 3 }],
      pickupDate: hcmDay(1),
      pickupSlot: '17-19',
      paymentMethod,
    });
    const step = (status: string, extra: Record<string, unknown> = {}) =>
      apiAs(staffSession.accessToken, 'PATCH', `/orders/${order.id}/status`, { status, ...extra });
    return { admin, student, staff, staffUser, studentSession, staffSession, order, step };
  }

  async function open(viewport: 'phone' | 'desktop', credentials: { email: string; password: string }, path: string) {
    const context = await browser.newContext(viewport);
    contexts.push(context);
    await signInViaApi(context, credentials);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path);
    return { page, errors };
  }

  it('a transfer: the QR appears with the weighed amount, and the bank notification turns the order PAID live', async () => {
    const { student, order, step } = await setUp('BANK_TRANSFER');
    const { page, errors } = await open('phone', student, `/student/order?id=${order.id}`);
    await page.getByText('Mã QR chuyển khoản sẽ hiện tại đây sau khi nhân viên cân đồ').waitFor();

    // Staff weigh the bag: 4 kg instead of 3, so 60.000 ₫ — the student's screen follows live.
    await step('CONFIRMED');
    await step('PICKED_UP');
    await step('WASHING', { items: [{ itemId: order.items[0]!.id, quantity: 4 }] });
    const qr = page.getByRole('img', { name: `Mã VietQR chuyển 60.000 ₫ cho đơn ${order.code}` });
    await qr.waitFor();
    const payload = (await qr.getAttribute('data-qr-payload'))!;
    expect(payload).toContain('0006970436'); // the bank's BIN
    expect(payload).toContain('540560000'); // amount 60000
    expect(payload).toContain(order.code.replaceAll('-', ''));
    await page.getByText('0071000123456').waitFor();
    await page.getByText('GIAT SAY TSA').waitFor();

    await page.getByRole('button', { name: 'Tôi đã chuyển khoản' }).click();
    await page.getByText('Chờ xác nhận thanh toán', { exact: true }).waitFor();

    // The bank tells us, as SePay would: the order is paid on the student's screen without a reload.
    const response = await fetch(`${baseUrl()}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Apikey ${PAYMENT_SETTINGS.webhookSecret}` },
      body: JSON.stringify({
        id: Date.now(),
        gateway: 'Vietcombank',
        transactionDate: '2026-11-25 10:00:00',
        accountNumber: '0071000123456',
        content: `${order.code.replaceAll('-', ' ').toLowerCase()} chuyen tien giat`,
        transferType: 'in',
        transferAmount: 60_000,
        referenceCode: 'FT26330000001',
      }),
    });
    expect(await response.json()).toMatchObject({ result: 'MATCHED', orderCode: order.code });
    await page.getByText(/^Đã thanh toán \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Xem biên nhận' }).click();
    const receipt = page.getByRole('dialog', { name: 'Biên nhận thanh toán' });
    await receipt.getByText(`Đơn ${order.code}`).waitFor();
    await receipt.getByText('Chuyển khoản').waitFor();
    // The same receipt as a PDF made by the server.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: 'Tải PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bien-nhan-${order.code}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(realErrors(errors)).toEqual([]);
  });

  it('cash at the door: completing the drop-off asks "Đã thu … ₫?" and records who collected it', async () => {
    const { admin, staff, staffUser, staffSession, order, step } = await setUp('CASH');
    await step('CONFIRMED');
    await step('PICKED_UP');
    await step('WASHING');
    await step('READY');
    const task = await apiAs<{ id: string }>(admin.accessToken, 'POST', '/deliveries', {
      orderId: order.id,
      type: 'DROPOFF',
      staffId: staffUser.id,
      scheduledDate: hcmDay(0),
      slot: '19-21',
    });
    await apiAs(staffSession.accessToken, 'PATCH', `/deliveries/${task.id}/status`, { status: 'IN_PROGRESS' });

    const { page, errors } = await open('phone', staff, '/staff/delivery');
    const card = page.getByRole('listitem', { name: `Giao đồ ${order.code}` });
    await card.getByRole('button', { name: 'Hoàn thành' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đã thu 45.000 ₫?' });
    await dialog.getByRole('button', { name: 'Đã thu 45.000 ₫' }).click();
    await card.getByText(/^Hoàn thành lúc/).waitFor();
    // The staff member's day now shows the cash to hand over.
    await page.goto(`${baseUrl()}/staff`);
    const cashCard = page.getByRole('region', { name: 'Tiền mặt cần bàn giao' });
    await cashCard.getByText(order.code).waitFor();
    await cashCard
      .getByTestId('cash-total')
      .getByText(/45\.000 ₫/)
      .waitFor();

    const detail = await apiAs<{
      paymentStatus: string;
      payment: { payments: { amount: number; recordedBy: { id: string } }[] };
    }>(admin.accessToken, 'GET', `/orders/${order.id}`);
    expect(detail.paymentStatus).toBe('PAID');
    expect(detail.payment.payments).toMatchObject([{ amount: 45_000, recordedBy: { id: staffUser.id } }]);
    const cash = await apiAs<{ staff: { id: string }; total: number }[]>(admin.accessToken, 'GET', '/payments/cash');
    expect(cash.find((row) => row.staff.id === staffUser.id)?.total).toBe(45_000);
    expect(realErrors(errors)).toEqual([]);
  });
});
