import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApiAs, fixtureItem, SHOES_ITEM, fixtureOrder, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const KG_LABEL = 'Số lượng thực tế Giặt sấy gấp theo kg (kg)';

/** The staff's "Nhận đồ & cân" dialog for a picked-up order of `items`. */
async function weigh(items = [fixtureItem()]) {
  const order = fixtureOrder({ status: 'PICKED_UP', items, estimatedTotal: items.reduce((s, i) => s + i.amount, 0) });
  const api = fakeApiAs(personOf('STAFF'), {
    'GET /orders': ({ query }) => pageOf(query.get('status') === 'PICKED_UP' ? [order] : []),
    'PATCH /orders/:id/status': () => ({ ...order, status: 'WASHING' }),
  });
  renderApp('/staff/order');
  const card = await screen.findByRole('listitem', { name: 'Đơn TSA-251121-0001' });
  await userEvent.click(within(card).getByRole('button', { name: 'Nhận đồ & cân' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nhận đồ & cân: TSA-251121-0001' });
  const kg = within(dialog).getByRole('textbox', { name: KG_LABEL }) as HTMLInputElement;
  const total = within(dialog).getByTestId('weigh-total');
  const type = (text: string) => fireEvent.change(kg, { target: { value: text } });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận, bắt đầu giặt' }));
  return { api, order, dialog, kg, total, type, submit };
}

describe('weighing', () => {
  it('0 kg says the line is not charged, and a bag of nothing is not sent', async () => {
    const { api, order, dialog, total, type, submit } = await weigh();
    type('0');
    expect(within(dialog).getByText('Không có đồ: không tính tiền')).toBeTruthy();
    expect(total.textContent).toBe('0 ₫');
    const why = 'Mọi dòng đều bằng 0: nhập cân nặng hoặc số lượng thực tế, hoặc hủy đơn nếu không có đồ';
    expect(within(dialog).getByRole('alert').textContent).toBe(why);
    await submit();
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(0);
  });

  it('0 kg next to another line: only that line is free', async () => {
    const { dialog, total, type } = await weigh([fixtureItem(), SHOES_ITEM]);
    type('0');
    expect(total.textContent).toBe('40.000 ₫');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a letter or 99999 kg says why, and the total stays what the order could cost', async () => {
    const { api, order, dialog, total, type, submit } = await weigh();
    type('abc');
    expect(within(dialog).getByText('Số lượng phải là số')).toBeTruthy();
    // The line counts at the 3,5 kg ordered until it is typed right, and the total says so.
    expect(total.textContent).toBe('52.500 ₫');
    expect(within(dialog).getByText('Dòng chưa hợp lệ tạm tính theo số lượng đặt')).toBeTruthy();
    type('99999');
    expect(
      within(dialog).getByText('Mỗi dòng tối đa 50 (kg hoặc cái): nhiều hơn thì tách đơn hoặc liên hệ cửa hàng'),
    ).toBeTruthy();
    expect(total.textContent).toBe('52.500 ₫');
    await submit();
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(0);
    type('50');
    expect(total.textContent).toBe('750.000 ₫');
  });

  it('refuses an order above 5.000.000 ₫, saying so', async () => {
    const suit = fixtureItem({ ...SHOES_ITEM, serviceName: 'Giặt hấp vest', unitPrice: 200_000, amount: 200_000 });
    const { api, order, dialog, total, submit } = await weigh([fixtureItem(), suit]);
    const suits = within(dialog).getByRole('textbox', { name: 'Số lượng thực tế Giặt hấp vest (đôi)' });
    fireEvent.change(suits, { target: { value: '30' } });
    expect(total.textContent).toBe('6.052.500 ₫');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Tổng đơn 6.052.500 ₫ vượt mức tối đa 5.000.000 ₫ mỗi đơn: kiểm tra lại số lượng, hoặc tách thành nhiều đơn',
    );
    await submit();
    expect(api.calls('PATCH', `/orders/${order.id}/status`)).toHaveLength(0);
  });

  it('takes any keystrokes in the weight: letters, signs, exponents, separators, emoji', async () => {
    const { dialog, kg, total, type } = await weigh();
    const keystrokes = fc.oneof(
      fc.constantFrom('a', '-1', '.5', '1e3', '2,5', '--', '1,,2', '99999', '0', ' ', '١٢', '🧺', 'NaN', 'Infinity'),
      fc.string({ maxLength: 6, unit: fc.constantFrom(...'0123456789.,-+eE aé🧺') }),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(keystrokes, async (text) => {
        type('');
        for (let length = 1; length <= text.length; length += 1) type(text.slice(0, length));
        expect(screen.getByRole('dialog', { name: 'Nhận đồ & cân: TSA-251121-0001' })).toBe(dialog);
        expect(kg.value).toBe(text);
        // An amount, and never more than the bound of one order.
        expect(total.textContent).toMatch(/^[\d.]+ ₫$/);
        expect(Number(total.textContent!.replace(/\D/g, ''))).toBeLessThanOrEqual(750_000);
      }),
      { numRuns: 30 },
    );
  });
});
