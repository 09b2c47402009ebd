import { render, screen, within } from '@testing-library/react';
import type { OrderDetail as OrderDetailData } from '@tsa/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/provider';
import type { OrderDetailView } from '@/components/orders/types';
import { fakeApiAs, fixtureItem, fixtureOrder, personOf, SHOES_ITEM } from '@/test/order-fixtures';
import { createTestQueryClient } from '@/test/render-app';
import { OrderDetail } from './order-detail';

afterEach(() => vi.unstubAllGlobals());

/** The student's order detail of `order`, and its "Dịch vụ" section. */
function showOrder(order: OrderDetailData): Promise<HTMLElement> {
  fakeApiAs(personOf('STUDENT'), {
    'GET /orders/:id/scans': () => [],
    'GET /orders/:id/proofs': () => [],
    // An empty wallet: no "Thanh toán bằng ví" under a weighed order.
    'GET /wallet': () => ({ balance: 0 }),
  });
  render(
    <AppProviders queryClient={createTestQueryClient()} socketFactory={null}>
      <MemoryRouter>
        {/* Dates as the server's strings: the screen's formatters take those as they take `Date`s. */}
        <OrderDetail order={order as unknown as OrderDetailView} />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.findByRole('region', { name: 'Dịch vụ' });
}

const lineTexts = (section: HTMLElement) =>
  within(within(section).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the student's order detail: its services", () => {
  it('before weighing, each line is the estimate × the unit price, and the total is still to come', async () => {
    const section = await showOrder(fixtureOrder({ status: 'CONFIRMED' }));
    expect(lineTexts(section)).toEqual(['Giặt sấy gấp theo kg52.500 ₫Ước tính 3,5 kg × 15.000 ₫/kg']);
    expect(within(section).getByText('Tạm tính').parentElement!.textContent).toBe('Tạm tính52.500 ₫');
    expect(within(section).getByText('Chưa cân')).toBeTruthy();
  });

  it('once weighed, each line shows what the scale said beside the estimate, and what it comes to', async () => {
    const section = await showOrder(
      fixtureOrder({
        status: 'WASHING',
        items: [
          fixtureItem({ quantity: 5, amount: 75_000, finalQuantity: 5.5, finalAmount: 82_500 }),
          { ...SHOES_ITEM, finalQuantity: 1, finalAmount: 40_000 },
        ],
        estimatedTotal: 115_000,
        finalTotal: 122_500,
        payment: { paidAmount: 0, due: 122_500, flag: null, transferClaimedAt: null, payments: [], transfer: null },
      }),
    );
    expect(lineTexts(section)).toEqual([
      'Giặt sấy gấp theo kg82.500 ₫Thực tế 5,5 kg (ước tính 5 kg) × 15.000 ₫/kg',
      'Giặt giày40.000 ₫Thực tế 1 đôi (ước tính 1 đôi) × 40.000 ₫/đôi',
    ]);
    expect(within(section).getByText('Thành tiền (theo cân thực tế)').parentElement!.textContent).toBe(
      'Thành tiền (theo cân thực tế)122.500 ₫',
    );
  });
});
