import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureOrder, pageOf, personOf, SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

const SHOES = SERVICES[1]!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-21T05:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 60_000 });

type Check = { code: string; items: { serviceId: string; quantity: number }[] };

function serve(check: (body: Check) => unknown) {
  const created = fixtureOrder({ id: '30000000-0000-4000-8000-0000000000aa', code: 'TSA-251121-0007' });
  return fakeApiAs(personOf('STUDENT'), {
    'GET /services': () => SERVICES,
    'POST /vouchers/check': ({ body }) => check(body as Check),
    'POST /orders': () => reply(201, created),
    'GET /orders/:id': () => created,
    'GET /orders': () => pageOf([created]),
  });
}

async function openForm() {
  renderApp('/student/order/add');
  await screen.findByRole('heading', { level: 1, name: 'Đặt giặt' });
  return screen.findByRole('textbox', { name: 'Mã giảm giá' });
}

/** Ten per cent of what the lines cost, as the server's check would answer. */
const tenPercent = (body: Check) => {
  const gross = body.items.reduce((sum, item) => sum + item.quantity * SHOES.unitPrice, 0);
  const discount = Math.floor(gross / 10);
  return {
    code: body.code,
    description: 'Mừng khai trương',
    discount,
    estimatedGross: gross,
    estimatedTotal: gross - discount,
  };
};

describe('the order form’s voucher ("Mã giảm giá")', () => {
  it('applies a code: the discount line, the estimate after it, and the code sent with the order', async () => {
    const api = serve(tenPercent);
    const user = userEvent.setup();
    const field = await openForm();
    await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
    const estimate = screen.getByTestId('order-estimate');
    expect(estimate.textContent).toBe('40.000 ₫');
    await user.type(field, 'km10');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText(/Mã KM10: giảm 4\.000 ₫ trên tạm tính/)).toBeTruthy();
    expect(api.calls('POST', '/vouchers/check')[0]!.body).toEqual({
      code: 'KM10',
      items: [{ serviceId: SHOES.id, quantity: 1 }],
    });
    expect(estimate.textContent).toBe('36.000 ₫');

    // The discount follows the lines.
    await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
    expect(await screen.findByText(/giảm 8\.000 ₫/)).toBeTruthy();
    expect(estimate.textContent).toBe('72.000 ₫');

    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đơn giặt' });
    expect(within(dialog).getByText('Giảm giá (mã KM10)')).toBeTruthy();
    expect(within(dialog).getByText('72.000 ₫')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đặt giặt' }));
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(api.calls('POST', '/orders')[0]!.body).toMatchObject({ voucherCode: 'KM10' });
  });

  it('shows the server’s precise refusal and keeps the estimate; "Bỏ mã" removes the code', async () => {
    const api = serve(() =>
      reply(400, {
        statusCode: 400,
        code: 'vouchers/min-order',
        message: 'Mã này áp dụng cho đơn từ 100.000 ₫; đơn dự kiến của bạn là 40.000 ₫',
        fields: { code: 'Mã này áp dụng cho đơn từ 100.000 ₫; đơn dự kiến của bạn là 40.000 ₫' },
      }),
    );
    const user = userEvent.setup();
    const field = await openForm();
    await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
    await user.type(field, 'TET100');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mã này áp dụng cho đơn từ 100.000 ₫; đơn dự kiến của bạn là 40.000 ₫',
    );
    expect(screen.getByTestId('order-estimate').textContent).toBe('40.000 ₫');
    await user.click(screen.getByRole('button', { name: 'Bỏ mã' }));
    expect(screen.queryByText(/đơn từ 100\.000/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đơn giặt' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đặt giặt' }));
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(api.calls('POST', '/orders')[0]!.body).not.toHaveProperty('voucherCode');
  });

  it('refuses a malformed code in Vietnamese without asking the server, and keeps an applied code in the draft', async () => {
    const api = serve(tenPercent);
    const user = userEvent.setup();
    const field = await openForm();
    await user.type(field, 'giảm giá!');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mã giảm giá chỉ gồm chữ, số và dấu gạch ngang (3–30 ký tự)',
    );
    expect(api.calls('POST', '/vouchers/check')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'KM10');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    // No service yet: nothing to ask about.
    expect(await screen.findByText('Chọn dịch vụ để xem số tiền được giảm.')).toBeTruthy();
    const drafts = () => Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    await waitFor(() => expect(drafts().join()).toContain('"voucherCode":"KM10"'));
  });
});

describe('the referral discount on the order form', () => {
  it('takes "Ưu đãi giới thiệu" off the first order’s estimate and shows it in the last look', async () => {
    const created = fixtureOrder({ id: '30000000-0000-4000-8000-0000000000aa', code: 'TSA-251121-0007' });
    fakeApiAs(personOf('STUDENT'), {
      'GET /services': () => SERVICES,
      'GET /referrals/me': () => ({
        code: 'K7Q2M9X',
        signedUp: 0,
        rewarded: 0,
        rewardTotal: 0,
        refereeDiscount: 20_000,
        reward: 20_000,
        referredBy: { status: 'PENDING', discountUsed: false },
        canClaim: false,
      }),
      'POST /orders': () => reply(201, created),
      'GET /orders/:id': () => created,
      'GET /orders': () => pageOf([created]),
    });
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
    const estimate = screen.getByTestId('order-estimate');
    await waitFor(() => expect(estimate.textContent).toBe('20.000 ₫'));
    expect(screen.getByText(/đã trừ ưu đãi giới thiệu/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đơn giặt' });
    expect(within(dialog).getByText('Ưu đãi giới thiệu')).toBeTruthy();
    expect(within(dialog).getByText('20.000 ₫')).toBeTruthy();
  });
});
