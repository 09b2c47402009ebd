import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetailView } from '@/components/orders/types';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { fixtureItem, SHOES_ITEM } from '@/test/order-fixtures';
import { createTestQueryClient } from '@/test/render-app';
import { order } from '../fixtures.test-data';
import { WeighDialog } from './weigh-dialog';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

/** The admin's "Cân đồ và bắt đầu giặt" for a picked-up order of `items` (3,5 kg ordered by default). */
function weigh(items = [fixtureItem()]) {
  const detail = order({ status: 'PICKED_UP', items, estimatedTotal: items.reduce((s, i) => s + i.amount, 0) });
  const api = fakeApi({ 'PATCH /orders/:id/status': () => ({ ...detail, status: 'WASHING' }) });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <WeighDialog order={detail as unknown as OrderDetailView} open onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Cân đồ và bắt đầu giặt' });
  const kg = within(dialog).getByRole('textbox', { name: 'Giặt sấy gấp theo kg' }) as HTMLInputElement;
  const total = within(dialog).getByTestId('weigh-total');
  const type = (text: string) => fireEvent.change(kg, { target: { value: text } });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Lưu và bắt đầu giặt' }));
  const sent = () => api.calls('PATCH', `/orders/${detail.id}/status`);
  return { dialog, kg, total, type, submit, sent, onClose };
}

describe("the admin's weighing", () => {
  it('a letter keeps the kg line at what was ordered, says why, and sends nothing', async () => {
    const { dialog, total, type, submit, sent } = weigh();
    type('abc');
    expect(within(dialog).getByText('Số lượng phải là số')).toBeTruthy();
    // Not 0 ₫: the 3,5 kg ordered count until the weight is typed right, and the total says so.
    expect(total.textContent).toBe('52.500 ₫');
    expect(within(dialog).getByText('Dòng chưa hợp lệ tạm tính theo số lượng đặt')).toBeTruthy();
    await submit();
    expect(sent()).toHaveLength(0);
  });

  it('0 kg says the line is free, and a bag of nothing is explained and not sent', async () => {
    const { dialog, total, type, submit, sent } = weigh();
    type('0');
    expect(within(dialog).getByText('Không có đồ: không tính tiền')).toBeTruthy();
    expect(total.textContent).toBe('0 ₫');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Mọi dòng đều bằng 0: nhập cân nặng hoặc số lượng thực tế, hoặc hủy đơn nếu không có đồ',
    );
    await submit();
    expect(sent()).toHaveLength(0);
  });

  it('below the minimum bills the minimum and says so; 0 next to another line frees only that line', async () => {
    const { dialog, total, type } = weigh([fixtureItem(), SHOES_ITEM]);
    type('2');
    expect(within(dialog).getByText('Tính tối thiểu 3 kg')).toBeTruthy();
    expect(total.textContent).toBe('85.000 ₫');
    type('0');
    expect(total.textContent).toBe('40.000 ₫');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses an order above 5.000.000 ₫ before sending, saying so', async () => {
    const suit = fixtureItem({ ...SHOES_ITEM, serviceName: 'Giặt hấp vest', unitPrice: 200_000, amount: 200_000 });
    const { dialog, total, submit, sent } = weigh([fixtureItem(), suit]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Giặt hấp vest' }), { target: { value: '30' } });
    expect(total.textContent).toBe('6.052.500 ₫');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Tổng đơn 6.052.500 ₫ vượt mức tối đa 5.000.000 ₫ mỗi đơn: kiểm tra lại số lượng, hoặc tách thành nhiều đơn',
    );
    await submit();
    expect(sent()).toHaveLength(0);
  });

  it('sends the weights typed the Vietnamese way', async () => {
    const { type, submit, sent, onClose } = weigh([fixtureItem(), SHOES_ITEM]);
    type('4,2');
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toEqual({
      status: 'WASHING',
      items: [
        { itemId: fixtureItem().id, quantity: 4.2 },
        { itemId: SHOES_ITEM.id, quantity: 1 },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('takes any keystrokes in every line: letters, signs, exponents, separators, emoji', async () => {
    const { dialog, total } = weigh([fixtureItem(), SHOES_ITEM]);
    const fields = [
      within(dialog).getByRole('textbox', { name: 'Giặt sấy gấp theo kg' }),
      within(dialog).getByRole('textbox', { name: 'Giặt giày' }),
    ] as HTMLInputElement[];
    const keystrokes = fc.oneof(
      fc.constantFrom('a', 'abc', '-1', '.5', '1e3', '2,5', '--', '1,,2', '99999', '0', ' ', '١٢', '🧺', 'NaN'),
      fc.string({ maxLength: 6, unit: fc.constantFrom(...'0123456789.,-+eE aé🧺') }),
      fc.string({ maxLength: 4 }),
    );
    // Each run types into one line, key by key; the other keeps what an earlier run typed.
    const typed = fields.map((field) => field.value);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1 }), keystrokes, async (index, text) => {
        const field = fields[index]!;
        fireEvent.change(field, { target: { value: '' } });
        for (let length = 1; length <= text.length; length += 1)
          fireEvent.change(field, { target: { value: text.slice(0, length) } });
        typed[index] = text;
        expect(screen.getByRole('dialog', { name: 'Cân đồ và bắt đầu giặt' })).toBe(dialog);
        expect(fields.map((each) => each.value)).toEqual(typed);
        // An amount, never more than two full lines (50 kg and 50 pairs) cost.
        expect(total.textContent).toMatch(/^[\d.]+ ₫$/);
        expect(Number(total.textContent!.replace(/\D/g, ''))).toBeLessThanOrEqual(2_750_000);
        // A line that cannot be read shows no amount of its own and counts at what was ordered,
        // which the total says.
        const amounts = fields.map((each) => each.closest('.MuiFormControl-root')!.nextElementSibling!.textContent);
        typed.forEach((each, at) => {
          if (!/^\s*\d+([.,]\d*)?\s*$/.test(each)) expect(amounts[at]).toBe('—');
          else if (amounts[at] !== '—') expect(amounts[at]).toMatch(/^[\d.]+ ₫$/);
        });
        expect(within(dialog).queryByText('Dòng chưa hợp lệ tạm tính theo số lượng đặt') !== null).toBe(
          amounts.includes('—'),
        );
      }),
      { numRuns: 25 },
    );
  });
});
