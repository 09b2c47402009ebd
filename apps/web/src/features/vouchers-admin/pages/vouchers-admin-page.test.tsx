import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createVoucherSchema, updateVoucherSchema, type Voucher } from '@tsa/shared';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply, signInAsAdmin } from '@/test/fake-api';
import { CATALOGUE, SERVICES } from '@/test/order-fixtures';
import { createTestQueryClient, renderApp } from '@/test/render-app';
import { stubWindowWidth } from '@/test/window-width';
import { voucherResolver, type VoucherForm } from '../components/voucher-form';
import { VoucherFormDialog } from '../components/voucher-form-dialog';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await import('./vouchers-admin-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const OPENING: Voucher = {
  id: '50000000-0000-4000-8000-000000000001',
  code: 'KHAITRUONG',
  description: 'Mừng khai trương',
  kind: 'PERCENT',
  value: 10,
  minOrder: 50_000,
  maxDiscount: 20_000,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  serviceIds: null,
  firstOrderOnly: false,
  perStudentLimit: 1,
  totalLimit: 50,
  usedCount: 12,
  active: true,
  createdAt: '2026-11-30T00:00:00.000Z',
};

/** Vietnamese written for the admin: not English, nor zod's generic "mong đợi…, nhận được…". */
function expectWorded(message: string | undefined) {
  expect(message).toMatch(/[ạ-ỹà-ýđĐăâêôơư]/i);
  expect(message).not.toMatch(/mong đợi|nhận được|Đầu vào không hợp lệ|expected|received|NaN/i);
}

const typed = fc.oneof(
  fc.constantFrom('', ' ', '0', '1', '100', '101', '20.000', '20 000', '1e3', '-1', '🧺', '2026-12-01', '2026-13-40'),
  fc.constantFrom('NaN', 'Infinity', '١٢', '99999999999999999999', 'khai-truong', 'KM 10', 'ab'),
  fc.string({ maxLength: 10, unit: fc.constantFrom(...'0123456789.,-+eE aé₫%') }),
  fc.string({ maxLength: 8 }),
);
const form = fc.record<VoucherForm>({
  code: typed,
  kind: fc.constantFrom('PERCENT', 'FIXED'),
  value: typed,
  description: fc.oneof(typed, fc.string({ minLength: 195, maxLength: 210 })),
  minOrder: typed,
  maxDiscount: typed,
  startsOn: typed,
  endsOn: typed,
  someServices: fc.boolean(),
  serviceIds: fc.subarray(['10000000-0000-4000-8000-000000000001', 'x', '']),
  firstOrderOnly: fc.boolean(),
  perStudentLimit: typed,
  totalLimit: typed,
  active: fc.boolean(),
});

describe('the admin voucher form', () => {
  it.each([true, false])(
    'never throws on any input (creating: %s): terms the server accepts, or Vietnamese messages',
    async (creating) => {
      const resolve = voucherResolver(creating);
      const schema = creating ? createVoucherSchema : updateVoucherSchema;
      await fc.assert(
        fc.asyncProperty(form, async (values) => {
          const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
          const messages = Object.values(result.errors).map((error) => (error as { message?: string }).message);
          if (messages.length === 0) expect(schema.safeParse(result.values).success).toBe(true);
          else for (const message of messages) expectWorded(message);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('takes any keystrokes in the dialog without losing them or crashing', async () => {
    fakeApi({ 'GET /services': () => CATALOGUE });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <VoucherFormDialog open voucher={null} session={1} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Tạo mã giảm giá' });
    const LABELS = ['Mã giảm giá', 'Mức giảm', 'Mô tả', 'Đơn tối thiểu', 'Giảm tối đa', 'Tổng số lượt'];
    // By label rather than by role: 280 lookups, and a role query's name and visibility checks
    // made this test most of its file's time. The labels are what the role query named them by.
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    const values: Record<string, string> = Object.fromEntries(LABELS.map((label) => [label, field(label).value]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LABELS), typed, async (label, text) => {
        const input = field(label);
        act(() => input.focus());
        fireEvent.change(input, { target: { value: text } });
        fireEvent.blur(input);
        values[label] = text;
        await act(async () => {});
        for (const each of LABELS) expect([each, field(each).value]).toEqual([each, values[each]]);
        for (const message of dialog.querySelectorAll('.MuiFormHelperText-root.Mui-error'))
          expectWorded(message.textContent ?? undefined);
      }),
      { numRuns: 40 },
    );
  });
});

describe('admin vouchers page (/dashboard/vouchers)', { timeout: 45_000 }, () => {
  it('lists codes as cards on a phone with their uses, and deactivates one', async () => {
    stubWindowWidth(390);
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /services': () => CATALOGUE,
      'GET /vouchers': () => [OPENING],
      'PATCH /vouchers/:id': ({ body }) => ({ ...OPENING, ...(body as object) }),
    });
    renderApp('/dashboard/vouchers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mã giảm giá' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: 'KHAITRUONG' });
    expect(within(card).getByText(/Giảm 10%, tối đa 20.000 đ, đơn từ 50.000 đ/)).toBeTruthy();
    expect(within(card).getByText(/Đã dùng 12\/50 lượt/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Tắt mã KHAITRUONG' }));
    await waitFor(() => expect(api.calls('PATCH', `/vouchers/${OPENING.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/vouchers/${OPENING.id}`)[0]!.body).toEqual({ active: false });
  });

  it('shows a table on a desktop', async () => {
    stubWindowWidth(1280);
    fakeApi({ 'GET /services': () => CATALOGUE, 'GET /vouchers': () => [OPENING] });
    renderApp('/dashboard/vouchers');
    const table = await screen.findByRole('table', { name: 'Danh sách mã giảm giá' });
    expect(within(table).getByText('12/50 lượt')).toBeTruthy();
  });

  it('creates a code checked with the shared schema, and shows the server’s refusal on its field', async () => {
    stubWindowWidth(390);
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /services': () => CATALOGUE,
      'GET /vouchers': () => [],
      'POST /vouchers': () =>
        reply(409, {
          statusCode: 409,
          code: 'vouchers/code-taken',
          message: 'Mã giảm giá này đã tồn tại',
          fields: { code: 'Mã giảm giá này đã tồn tại (không phân biệt hoa thường)' },
        }),
    });
    renderApp('/dashboard/vouchers');
    await screen.findByText('Chưa có mã giảm giá nào');
    await user.click(screen.getAllByRole('button', { name: 'Tạo mã' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Tạo mã giảm giá' });
    await user.click(within(dialog).getByRole('button', { name: 'Tạo mã' }));
    expect(await within(dialog).findByText('Vui lòng nhập mã giảm giá')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập mức giảm')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Mã giảm giá/ }), 'tet2027');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mức giảm/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo mã' }));
    expect(await within(dialog).findByText('Phần trăm giảm từ 1 đến 100')).toBeTruthy();
    const value = within(dialog).getByRole('textbox', { name: /^Mức giảm/ });
    await user.clear(value);
    await user.type(value, '15');
    await user.type(within(dialog).getByRole('textbox', { name: /^Giảm tối đa/ }), '30.000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Tổng số lượt/ }), '100');
    await user.click(within(dialog).getByRole('switch', { name: 'Chỉ áp dụng cho một số dịch vụ' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: SERVICES[0]!.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Tạo mã' }));
    await waitFor(() => expect(api.calls('POST', '/vouchers')).toHaveLength(1));
    expect(api.calls('POST', '/vouchers')[0]!.body).toEqual({
      code: 'TET2027',
      kind: 'PERCENT',
      value: 15,
      description: '',
      minOrder: 0,
      maxDiscount: 30_000,
      startsOn: null,
      endsOn: null,
      serviceIds: [SERVICES[0]!.id],
      firstOrderOnly: false,
      perStudentLimit: 1,
      totalLimit: 100,
    });
    expect(await within(dialog).findByText('Mã giảm giá này đã tồn tại (không phân biệt hoa thường)')).toBeTruthy();
  });
});
