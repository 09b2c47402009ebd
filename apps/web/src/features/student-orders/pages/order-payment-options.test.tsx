import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransferInstructions } from '@tsa/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/provider';
import { reply } from '@/test/fake-api';
import { fakeApiAs, fixtureOrder, pageOf, personOf, SERVICES } from '@/test/order-fixtures';
import { createTestQueryClient, renderApp } from '@/test/render-app';
import { TransferPayment } from '../components/transfer-payment';

const SHOES = SERVICES[1]!;
const TRANSFER_UNAVAILABLE = {
  statusCode: 409,
  code: 'payments/transfer-unavailable',
  message: 'Cửa hàng chưa có tài khoản nhận chuyển khoản. Vui lòng chọn thanh toán tiền mặt',
  fields: { paymentMethod: 'Cửa hàng chưa có tài khoản nhận chuyển khoản, vui lòng chọn tiền mặt' },
};

beforeEach(() => {
  // 12:30 in Ho Chi Minh City on 21/11/2025: the evening windows are still ahead.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-11-21T05:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve(options: { bankTransfer: boolean; automaticConfirmation: boolean }, placed?: () => unknown) {
  const created = fixtureOrder({ id: '30000000-0000-4000-8000-0000000000aa', code: 'TSA-251121-0007' });
  return fakeApiAs(personOf('STUDENT'), {
    'GET /services': () => SERVICES,
    'GET /payments/options': () => options,
    'POST /orders': placed ?? (() => reply(201, created)),
    'GET /orders/:id': () => created,
    'GET /orders': () => pageOf([created]),
  });
}

async function openForm() {
  renderApp('/student/order/add');
  await screen.findByRole('heading', { level: 1, name: 'Đặt giặt' });
  return (await screen.findByRole('radio', { name: /Chuyển khoản/ })) as HTMLInputElement;
}

async function order(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: `Thêm ${SHOES.name}` }));
  await user.click(screen.getByRole('button', { name: 'Đặt giặt' }));
  await user.click(await screen.findByRole('button', { name: 'Xác nhận đặt giặt' }));
}

describe('payment choice follows the shop set-up', { timeout: 45_000 }, () => {
  it('shows transfer disabled with the reason while the shop has no bank account, and orders in cash', async () => {
    const api = serve({ bankTransfer: false, automaticConfirmation: false });
    const user = userEvent.setup();
    const transfer = await openForm();
    await waitFor(() => expect(transfer.disabled).toBe(true));
    expect(screen.getByRole('radio', { name: /Chuyển khoản Cửa hàng chưa có tài khoản nhận chuyển khoản/ })).toBe(
      transfer,
    );
    expect((screen.getByRole('radio', { name: /Tiền mặt/ }) as HTMLInputElement).checked).toBe(true);
    await order(user);
    await waitFor(() => expect(api.calls('POST', '/orders')).toHaveLength(1));
    expect(api.calls('POST', '/orders')[0]!.body).toMatchObject({ paymentMethod: 'CASH' });
  });

  it('offers transfer once the shop has an account', async () => {
    const api = serve({ bankTransfer: true, automaticConfirmation: false });
    const transfer = await openForm();
    await waitFor(() => expect(api.calls('GET', '/payments/options')).toHaveLength(1));
    expect(transfer.disabled).toBe(false);
    expect(screen.queryByText('Cửa hàng chưa có tài khoản nhận chuyển khoản')).toBeNull();
  });

  it("shows the server's refusal of a transfer at the payment choice and reads the set-up again", async () => {
    let options = { bankTransfer: true, automaticConfirmation: false };
    const api = fakeApiAs(personOf('STUDENT'), {
      'GET /services': () => SERVICES,
      'GET /payments/options': () => options,
      'POST /orders': () => {
        options = { bankTransfer: false, automaticConfirmation: false };
        return reply(409, TRANSFER_UNAVAILABLE);
      },
    });
    const user = userEvent.setup();
    await user.click(await openForm());
    await order(user);
    // In place, under the payment choice.
    const message = await screen.findByText(TRANSFER_UNAVAILABLE.fields.paymentMethod);
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.closest('section')?.getAttribute('aria-labelledby')).toBe('order-step-4');
    await waitFor(() => expect(api.calls('GET', '/payments/options')).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Chuyển khoản/ }) as HTMLInputElement).disabled).toBe(true),
    );
    expect((screen.getByRole('radio', { name: /Tiền mặt/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the VietQR instructions', () => {
  const transfer: TransferInstructions = {
    bank: { bin: '970436', code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
    accountNumber: '0123456789',
    accountName: 'CONG TY GIAT SAY TSA',
    amount: 60000,
    estimated: false,
    content: 'TSA2511210001',
    qrPayload:
      '00020101021238570010A000000727012700069704360113012345678902080QRIBFTTA53037045406600005802VN62170813TSA25112100016304ABCD',
    automaticConfirmation: false,
  };
  const show = (automaticConfirmation: boolean) =>
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <TransferPayment
          orderId="30000000-0000-4000-8000-000000000001"
          code="TSA-251121-0001"
          transfer={{ ...transfer, automaticConfirmation }}
          claimedAt={null}
        />
      </AppProviders>,
    );

  it('promises automatic confirmation only when the bank notifies the shop', () => {
    const manual = show(false);
    expect(screen.queryByText(/xác nhận tự động/)).toBeNull();
    expect(screen.getByText(/cửa hàng kiểm tra và xác nhận thanh toán/)).toBeTruthy();
    manual.unmount();
    show(true);
    expect(screen.getByText(/để đơn được xác nhận tự động/)).toBeTruthy();
  });
});
