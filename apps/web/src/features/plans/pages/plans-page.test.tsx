import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPlan, Plan, PlanSubscription, PlanTransfer } from '@tsa/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, personOf, SERVICES } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  await import('./plans-page');
});
afterEach(() => vi.unstubAllGlobals());

const KG_SERVICE = SERVICES[0]!;

const PLAN: Plan = {
  id: '40000000-0000-4000-8000-000000000001',
  name: 'Gói học kỳ 10 kg',
  description: 'Giặt sấy gấp cả học kỳ',
  kgPerMonth: 10,
  price: 520_000,
  months: 4,
  serviceIds: [KG_SERVICE.id],
  rollover: true,
  skipWeekAllowed: true,
  active: true,
  pricePerKg: 13_000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const ACTIVE: PlanSubscription = {
  id: '50000000-0000-4000-8000-000000000001',
  planId: PLAN.id,
  name: PLAN.name,
  status: 'ACTIVE',
  kgPerMonth: 10,
  price: 520_000,
  months: 4,
  serviceIds: PLAN.serviceIds,
  rollover: true,
  skipWeekAllowed: true,
  startsOn: '2026-01-10',
  endsOn: '2026-05-09',
  periodStartsOn: '2026-02-10',
  periodEndsOn: '2026-03-09',
  renewsOn: '2026-03-10',
  kgLeft: 14,
  kgUsed: 6,
  skippedWeeks: 0,
  canSkipWeek: true,
  createdAt: '2026-01-10T03:00:00.000Z',
};

const TRANSFER: PlanTransfer = {
  bank: { bin: '970436', code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
  accountNumber: '0123456789',
  accountName: 'CONG TY GIAT SAY TSA',
  amount: 470_000,
  estimated: false,
  content: 'NAPK7Q2M9XA',
  qrPayload: '00020101021238570010A00000072701270006970436011301234567890208QRIBFTTA53037045406470000',
  automaticConfirmation: true,
  walletBalance: 50_000,
};

function serve(mine: MyPlan, routes: Record<string, (request: { body: unknown }) => unknown> = {}) {
  return fakeApiAs(personOf('STUDENT'), {
    'GET /services': () => SERVICES,
    'GET /plans': () => [PLAN],
    'GET /plans/me': () => mine,
    ...routes,
  });
}

describe('student plans page (/student/plans)', { timeout: 45_000 }, () => {
  it('shows my plan: kilograms left with a bar, renewal, end, rollover; skips a week after confirming', async () => {
    const user = userEvent.setup();
    const api = serve(
      { subscription: ACTIVE, transfer: null },
      { 'POST /plans/me/skip-week': () => ({ subscription: { ...ACTIVE, skippedWeeks: 1 }, transfer: null }) },
    );
    renderApp('/student/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gói giặt' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: PLAN.name });
    expect(within(card).getByText('14 kg')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Còn 14 kg trên 10 kg mỗi tháng' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(within(card).getByText(/\+ 4 kg cộng dồn từ tháng trước/)).toBeTruthy();
    expect(within(card).getByText('10/03/2026')).toBeTruthy();
    expect(within(card).getByText(/Gia hạn vào/)).toBeTruthy();
    expect(within(card).getByText('09/05/2026')).toBeTruthy();
    expect(within(card).getByText('Kg chưa dùng được cộng sang tháng sau (tối đa 10 kg).')).toBeTruthy();
    // A plan is running: the plans for sale cannot be bought now.
    const offer = await screen.findByRole('article', { name: PLAN.name });
    expect((within(offer).getByRole('button', { name: 'Mua gói' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(card).getByRole('button', { name: 'Tạm ngưng 1 tuần' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạm ngưng 1 tuần?' });
    expect(within(dialog).getByText(/16\/05\/2026/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Tạm ngưng' }));
    await waitFor(() => expect(api.calls('POST', '/plans/me/skip-week')).toHaveLength(1));
  });

  it('says when the skip of this month is used', async () => {
    serve({ subscription: { ...ACTIVE, skippedWeeks: 1, canSkipWeek: false, renewsOn: null }, transfer: null });
    renderApp('/student/plans');
    const card = await screen.findByRole('region', { name: PLAN.name });
    expect((within(card).getByRole('button', { name: 'Tạm ngưng 1 tuần' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Bạn đã tạm ngưng 1 tuần trong tháng này.')).toBeTruthy();
    expect(within(card).queryByText(/Gia hạn vào/)).toBeNull();
  });

  it('buys by transfer: the dialog then shows the amount, the wallet content and the VietQR', async () => {
    const user = userEvent.setup();
    const api = serve(
      { subscription: null, transfer: null },
      {
        'POST /plans/:id/buy': () =>
          reply(201, { subscription: { ...ACTIVE, status: 'AWAITING_PAYMENT', startsOn: null }, transfer: TRANSFER }),
      },
    );
    renderApp('/student/plans');
    const offer = await screen.findByRole('article', { name: PLAN.name });
    expect(within(offer).getByText('520.000 ₫')).toBeTruthy();
    expect(within(offer).getByText('10 kg/tháng · khoảng 13.000 ₫/kg')).toBeTruthy();
    expect(within(offer).getByText(`Áp dụng: ${KG_SERVICE.name}`)).toBeTruthy();
    expect(within(offer).getByText('Gói học kỳ · 4 tháng')).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Mua gói' }));
    const dialog = await screen.findByRole('dialog', { name: `Mua ${PLAN.name}` });
    await user.click(within(dialog).getByRole('radio', { name: /Chuyển khoản/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Mua gói · 520.000 ₫' }));
    await waitFor(() => expect(api.calls('POST', `/plans/${PLAN.id}/buy`)).toHaveLength(1));
    expect(api.calls('POST', `/plans/${PLAN.id}/buy`)[0]!.body).toEqual({ paymentMethod: 'BANK_TRANSFER' });
    const transfer = await screen.findByRole('dialog', { name: `Chuyển khoản để mua ${PLAN.name}` });
    expect(within(transfer).getAllByText('NAPK7Q2M9XA').length).toBeGreaterThan(0);
    expect(within(transfer).getAllByText('470.000 ₫').length).toBeGreaterThan(0);
    expect(
      within(transfer).getByRole('img', { name: `Mã VietQR chuyển 470.000 ₫ vào ví TSA để mua ${PLAN.name}` }),
    ).toBeTruthy();
  });

  it('shows the wallet refusal in the dialog, in Vietnamese', async () => {
    const user = userEvent.setup();
    serve(
      { subscription: null, transfer: null },
      {
        'POST /plans/:id/buy': () =>
          reply(409, { statusCode: 409, code: 'wallet/insufficient-funds', message: 'Số dư ví TSA không đủ' }),
      },
    );
    renderApp('/student/plans');
    const offer = await screen.findByRole('article', { name: PLAN.name });
    await user.click(within(offer).getByRole('button', { name: 'Mua gói' }));
    const dialog = await screen.findByRole('dialog', { name: `Mua ${PLAN.name}` });
    expect((within(dialog).getByRole('radio', { name: /Trừ ví TSA/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Mua gói · 520.000 ₫' }));
    expect(await within(dialog).findByText('Số dư ví TSA không đủ')).toBeTruthy();
  });

  it('a plan awaiting its transfer shows how to pay, and can be cancelled', async () => {
    const user = userEvent.setup();
    const api = serve(
      { subscription: { ...ACTIVE, status: 'AWAITING_PAYMENT', startsOn: null, kgLeft: 0 }, transfer: TRANSFER },
      { 'DELETE /plans/me': () => reply(204) },
    );
    renderApp('/student/plans');
    const card = await screen.findByRole('region', { name: PLAN.name });
    expect(within(card).getByText('Chờ thanh toán')).toBeTruthy();
    expect(within(card).getAllByText('NAPK7Q2M9XA').length).toBeGreaterThan(0);
    expect(within(card).getByText(/ví đã có 50.000 ₫/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Hủy gói đang chờ' }));
    await waitFor(() => expect(api.calls('DELETE', '/plans/me')).toHaveLength(1));
  });

  it('the order form says how many kilograms my plan has left this month', async () => {
    serve({ subscription: { ...ACTIVE, kgLeft: 3.5 }, transfer: null });
    renderApp('/student/order/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đặt giặt' })).toBeTruthy();
    const hint = await screen.findByText(/Gói của bạn còn 3,5 kg tháng này/);
    expect(within(hint.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Xem gói' })).toBeTruthy();
  });
});
