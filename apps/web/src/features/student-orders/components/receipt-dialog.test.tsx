import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/provider';
import { fakeApi } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-app';
import { storeSession, testUser } from '@/test/session';
import { stubWindowWidth } from '@/test/window-width';
import { ReceiptDialog } from './receipt-dialog';

const ORDER_ID = '30000000-0000-4000-8000-0000000000aa';

const WASH_LINE = { serviceName: 'Giặt sấy', quantity: 4, unitLabel: 'kg', unitPrice: 15_000, amount: 60_000 };

function showReceipt(receipt: Record<string, unknown> = {}) {
  storeSession(testUser('STUDENT'));
  fakeApi({
    'GET /users/profile': () => testUser('STUDENT'),
    'GET /orders/:id/receipt': () => ({
      shopName: 'Giặt sấy TSA',
      orderId: ORDER_ID,
      code: 'TSA-251121-0007',
      studentName: 'Nguyễn Văn An',
      address: 'KTX Khu A · A1 · 203',
      lines: [WASH_LINE],
      total: 60_000,
      paidAmount: 60_000,
      paymentMethod: 'CASH',
      paidAt: '2025-11-21T10:00:00.000Z',
      completedAt: '2025-11-21T10:00:00.000Z',
      issuedAt: '2025-11-21T10:05:00.000Z',
      ...receipt,
    }),
  });
  render(
    <AppProviders queryClient={createTestQueryClient()} socketFactory={null}>
      <MemoryRouter>
        <ReceiptDialog orderId={ORDER_ID} open onClose={() => {}} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const actionButtons = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Biên nhận thanh toán' });
  await within(dialog).findByText('TSA-251121-0007', { exact: false });
  return ['Đóng', 'Tải PDF', 'In biên nhận'].map((name) => within(dialog).getByRole('button', { name }));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('receipt dialog', () => {
  it('stacks its buttons the full width on a phone, so no label wraps onto two lines', async () => {
    stubWindowWidth(390);
    showReceipt();
    const buttons = await actionButtons();
    for (const button of buttons) expect(button.classList.contains('MuiButton-fullWidth')).toBe(true);
    expect(buttons[2]!.hasAttribute('disabled')).toBe(false);
  });

  it('keeps them in one row on a wider screen', async () => {
    stubWindowWidth(1024);
    showReceipt();
    for (const button of await actionButtons()) expect(button.classList.contains('MuiButton-fullWidth')).toBe(false);
  });

  it('lists each service with what was weighed, its unit price and its amount, then the totals', async () => {
    stubWindowWidth(390);
    // The bag weighed 5,5 kg against 4 ordered: the receipt bills what was weighed.
    showReceipt({
      lines: [
        { ...WASH_LINE, quantity: 5.5, amount: 82_500 },
        { serviceName: 'Giặt giày', quantity: 1, unitLabel: 'đôi', unitPrice: 40_000, amount: 40_000 },
      ],
      deductions: [{ kind: 'DISCOUNT', label: 'Giảm giá (mã KHAI-TRUONG)', amount: -10_000 }],
      total: 112_500,
      paidAmount: 112_500,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Biên nhận thanh toán' });
    const lines = await within(dialog).findByRole('list', { name: 'Dịch vụ' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Giặt sấy82.500 ₫5,5 kg × 15.000 ₫', 'Giặt giày40.000 ₫1 đôi × 40.000 ₫']);
    // The discount sits with the totals, outside the list of services.
    expect(within(lines).queryByText(/Giảm giá/)).toBeNull();
    expect(within(dialog).getByText('Giảm giá (mã KHAI-TRUONG)')).toBeTruthy();
    expect(within(dialog).getByText('Tổng cộng').parentElement!.textContent).toBe('Tổng cộng112.500 ₫');
  });
});
