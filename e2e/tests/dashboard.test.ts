import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { apiAs, signInViaApi, type SignedInUser } from '../support/sign-in';
import { hcmTomorrow, type Service } from '../support/test-data';

const browser = useBrowser();

interface OrderDetail {
  id: string;
  code: string;
}
interface Overview {
  ordersToday: number;
  inProgress: number;
  revenueThisMonth: number;
}

const BOM = '\uFEFF';
const DAYS_HEADER = ['Ngày', 'Đơn mới', 'Hoàn thành', 'Đã hủy', 'Doanh thu (₫)', 'Đã thu (₫)'];

const tomorrow = hcmTomorrow;

/** '1.234.000 ₫' the way the dashboard writes money. */
function money(value: number): string {
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(value)} ₫`;
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/auth/signin?mobile=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('the admin reads the business figures', () => {
  it('sees today’s figures and the charts, then exports the report as CSV and XLSX', async () => {
    const admin = inject('admin');
    const stamp = Date.now().toString(36);
    const context = await browser.newContext('desktop');
    const session = await signInViaApi(context, admin);

    // A student's order, walked by the admin all the way to delivery: it is revenue today.
    const student = { email: `minh.tran.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
    await apiAs<SignedInUser>(session.accessToken, 'POST', '/users', {
      ...student,
      firstName: 'Minh',
      lastName: 'Trần Quang',
      role: 'STUDENT',
      phoneNumber: '0956789012',
      dormitory: 'KTX Khu B',
      building: 'B5',
      room: '214',
    });
    const services = await apiAs<Service[]>(session.accessToken, 'GET', '/services');
    const shoes = services.find((service) => service.name === 'Giặt giày')!;
    const order = await apiAs<OrderDetail>(await signIn(student.email, student.password), 'POST', '/orders', {
      items: [{ serviceId: shoes.id, quantity: 2 }],
      pickupDate: tomorrow(),
      pickupSlot: '17-19',
      paymentMethod: 'CASH',
    });
    for (const status of ['CONFIRMED', 'PICKED_UP', 'WASHING', 'READY', 'DELIVERING', 'COMPLETED']) {
      // Completing a cash order asks for the cash collected: none here, the revenue is the order's.
      const cash = status === 'COMPLETED' ? { cashCollected: 0 } : {};
      await apiAs(session.accessToken, 'PATCH', `/orders/${order.id}/status`, { status, ...cash });
    }
    const overview = await apiAs<Overview>(session.accessToken, 'GET', '/stats/overview');
    expect(overview.ordersToday).toBeGreaterThanOrEqual(1);
    expect(overview.revenueThisMonth).toBeGreaterThanOrEqual(80_000);

    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();

      // The cards say what the server counts. Other files place and complete orders meanwhile,
      // and both figures only grow: each card shows a count between the server's before the
      // page loaded and after it had, written the dashboard's way.
      const card = (name: string) => page.getByRole('region', { name, exact: true }).getByTestId('kpi-value');
      await expect.poll(() => card('Đơn hôm nay').textContent()).toMatch(/^\d+$/);
      const ordersShown = Number(await card('Đơn hôm nay').textContent());
      const revenueText = (await card('Doanh thu tháng này').textContent()) ?? '';
      const revenueShown = Number(revenueText.replace(/\D/g, ''));
      const after = await apiAs<Overview>(session.accessToken, 'GET', '/stats/overview');
      expect(ordersShown).toBeGreaterThanOrEqual(overview.ordersToday);
      expect(ordersShown).toBeLessThanOrEqual(after.ordersToday);
      expect(revenueText).toBe(money(revenueShown));
      expect(revenueShown).toBeGreaterThanOrEqual(overview.revenueThisMonth);
      expect(revenueShown).toBeLessThanOrEqual(after.revenueThisMonth);

      // Each chart is drawn, and the shoes just delivered are in the revenue per service.
      for (const name of ['Đơn theo ngày', 'Tỉ lệ trạng thái', 'Doanh thu theo dịch vụ']) {
        const figure = page.getByRole('figure', { name });
        await figure.locator('svg').first().waitFor();
        expect(await figure.locator('svg path, svg rect').count()).toBeGreaterThan(0);
      }
      await page.getByRole('figure', { name: 'Doanh thu theo dịch vụ' }).getByText('Giặt giày').first().waitFor();
      // Pickups booked for tomorrow are not in the past 30 days: that chart may still be empty.
      await page.getByRole('figure', { name: /Khung giờ lấy đồ/ }).waitFor();

      // The range picker drives the charts and lives in the address.
      await page.getByRole('button', { name: '7 ngày' }).click();
      await page.waitForURL(/range=7/);
      await page.getByRole('figure', { name: 'Đơn theo ngày' }).locator('svg').first().waitFor();

      // The report: the days table, then both files hold the rows on screen.
      await page.goto('/dashboard/report?range=7');
      const table = page.getByRole('table', { name: 'Báo cáo theo ngày' });
      await table.waitFor();
      const screenRows = table.locator('tbody tr:not([aria-hidden])');
      await expect.poll(() => screenRows.count()).toBe(7);
      const firstDay = (await screenRows.first().locator('th, td').first().textContent())!.trim();
      expect(firstDay).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /^Xuất CSV/ }).click(),
      ]);
      expect(csvDownload.suggestedFilename()).toMatch(/^bao-cao-theo-ngay-\d{8}-\d{8}\.csv$/);
      const csv = (await readFile((await csvDownload.path())!)).toString('utf8');
      expect(csv.startsWith(BOM)).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(DAYS_HEADER.join(','));
      expect(lines).toHaveLength(1 + 7);
      expect(lines[1]!.split(',')[0]).toBe(firstDay);

      const [xlsxDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /^Xuất XLSX/ }).click(),
      ]);
      expect(xlsxDownload.suggestedFilename()).toMatch(/^bao-cao-theo-ngay-\d{8}-\d{8}\.xlsx$/);
      const [sheet] = await readXlsxFile(await readFile((await xlsxDownload.path())!));
      const rows = sheet!.data;
      expect(rows[0]).toEqual(DAYS_HEADER);
      expect(rows).toHaveLength(1 + 7);
      // Today (the last day) holds the order completed above: at least 80.000 ₫ of revenue.
      expect(Number(rows[7]![4])).toBeGreaterThanOrEqual(80_000);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
