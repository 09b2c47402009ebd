import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { CATALOGUE as SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

// The page is a lazy route: load it once up front so the first test does not pay for it.
beforeAll(async () => {
  await import('./services-page');
});
beforeEach(() => signInAsAdmin());

afterEach(() => vi.unstubAllGlobals());

describe('service catalogue editor', { timeout: 45_000 }, () => {
  it('lists every service, switched-off ones too', async () => {
    const api = fakeApi({ 'GET /services': () => SERVICES });
    renderApp('/dashboard/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bảng giá dịch vụ' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Bảng giá dịch vụ' });
    expect(await within(table).findByText('Giặt sấy gấp theo kg')).toBeTruthy();
    expect(within(table).getByText('Giặt rèm')).toBeTruthy();
    expect(within(table).getByText('Tạm ngưng')).toBeTruthy();
    expect(within(table).getAllByText('15.000 ₫').length).toBeGreaterThan(0);
    expect(api.calls('GET', '/services')[0]!.query.get('includeInactive')).toBe('true');
  });

  it('checks the form with the shared schema, in Vietnamese, before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /services': () => SERVICES,
      'POST /services': ({ body }) => ({
        id: 's4',
        description: '',
        unitLabel: 'cái',
        minQuantity: 0,
        active: true,
        sortOrder: 100,
        ...(body as object),
      }),
    });
    renderApp('/dashboard/services');
    await screen.findByText('Giặt giày');
    await user.click(screen.getByRole('button', { name: 'Thêm dịch vụ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm dịch vụ' });

    await user.click(within(dialog).getByRole('button', { name: 'Thêm dịch vụ' }));
    expect(await within(dialog).findByText('Vui lòng nhập tên dịch vụ')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập đơn giá')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Tên dịch vụ' }), 'Ủi quần tây');
    await user.type(within(dialog).getByRole('textbox', { name: 'Đơn giá' }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Số lượng tối thiểu' }), '1,25');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm dịch vụ' }));
    expect(await within(dialog).findByText('Đơn giá tối thiểu 1.000 ₫')).toBeTruthy();
    expect(within(dialog).getByText('Số lượng tối thiểu lấy tối đa 1 chữ số thập phân')).toBeTruthy();
    expect(within(dialog).queryByText('Vui lòng nhập tên dịch vụ')).toBeNull();
    expect(api.calls('POST', '/services')).toHaveLength(0);

    const price = within(dialog).getByRole('textbox', { name: 'Đơn giá' });
    await user.clear(price);
    await user.type(price, '12.000');
    const minimum = within(dialog).getByRole('textbox', { name: 'Số lượng tối thiểu' });
    await user.clear(minimum);
    await user.type(minimum, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm dịch vụ' }));

    await waitFor(() => expect(api.calls('POST', '/services')).toHaveLength(1));
    expect(api.calls('POST', '/services')[0]!.body).toEqual({
      name: 'Ủi quần tây',
      description: '',
      unit: 'KG',
      unitPrice: 12000,
      minQuantity: 2,
      sortOrder: 100,
      active: true,
    });
    expect(await screen.findByText('Đã thêm dịch vụ "Ủi quần tây"')).toBeTruthy();
  });

  it('edits a price and says when a deleted service was only switched off', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /services': () => SERVICES,
      'PATCH /services/:id': ({ params, body }) => ({
        ...SERVICES.find((s) => s.id === params.id),
        ...(body as object),
      }),
      'DELETE /services/:id': ({ params }) => ({
        removed: false,
        service: { ...SERVICES.find((s) => s.id === params.id), active: false },
      }),
    });
    renderApp('/dashboard/services');
    await user.click(await screen.findByRole('button', { name: 'Sửa Giặt giày' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa dịch vụ' });
    const price = within(dialog).getByRole('textbox', { name: 'Đơn giá' });
    expect((price as HTMLInputElement).value).toBe('40000');
    await user.clear(price);
    await user.type(price, '45000');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(api.calls('PATCH', `/services/${SERVICES[1]!.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/services/${SERVICES[1]!.id}`)[0]!.body).toMatchObject({
      unitPrice: 45000,
      unit: 'ITEM',
      unitLabel: 'đôi',
      minQuantity: 1,
    });
    expect(await screen.findByText('Đã lưu dịch vụ "Giặt giày"')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Xóa Giặt sấy gấp theo kg' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xóa dịch vụ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa dịch vụ' }));
    expect(
      await screen.findByText('Dịch vụ "Giặt sấy gấp theo kg" đã có đơn sử dụng nên chỉ được tạm ngưng, không xóa'),
    ).toBeTruthy();
  });
});
