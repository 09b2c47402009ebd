import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from '../support/browser';
import { dayShown, typeDay } from '../support/date-field';
import { tapAgainBeforeNextPage } from '../support/second-tap';
import { apiAs, apiSignIn, signInViaApi, type SignedInUser } from '../support/sign-in';
import { hcmTomorrow, viDate, type Service } from '../support/test-data';

const browser = useBrowser();

/** Tomorrow in Ho Chi Minh City, `YYYY-MM-DD` and `dd/MM/yyyy`: its morning window is always ahead. */
function tomorrow(): { iso: string; vi: string } {
  const iso = hcmTomorrow();
  return { iso, vi: viDate(iso) };
}

const CSV_HEADER =
  'Mã đơn,Ngày đặt,Giờ đặt,Sinh viên,Email,Số điện thoại,Ký túc xá,Tòa nhà,Phòng,Ngày lấy đồ,Khung giờ,Dịch vụ,Tạm tính (₫),Thành tiền (₫),Giảm giá (₫),Ưu đãi,Trừ gói (kg),Trừ gói (₫),Đã thu (₫),Hoàn vào ví (₫),Phương thức thanh toán,Thanh toán,Trạng thái,Ghi chú,Lý do hủy';

describe('admin runs orders, deliveries and the price list', () => {
  it('edits a price, takes a walk-in order, assigns its pickup and exports it', async () => {
    const admin = inject('admin');
    const stamp = Date.now().toString(36);
    const context = await browser.newContext('desktop');
    const session = await signInViaApi(context, admin);

    // A student and a staff member, created the way an admin can, through the API.
    const student = { email: `thao.vu.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
    await apiAs<SignedInUser>(session.accessToken, 'POST', '/users', {
      ...student,
      firstName: 'Thảo',
      lastName: 'Vũ Phương',
      role: 'STUDENT',
      phoneNumber: '0934567890',
      dormitory: 'KTX Khu B',
      building: 'B2',
      room: '508',
    });
    await apiAs<SignedInUser>(session.accessToken, 'POST', '/users', {
      email: `dung.hoang.${stamp}@tsa.test`,
      password: 'Nhan-vien-2026',
      firstName: 'Dũng',
      lastName: 'Hoàng Minh',
      role: 'STAFF',
      phoneNumber: '0945678901',
    });

    const services = await apiAs<Service[]>(session.accessToken, 'GET', '/services?includeInactive=true');
    const vest = services.find((service) => service.name.startsWith('Giặt hấp'))!;
    expect(vest).toBeTruthy();

    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      // 1. The price list: the vest/áo dài line goes from its price to 65.000 ₫.
      await page.goto('/dashboard/services');
      await page.getByRole('heading', { level: 1, name: 'Bảng giá dịch vụ' }).waitFor();
      await page.getByRole('button', { name: `Sửa ${vest.name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Sửa dịch vụ' });
      await edit.getByRole('textbox', { name: 'Đơn giá' }).fill('65.000');
      await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await page.getByText(`Đã lưu dịch vụ "${vest.name}"`).waitFor();
      await page
        .getByRole('row', { name: new RegExp(vest.name) })
        .getByText('65.000 ₫', { exact: true })
        .waitFor();

      // 2. A walk-in order for the student, found without diacritics; the new price applies.
      await page.getByRole('link', { name: 'Tạo đơn hộ' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tạo đơn hộ sinh viên' }).waitFor();
      await page.getByRole('combobox', { name: /Sinh viên/ }).fill('vu phuong thao');
      await page.getByRole('option', { name: /Vũ Phương Thảo/ }).click();
      await expect.poll(() => page.getByRole('combobox', { name: 'Ký túc xá' }).textContent()).toBe('KTX Khu B');
      expect(await page.getByRole('textbox', { name: 'Phòng' }).inputValue()).toBe('508');
      await page.getByRole('button', { name: `Thêm ${vest.name}` }).click();
      await page.getByRole('button', { name: 'Thêm Giặt sấy gấp theo kg' }).click();
      // 65.000 + 3 kg × 15.000
      expect(await page.getByTestId('estimate-total').textContent()).toBe('110.000 ₫');
      const day = tomorrow();
      await typeDay(page, 'Ngày lấy đồ', day.vi);
      await page.getByRole('button', { name: '07:00–09:00' }).click();
      // A second tap after the answer, while the list's page is still on its way: one order.
      await tapAgainBeforeNextPage(page, page.getByRole('button', { name: 'Tạo đơn' }), {
        answered: (response) => response.url().endsWith('/api/orders') && response.ok(),
        nextPage: 'orders-page',
      });

      // The new order opens in the list's drawer.
      await page.waitForURL(/\/dashboard\/order\?id=[0-9a-f-]{36}$/);
      const drawer = page.getByRole('dialog', { name: /^Đơn TSA-\d{6}-\d{4}$/ });
      await drawer.getByText('KTX Khu B · Tòa B2 · Phòng 508').waitFor();
      const code = ((await drawer.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(/^Đơn /, '');
      expect(code).toMatch(/^TSA-\d{6}-\d{4}$/);
      await drawer.getByText('110.000 ₫').first().waitFor();
      // One order, whatever the second tap did.
      const studentSession = await apiSignIn(student);
      expect((await apiAs<{ total: number }>(studentSession.accessToken, 'GET', '/orders')).total).toBe(1);
      await drawer.getByRole('button', { name: 'Đóng' }).click();

      // 3. Its pickup goes to the staff member, at the window the order booked.
      await page.goto('/dashboard/delivery');
      await page.getByRole('heading', { level: 1, name: 'Điều phối giao nhận' }).waitFor();
      const pickups = page.getByRole('list', { name: 'Cần lấy đồ' });
      await pickups.getByRole('checkbox', { name: code }).check();
      await page.getByRole('button', { name: 'Phân công cần lấy đồ' }).click();
      const assign = page.getByRole('dialog', { name: 'Phân công lấy đồ · 1 đơn' });
      await assign.getByRole('combobox', { name: /Nhân viên/ }).click();
      await page.getByRole('option', { name: /Hoàng Minh Dũng/ }).click();
      expect(await dayShown(assign, 'Ngày thực hiện')).toBe(day.vi);
      expect(await assign.getByRole('button', { name: '07:00–09:00' }).getAttribute('aria-pressed')).toBe('true');
      await assign.getByRole('button', { name: 'Phân công' }).click();
      await page.getByText(`Đã phân công lấy đồ đơn ${code} cho Hoàng Minh Dũng`).waitFor();
      await pickups.getByRole('checkbox', { name: code }).waitFor({ state: 'detached' });

      // Tomorrow's rounds show the task under the staff member.
      await page.getByRole('button', { name: 'Ngày sau' }).click();
      const round = page.getByRole('article', { name: 'Lịch của Hoàng Minh Dũng' });
      await round.getByText(new RegExp(`^${code} · Vũ Phương Thảo$`)).waitFor();
      await round.getByText('Đã phân công').waitFor();

      // 4. The order list finds it by code; assigning the pickup confirmed it.
      await page.goto('/dashboard/order');
      await page.getByRole('heading', { level: 1, name: 'Quản lý đơn hàng' }).waitFor();
      await page.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(code);
      await page.waitForURL((url) => url.searchParams.get('search') === code);
      const row = page.getByRole('row', { name: new RegExp(`Đơn ${code}`) });
      await row.getByText('Đã xác nhận').waitFor();
      await expect.poll(() => page.getByRole('row', { name: /^Đơn TSA-/ }).count()).toBe(1);

      // The export downloads the filtered list with its Vietnamese headers.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Xuất CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^don-hang-\d{8}\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .filter(Boolean);
      expect(lines[0]).toBe(CSV_HEADER);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(code);
      expect(lines[1]).toContain('Vũ Phương Thảo');

      // The creation-day filter is typed day by day; a day that does not exist says so.
      await typeDay(page, 'Đặt từ ngày', '31/02/2026');
      await page.getByText('Ngày không hợp lệ').waitFor();
      expect(await page.getByRole('group', { name: 'Đặt từ ngày' }).getAttribute('aria-invalid')).toBe('true');

      // 5. A bag brought to the counter: no pickup day or window, already picked up.
      await page.goto('/dashboard/order/add');
      await page.getByRole('heading', { level: 1, name: 'Tạo đơn hộ sinh viên' }).waitFor();
      await page.getByRole('combobox', { name: /Sinh viên/ }).fill('vu phuong thao');
      await page.getByRole('option', { name: /Vũ Phương Thảo/ }).click();
      await page.getByRole('button', { name: 'Thêm Giặt sấy gấp theo kg' }).click();
      await page.getByRole('radio', { name: 'Khách mang đồ đến quầy' }).check();
      await page.getByRole('group', { name: 'Ngày lấy đồ' }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Tạo đơn' }).click();
      await page.waitForURL(/\/dashboard\/order\?id=[0-9a-f-]{36}$/);
      const counter = page.getByRole('dialog', { name: /^Đơn TSA-\d{6}-\d{4}$/ });
      await counter.getByText('Nhận tại quầy').waitFor();
      await counter.getByText('Đã lấy đồ').first().waitFor();

      expect(errors).toEqual([]);
    } finally {
      // The price list as it was: journeys running alongside read it (none of them this line's price).
      await apiAs(session.accessToken, 'PATCH', `/services/${vest.id}`, { unitPrice: vest.unitPrice });
      await context.close();
    }
    // Five screens of the office's day: more than the project's minute on a loaded machine.
  }, 120_000);
});
