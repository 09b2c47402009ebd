import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillDeductions, BillRefund } from './bill-adjustments';
import { PricedLines } from './priced-lines';

const none = { discount: null, planKg: 0, planCredit: 0, refundedAmount: 0 };

describe('an order’s deductions and refund', () => {
  it('shows the plan’s kilograms, the voucher and the refund to the wallet', () => {
    const order = {
      discount: { kind: 'VOUCHER' as const, voucherCode: 'KHAI-TRUONG', amount: 10_000 },
      planKg: 2.5,
      planCredit: 37_500,
      refundedAmount: 5_000,
    };
    render(
      <>
        <BillDeductions order={order} />
        <BillRefund order={order} />
      </>,
    );
    expect(screen.getByText('Gói: 2,5 kg')).toBeTruthy();
    expect(screen.getByText(/37\.500/).textContent).toMatch(/^−/);
    expect(screen.getByText('Giảm giá (mã KHAI-TRUONG)')).toBeTruthy();
    expect(screen.getByText(/10\.000/).textContent).toMatch(/^−/);
    expect(screen.getByText('Đã hoàn vào ví TSA')).toBeTruthy();
  });

  it('names the referral discount, and shows nothing for an order without any', () => {
    const { container, rerender } = render(
      <BillDeductions order={{ ...none, discount: { kind: 'REFERRAL', voucherCode: null, amount: 20_000 } }} />,
    );
    expect(screen.getByText('Ưu đãi giới thiệu')).toBeTruthy();
    rerender(
      <>
        <BillDeductions order={none} />
        <BillRefund order={none} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('lists the deductions as items of the priced lines (staff’s order card), after the services', () => {
    render(
      <PricedLines
        label="Dịch vụ"
        lines={[{ key: 'a', name: 'Giặt sấy', quantity: '× 4 kg', amount: 60_000 }]}
        deductions={[{ kind: 'DISCOUNT', label: 'Ưu đãi giới thiệu', amount: -20_000 }]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toMatch(/^Ưu đãi giới thiệu−20\.000/);
  });
});
