import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wallet, WalletEntryPage, WalletTopUp } from '@tsa/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '@/test/fake-api';
import { fakeApiAs, personOf } from '@/test/order-fixtures';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@/app/provider';
import { fakeSocket } from '@/test/fake-socket';
import { createTestQueryClient, renderApp } from '@/test/render-app';
import WalletPage from './wallet-page';

const BANK = { bin: '970436', code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' };
const LIMITS = { minTopUp: 10_000, maxAmount: 10_000_000, maxBalance: 20_000_000 };

function wallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: 85_000,
    topUpCode: 'NAPK7Q2M9XZ',
    bank: BANK,
    accountNumber: '0123456789',
    accountName: 'CONG TY GIAT SAY TSA',
    automaticConfirmation: true,
    limits: LIMITS,
    pendingWithdrawals: [],
    ...overrides,
  };
}

const ENTRIES: WalletEntryPage = {
  items: [
    {
      id: '2',
      kind: 'ORDER_PAYMENT',
      kindLabel: 'Thanh toán đơn',
      amount: -60_000,
      balanceAfter: 85_000,
      order: { id: '30000000-0000-4000-8000-000000000001', code: 'TSA-251121-0001' },
      note: 'Thanh toán đơn TSA-251121-0001',
      createdAt: '2025-11-21T05:00:00.000Z',
    },
    {
      id: '1',
      kind: 'TOP_UP',
      kindLabel: 'Nạp tiền',
      amount: 145_000,
      balanceAfter: 145_000,
      order: null,
      note: 'Nạp tiền qua chuyển khoản (mã GD FT1)',
      createdAt: '2025-11-20T05:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 10,
};

/** Stands for the server's VietQR payload: the page draws whatever it is given. */
const payloadFor = (amount: number) => `00020101021238570010A000000727-${amount}-NAPK7Q2M9XZ`;

function serve(current: Wallet = wallet(), routes: Parameters<typeof fakeApiAs>[1] = {}) {
  return fakeApiAs(personOf('STUDENT'), {
    'GET /wallet': () => current,
    'GET /wallet/entries': () => ENTRIES,
    'GET /wallet/top-up': ({ query }) => {
      const amount = Number(query.get('amount'));
      return {
        amount,
        content: current.topUpCode,
        bank: BANK,
        accountNumber: '0123456789',
        accountName: 'CONG TY GIAT SAY TSA',
        qrPayload: payloadFor(amount),
      } satisfies WalletTopUp;
    },
    ...routes,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPage() {
  renderApp('/student/wallet');
  await screen.findByRole('heading', { level: 1, name: 'Ví TSA' });
}

describe('the student’s Ví TSA page', { timeout: 30_000 }, () => {
  it('shows the balance, the transfer content and the statement with signed amounts', async () => {
    serve();
    await openPage();
    expect((await screen.findByTestId('wallet-balance')).textContent).toContain('85.000 ₫');
    expect(screen.getByTestId('top-up-code').textContent).toContain('NAPK7Q2M9XZ');
    const statement = await screen.findByRole('list', { name: 'Lịch sử giao dịch ví' });
    const lines = within(statement).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('Thanh toán đơn · TSA-251121-0001');
    expect(lines[0]!.textContent).toContain('−60.000 ₫');
    expect(lines[0]!.textContent).toContain('Số dư 85.000 ₫');
    expect(lines[1]!.textContent).toContain('+145.000 ₫');
  });

  it('a chip asks the server for that amount’s VietQR and shows it with the wallet’s content', async () => {
    const api = serve();
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: '100.000 ₫' }));
    const image = await screen.findByRole('img', { name: 'Mã VietQR nạp 100.000 ₫ vào ví TSA' });
    expect(api.calls('GET', '/wallet/top-up').map((r) => r.query.get('amount'))).toEqual(['100000']);
    expect(image.getAttribute('data-qr-payload')).toBe(payloadFor(100_000));
    expect(screen.getAllByText('NAPK7Q2M9XZ').length).toBeGreaterThanOrEqual(2);
  });

  it('checks a typed amount with the shared rule before asking for a QR', async () => {
    const api = serve();
    const user = userEvent.setup();
    await openPage();
    const field = await screen.findByRole('textbox', { name: 'Số tiền khác' });
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Tạo mã QR' }));
    expect(await screen.findByText('Nạp tối thiểu 10.000 ₫')).toBeTruthy();
    expect(api.calls('GET', '/wallet/top-up')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '150.000');
    await user.click(screen.getByRole('button', { name: 'Tạo mã QR' }));
    await screen.findByRole('img', { name: 'Mã VietQR nạp 150.000 ₫ vào ví TSA' });
    expect(api.calls('GET', '/wallet/top-up').map((r) => r.query.get('amount'))).toEqual(['150000']);
  });

  it('says top-up is not possible while the shop has no bank account', async () => {
    serve(wallet({ bank: null, accountNumber: '', accountName: '' }));
    await openPage();
    expect(await screen.findByText(/Cửa hàng chưa có tài khoản nhận chuyển khoản/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tạo mã QR' })).toBeNull();
  });

  it('"Rút tiền" refuses more than the balance on the page and sends a valid request', async () => {
    const api = serve(wallet(), {
      'POST /wallet/withdrawals': ({ body }) =>
        reply(201, {
          id: '40000000-0000-4000-8000-000000000001',
          student: { id: '1', name: 'Nguyễn Văn An', email: 'a@st.tsa.test', phoneNumber: null },
          ...(body as object),
          amount: 50_000,
          status: 'REQUESTED',
          handledBy: null,
          handledAt: null,
          note: null,
          createdAt: '2025-11-21T05:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Rút tiền' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rút về tài khoản ngân hàng' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Số tiền rút' }), '90000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ngân hàng' }), 'Vietcombank');
    await user.type(within(dialog).getByRole('textbox', { name: 'Số tài khoản' }), '0071001234567');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên chủ tài khoản' }), 'Nguyễn Văn An');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu rút' }));
    expect(await within(dialog).findByText('Số dư ví chỉ còn 85.000 ₫')).toBeTruthy();
    expect(api.calls('POST', '/wallet/withdrawals')).toHaveLength(0);
    const amount = within(dialog).getByRole('textbox', { name: 'Số tiền rút' });
    await user.clear(amount);
    await user.type(amount, '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu rút' }));
    await waitFor(() => expect(api.calls('POST', '/wallet/withdrawals')).toHaveLength(1));
    expect(api.calls('POST', '/wallet/withdrawals')[0]!.body).toEqual({
      amount: 50_000,
      bankName: 'Vietcombank',
      accountNumber: '0071001234567',
      accountName: 'NGUYEN VAN AN',
    });
  });

  it('shows a top-up as soon as the bank’s notification arrives', async () => {
    let current = wallet();
    const api = serve(undefined, { 'GET /wallet': () => current });
    const live = fakeSocket();
    render(
      <AppProviders queryClient={createTestQueryClient()} socketFactory={live.factory}>
        <MemoryRouter>
          <WalletPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('85.000 ₫');
    current = wallet({ balance: 185_000 });
    act(() =>
      live.fire('notification', {
        id: '00000000-0000-4000-8000-000000000901',
        type: 'WALLET',
        title: 'Ví TSA: đã nạp 100.000 ₫',
        body: 'Ví TSA đã nhận 100.000 ₫ qua chuyển khoản.',
        link: '/student/wallet',
        read: false,
        createdAt: new Date().toISOString(),
        actorId: null,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('185.000 ₫'));
    expect(api.calls('GET', '/wallet').length).toBeGreaterThanOrEqual(2);
  });
});
