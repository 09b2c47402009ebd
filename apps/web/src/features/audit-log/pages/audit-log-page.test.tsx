import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '@tsa/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signInAsAdmin } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { takeTheClock } from '@/test/search-clock';

beforeAll(async () => {
  await import('./audit-log-page');
});
beforeEach(() => signInAsAdmin());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const actorBox = () => screen.getByRole('textbox', { name: 'Email người thực hiện' }) as HTMLInputElement;

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
    const pastThePause = takeTheClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = fakeApi({
      'GET /audit-events': (request) => {
        const action = request.query.get('action');
        const actor = request.query.get('actor');
        const items = (action === 'user' ? [BANNED] : [FAILED, BANNED]).filter(
          (event) => !actor || event.actor.email?.includes(actor),
        );
        return { items, total: items.length, page: 1, pageSize: 20 };
      },
    });
    const { router } = renderApp('/dashboard/audit');
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
    expect(router.state.location.search).toBe('?action=user');
    expect(screen.getByText('Đổi trạng thái tài khoản')).toBeTruthy();

    // The e-mail is sent, and kept in the address, once typing pauses; no key is lost meanwhile.
    await user.type(actorBox(), 'admin');
    expect(actorBox().value).toBe('admin');
    await pastThePause();
    expect(router.state.location.search).toBe('?action=user&search=admin');
    await waitFor(() => expect(api.calls('GET', '/audit-events').at(-1)!.query.get('actor')).toBe('admin'));
    expect(actorBox().value).toBe('admin');
  });

  it('opens with the filters of its address, and asks the server for them', async () => {
    const api = fakeApi({
      'GET /audit-events': () => ({ items: [BANNED], total: 51, page: 2, pageSize: 50 }),
    });
    renderApp('/dashboard/audit?action=user&search=admin&from=2026-11-01&to=2026-11-30&page=2&pageSize=50');
    await screen.findByText('Đổi trạng thái tài khoản');
    const query = api.calls('GET', '/audit-events').at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({
      action: 'user',
      actor: 'admin',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '2',
      pageSize: '50',
    });
    // The controls show the same.
    expect(actorBox().value).toBe('admin');
    expect(screen.getByRole('combobox', { name: 'Loại sự kiện' }).textContent).toBe('Tài khoản (tất cả)');
    expect(screen.getByText('51–51 trên 51')).toBeTruthy();
  });

  it('searches by what is typed only after the pause, and clearing the box shows everyone again', async () => {
    const pastThePause = takeTheClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = fakeApi({
      'GET /audit-events': (request) => {
        const actor = request.query.get('actor');
        const items = [FAILED, BANNED].filter((event) => !actor || event.actor.email?.includes(actor));
        return { items, total: items.length, page: 1, pageSize: 20 };
      },
    });
    const { router } = renderApp('/dashboard/audit?page=3');
    await screen.findByText('Đăng nhập thất bại');
    const asked = () => api.calls('GET', '/audit-events').map((call) => call.query.get('actor'));

    fireEvent.change(actorBox(), { target: { value: 'adm' } });
    expect(router.state.location.search).toBe('?page=3');
    expect(asked()).not.toContain('adm');
    await pastThePause();
    // A new search starts from the first page; a pause in typing is not a step Back goes through.
    expect(router.state.location.search).toBe('?search=adm');
    expect(router.state.historyAction).toBe('REPLACE');
    // Typing on while the address catches up keeps every key.
    await user.type(actorBox(), 'in@');
    expect(actorBox().value).toBe('admin@');
    await pastThePause();
    expect(router.state.location.search).toBe(`?search=${encodeURIComponent('admin@')}`);
    await waitFor(() => expect(screen.queryByText('Đăng nhập thất bại')).toBeNull());
    expect(asked().at(-1)).toBe('admin@');
    expect(actorBox().value).toBe('admin@');

    await user.clear(actorBox());
    await pastThePause();
    expect(router.state.location.search).toBe('');
    await screen.findByText('Đăng nhập thất bại');
    expect(asked().at(-1)).toBeNull();
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
