import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '@tsa/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  await import('./audit-log-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const FAILED: AuditEvent = {
  id: 'e1',
  occurredAt: '2026-11-25T01:30:00.000Z',
  action: 'auth.signin-failed',
  actor: { id: null, email: 'la@tsa.test', name: null },
  target: null,
  ip: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  details: { reason: 'unknown-email' },
};
const BANK_CHANGED: AuditEvent = {
  id: 'e3',
  occurredAt: '2026-11-23T03:00:00.000Z',
  action: 'payment.settings-changed',
  actor: { id: 'a1', email: 'admin@tsa.test', name: 'Trần Quản Trị' },
  target: { type: 'payment-settings', id: 'shop', label: null },
  ip: '10.0.0.2',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  details: {
    from: null,
    to: { bankBin: '970436', accountNumber: '0011001234567', accountName: 'CUA HANG TSA' },
    webhookSecretChanged: true,
  },
};
const BANNED: AuditEvent = {
  id: 'e2',
  occurredAt: '2026-11-24T09:00:00.000Z',
  action: 'user.status-changed',
  actor: { id: 'a1', email: 'admin@tsa.test', name: 'Trần Quản Trị' },
  target: { type: 'user', id: 'u9', label: 'sv@tsa.test' },
  ip: '10.0.0.2',
  userAgent: null,
  details: { from: 'ACTIVE', to: 'BANNED' },
};

describe('the security log', { timeout: 45_000 }, () => {
  it('shows who did what, to whom, when and from where, and filters on the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /audit-events': (request) => {
        const action = request.query.get('action');
        const items = action === 'user' ? [BANNED] : [FAILED, BANNED];
        return { items, total: items.length, page: 1, pageSize: 20 };
      },
    });
    renderApp('/dashboard/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nhật ký bảo mật' })).toBeTruthy();
    const failed = (await screen.findByText('Đăng nhập thất bại')).closest('li')!;
    expect(within(failed as HTMLElement).getByText('la@tsa.test')).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('Lý do: email không có tài khoản')).toBeTruthy();
    expect(within(failed as HTMLElement).getByText(/IP 203\.0\.113\.7 · Safari 17 trên iOS$/)).toBeTruthy();
    const banned = screen.getByText('Đổi trạng thái tài khoản').closest('li')!;
    expect(within(banned as HTMLElement).getByText('Trần Quản Trị (admin@tsa.test)')).toBeTruthy();
    expect(within(banned as HTMLElement).getByText('→ sv@tsa.test')).toBeTruthy();
    expect(within(banned as HTMLElement).getByText('Trước: Đang hoạt động · Sau: Đã khóa')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Loại sự kiện' }));
    await user.click(await screen.findByRole('option', { name: 'Tài khoản (tất cả)' }));
    await waitFor(() => expect(screen.queryByText('Đăng nhập thất bại')).toBeNull());
    expect(api.calls('GET', '/audit-events').at(-1)!.query.get('action')).toBe('user');
    expect(screen.getByText('Đổi trạng thái tài khoản')).toBeTruthy();

    await user.type(screen.getByLabelText('Email người thực hiện'), 'admin');
    await waitFor(() => expect(api.calls('GET', '/audit-events').at(-1)!.query.get('actor')).toBe('admin'));
  });

  it('reads a change of the bank account in words, never as code', async () => {
    fakeApi({ 'GET /audit-events': () => ({ items: [BANK_CHANGED], total: 1, page: 1, pageSize: 20 }) });
    renderApp('/dashboard/audit');
    const row = (await screen.findByText('→ tài khoản nhận tiền của cửa hàng')).closest('li') as HTMLElement;
    expect(
      within(row).getByText(
        'Trước: — · Sau: Mã ngân hàng 970436, Số tài khoản 0011001234567, Chủ tài khoản CUA HANG TSA · Đổi khóa nhận thông báo ngân hàng: có',
      ),
    ).toBeTruthy();
    expect(within(row).getByText(/· Chrome 131 trên Android$/)).toBeTruthy();
    expect(row.textContent).not.toMatch(/[{}"]|shop|Mozilla/);
  });

  it('says so when nothing matches', async () => {
    fakeApi({ 'GET /audit-events': () => ({ items: [], total: 0, page: 1, pageSize: 20 }) });
    renderApp('/dashboard/audit');
    expect(await screen.findByText('Không có sự kiện nào khớp bộ lọc.')).toBeTruthy();
  });
});
