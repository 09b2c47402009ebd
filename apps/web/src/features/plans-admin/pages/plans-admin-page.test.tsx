import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@tsa/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { CATALOGUE, SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  await import('./plans-admin-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const KG_SERVICE = SERVICES[0]!;

const MONTHLY: Plan = {
  id: '40000000-0000-4000-8000-000000000001',
  name: 'Gói tháng 20 kg',
  description: '',
  kgPerMonth: 20,
  price: 250_000,
  months: 1,
  serviceIds: [KG_SERVICE.id],
  rollover: false,
  skipWeekAllowed: false,
  active: true,
  pricePerKg: 12_500,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const SEMESTER: Plan = {
  ...MONTHLY,
  id: '40000000-0000-4000-8000-000000000002',
  name: 'Gói học kỳ 15 kg',
  months: 5,
  kgPerMonth: 15,
  price: 900_000,
  pricePerKg: 12_000,
  rollover: true,
  active: false,
};

describe('admin plans page (/dashboard/plans)', { timeout: 45_000 }, () => {
  it('lists every plan, those no longer for sale too, and stops selling one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /services': () => CATALOGUE,
      'GET /plans': () => [MONTHLY, SEMESTER],
      'PATCH /plans/:id': ({ body }) => ({ ...MONTHLY, ...(body as object) }),
    });
    renderApp('/dashboard/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gói giặt' })).toBeTruthy();
    const monthly = await screen.findByRole('listitem', { name: MONTHLY.name });
    expect(within(monthly).getByText(/Gói tháng · 20 kg\/tháng · 250.000 ₫/)).toBeTruthy();
    expect(within(monthly).getByText('Đang bán')).toBeTruthy();
    const semester = screen.getByRole('listitem', { name: SEMESTER.name });
    expect(within(semester).getByText(/Gói học kỳ · 5 tháng/)).toBeTruthy();
    expect(within(semester).getByText(/cộng dồn kg/)).toBeTruthy();
    expect(within(semester).getByText('Ngừng bán')).toBeTruthy();

    await user.click(within(monthly).getByRole('button', { name: `Ngừng bán ${MONTHLY.name}` }));
    await waitFor(() => expect(api.calls('PATCH', `/plans/${MONTHLY.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/plans/${MONTHLY.id}`)[0]!.body).toEqual({ active: false });
  });

  it('creates a plan: checked with the shared schema in Vietnamese, KG services only, numbers as typed in Vietnam', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /services': () => CATALOGUE,
      'GET /plans': () => [],
      'POST /plans': ({ body }) => reply(201, { ...MONTHLY, ...(body as object), id: 'new' }),
    });
    renderApp('/dashboard/plans');
    await screen.findByText('Chưa có gói nào');
    await user.click(screen.getAllByRole('button', { name: 'Thêm gói' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Thêm gói giặt' });
    // Pieces are never in a plan: only the KG service is offered.
    expect(await within(dialog).findByRole('checkbox', { name: KG_SERVICE.name })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Giặt giày' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Thêm gói' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên gói')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập số kg mỗi tháng')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập giá gói')).toBeTruthy();
    expect(within(dialog).getByText('Chọn ít nhất một dịch vụ tính theo kg')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Tên gói' }), 'Gói học kỳ 12,5 kg');
    await user.type(within(dialog).getByRole('textbox', { name: 'Số kg mỗi tháng' }), '12,55');
    const months = within(dialog).getByRole('textbox', { name: 'Số tháng' });
    await user.clear(months);
    await user.type(months, '13');
    await user.type(within(dialog).getByRole('textbox', { name: 'Giá gói' }), '600.000');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm gói' }));
    expect(await within(dialog).findByText('Số kg lấy tối đa 1 chữ số thập phân')).toBeTruthy();
    expect(within(dialog).getByText('Gói dài tối đa 12 tháng')).toBeTruthy();
    expect(api.calls('POST', '/plans')).toHaveLength(0);

    const kg = within(dialog).getByRole('textbox', { name: 'Số kg mỗi tháng' });
    await user.clear(kg);
    await user.type(kg, '12,5');
    await user.clear(months);
    await user.type(months, '4');
    await user.click(within(dialog).getByRole('checkbox', { name: KG_SERVICE.name }));
    await user.click(within(dialog).getByRole('switch', { name: /Cộng dồn kg/ }));
    expect(within(dialog).getByText('Trả một lần · khoảng 12.000 ₫/kg')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm gói' }));
    await waitFor(() => expect(api.calls('POST', '/plans')).toHaveLength(1));
    expect(api.calls('POST', '/plans')[0]!.body).toEqual({
      name: 'Gói học kỳ 12,5 kg',
      description: '',
      kgPerMonth: 12.5,
      price: 600_000,
      months: 4,
      serviceIds: [KG_SERVICE.id],
      rollover: true,
      skipWeekAllowed: false,
      active: true,
    });
  });

  it('edits a plan and shows the server’s field message next to its field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /services': () => CATALOGUE,
      'GET /plans': () => [MONTHLY],
      'PATCH /plans/:id': () =>
        reply(400, {
          statusCode: 400,
          code: 'plans/invalid-services',
          message: 'Gói chỉ áp dụng cho dịch vụ tính theo kg đang có trong bảng giá',
          fields: { serviceIds: 'Chọn dịch vụ tính theo kg có trong bảng giá' },
        }),
    });
    renderApp('/dashboard/plans');
    const item = await screen.findByRole('listitem', { name: MONTHLY.name });
    await user.click(within(item).getByRole('button', { name: `Sửa ${MONTHLY.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa gói giặt' });
    expect((within(dialog).getByRole('textbox', { name: 'Giá gói' }) as HTMLInputElement).value).toBe('250000');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByText('Chọn dịch vụ tính theo kg có trong bảng giá')).toBeTruthy();
    expect(api.calls('PATCH', `/plans/${MONTHLY.id}`)[0]!.body).toMatchObject({ price: 250_000, months: 1 });
  });
});
