import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ticket, TicketStatus } from '@tsa/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { fakeApiAs, pageOf, personOf } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import { takeTheClock } from '@/test/search-clock';

beforeAll(async () => {
  // Lazy routes: load the page once up front so the first test does not pay for it.
  await import('./tickets-page');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function ticket(number: number, subject: string, status: TicketStatus = 'OPEN'): Ticket {
  return {
    id: `70000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    code: `TK-${String(number).padStart(5, '0')}`,
    subject,
    status,
    owner: { id: '00000000-0000-4000-8000-000000000002', name: 'Nguyễn Văn An', role: 'STUDENT' },
    order: null,
    messageCount: 1,
    lastMessageAt: '2025-11-21T03:00:00.000Z',
    createdAt: '2025-11-21T03:00:00.000Z',
    updatedAt: '2025-11-21T03:00:00.000Z',
    closedAt: null,
  };
}

const SHOES = ticket(1, 'Giày bị phai màu');
const LATE = ticket(2, 'Giao đồ trễ', 'CLOSED');

/** The server's tickets, filtered by the status and the search it is asked for. */
function serve(role: 'STAFF' | 'STUDENT') {
  return fakeApiAs(personOf(role), {
    // The orders a student may attach to a new request.
    'GET /orders': () => pageOf([]),
    'GET /tickets': ({ query }) => {
      const statuses = query.get('status')?.split(',');
      const search = query.get('search')?.toLowerCase();
      return pageOf(
        [SHOES, LATE].filter(
          (item) =>
            (!statuses || statuses.includes(item.status)) && (!search || item.subject.toLowerCase().includes(search)),
        ),
      );
    },
  });
}

const lastListQuery = (api: { calls: (method: string, path: string) => FakeRequest[] }) =>
  api.calls('GET', '/tickets').at(-1)!.query;
const searchBox = () => screen.getByRole('textbox', { name: 'Tìm yêu cầu hỗ trợ' }) as HTMLInputElement;
const shown = () =>
  within(screen.getByRole('list', { name: 'Danh sách yêu cầu hỗ trợ' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the support tickets list', { timeout: 45_000 }, () => {
  it('opens with the search and the status of its address, and asks the server for them', async () => {
    const api = serve('STAFF');
    renderApp('/tickets?search=gi%C3%A0y&status=OPEN');
    await screen.findByText('Giày bị phai màu');
    expect(lastListQuery(api).get('search')).toBe('giày');
    expect(lastListQuery(api).get('status')).toBe('OPEN');
    expect(searchBox().value).toBe('giày');
    expect(screen.getByRole('combobox', { name: 'Trạng thái' }).textContent).toBe('Đang mở');
    expect(screen.queryByText('Giao đồ trễ')).toBeNull();
  });

  it('puts what staff type in the address once typing pauses, losing no key, and clearing shows every ticket again', async () => {
    const pastThePause = takeTheClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = serve('STAFF');
    const { router } = renderApp('/tickets');
    await screen.findByText('Giao đồ trễ');
    expect(shown()).toHaveLength(2);

    // Nothing is sent while typing goes on.
    fireEvent.change(searchBox(), { target: { value: 'gi' } });
    expect(searchBox().value).toBe('gi');
    expect(router.state.location.search).toBe('');
    expect(lastListQuery(api).get('search')).toBeNull();
    await pastThePause();
    expect(router.state.location.search).toBe('?search=gi');
    // The box keeps what is typed on while the address catches up with it.
    await user.type(searchBox(), 'ày');
    expect(searchBox().value).toBe('giày');
    await pastThePause();
    expect(router.state.location.search).toBe(`?search=${encodeURIComponent('giày')}`);
    // A pause in typing is not a step Back goes through.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.queryByText('Giao đồ trễ')).toBeNull());
    expect(lastListQuery(api).get('search')).toBe('giày');
    expect(screen.getByText('Giày bị phai màu')).toBeTruthy();
    expect(searchBox().value).toBe('giày');

    await user.clear(searchBox());
    await pastThePause();
    expect(router.state.location.search).toBe('');
    await screen.findByText('Giao đồ trễ');
    expect(lastListQuery(api).get('search')).toBeNull();
    expect(shown()).toHaveLength(2);
  });

  it('keeps the status in the address and starts again from the first page', async () => {
    const user = userEvent.setup();
    const api = serve('STAFF');
    const { router } = renderApp('/tickets?page=2');
    await waitFor(() => expect(lastListQuery(api).get('page')).toBe('2'));
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByRole('option', { name: 'Đã đóng' }));
    await waitFor(() => expect(screen.queryByText('Giày bị phai màu')).toBeNull());
    expect(screen.getByText('Giao đồ trễ')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=CLOSED');
    expect(lastListQuery(api).get('status')).toBe('CLOSED');
    expect(lastListQuery(api).get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByRole('option', { name: 'Tất cả' }));
    await screen.findByText('Giày bị phai màu');
    expect(router.state.location.search).toBe('');
    expect(lastListQuery(api).get('status')).toBeNull();
  });

  it('has no search for a student, so a search in the address filters nothing', async () => {
    const api = serve('STUDENT');
    renderApp('/tickets?search=gi%C3%A0y');
    await screen.findByText('Giao đồ trễ');
    expect(screen.queryByRole('textbox', { name: 'Tìm yêu cầu hỗ trợ' })).toBeNull();
    expect(lastListQuery(api).get('search')).toBeNull();
  });
});

describe('a new support request', { timeout: 45_000 }, () => {
  it('comes back half-written after a reload, and "Hủy" forgets it', async () => {
    serve('STUDENT');
    const user = userEvent.setup();
    const first = renderApp('/tickets');
    await user.click(await screen.findByRole('button', { name: 'Tạo yêu cầu hỗ trợ' }));
    await user.type(await screen.findByRole('textbox', { name: 'Tiêu đề' }), 'Áo len bị co');
    await user.type(screen.getByRole('textbox', { name: 'Nội dung' }), 'Giặt xong áo nhỏ lại');

    // The page goes away (a reload, Back) and comes again: what was typed is there.
    first.unmount();
    renderApp('/tickets');
    await user.click(await screen.findByRole('button', { name: 'Tạo yêu cầu hỗ trợ' }));
    const subject = (await screen.findByRole('textbox', { name: 'Tiêu đề' })) as HTMLInputElement;
    expect(subject.value).toBe('Áo len bị co');
    expect((screen.getByRole('textbox', { name: 'Nội dung' }) as HTMLTextAreaElement).value).toBe(
      'Giặt xong áo nhỏ lại',
    );

    // "Hủy" is on purpose: the next request starts empty.
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Tạo yêu cầu hỗ trợ' }));
    expect(((await screen.findByRole('textbox', { name: 'Tiêu đề' })) as HTMLInputElement).value).toBe('');
  });
});
