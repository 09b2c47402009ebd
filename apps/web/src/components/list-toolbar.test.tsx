import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneOf, setParam, useUrlFilters, type ListUrlConfig } from '@/lib/use-url-filters';
import { takeTheClock } from '@/test/search-clock';
import { stubWindowWidth } from '@/test/window-width';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { SortSelect } from './sort-select';

const DELAY_MS = 200;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LIST: ListUrlConfig<'createdAt', { size?: 'S' | 'M' }> = {
  sortFields: ['createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  readFilters: (params) => ({ size: oneOf(['S', 'M'] as const, params.get('size')) }),
  writeFilters: (params, filters) => setParam(params, 'size', filters.size),
  isFiltered: (filters) => Boolean(filters.size),
  noFilters: { size: null },
};

type Extra = Partial<Omit<ListToolbarProps, 'search'>>;

/** A list page: its state in the URL (`useUrlFilters`), the toolbar above it, "Xóa bộ lọc" when something is filtered. */
function ListPage({ delayMs, extra }: { delayMs: number; extra: Extra }) {
  const { search, hasFilters, clearFilters } = useUrlFilters(LIST, { searchDelayMs: delayMs });
  return (
    <ListToolbar
      search={search}
      searchLabel="Tìm thử"
      searchPlaceholder="Tên, phòng…"
      filterWidth={160}
      onReset={hasFilters ? clearFilters : undefined}
      {...extra}
    />
  );
}

function renderList(path = '/list', { delayMs = DELAY_MS, extra = {} }: { delayMs?: number; extra?: Extra } = {}) {
  const router = createMemoryRouter([{ path: '/list', element: <ListPage delayMs={delayMs} extra={extra} /> }], {
    initialEntries: [path],
  });
  // Every search the list wrote to the URL, in order.
  const sent: string[] = [];
  const searchOf = (query: string) => new URLSearchParams(query).get('search') ?? '';
  let last = searchOf(router.state.location.search);
  router.subscribe((state) => {
    if (searchOf(state.location.search) === last) return;
    last = searchOf(state.location.search);
    sent.push(last);
  });
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, sent, url: () => router.state.location.search, unmount };
}

const box = () => screen.getByRole('searchbox', { name: 'Tìm thử' }) as HTMLInputElement;

describe('ListToolbar with useUrlFilters', () => {
  it('hands the search on to the URL once typing pauses, replacing the history entry', async () => {
    const user = userEvent.setup();
    const { router, sent, url } = renderList('/list?page=3');
    expect(box().placeholder).toBe('Tên, phòng…');
    await user.type(box(), 'tran thi');
    expect(url()).toBe('?page=3');
    await waitFor(() => expect(url()).toBe('?search=tran+thi'));
    expect(sent).toEqual(['tran thi']);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows a search changed from outside (back button) without sending it back', async () => {
    const pastThePause = takeTheClock(DELAY_MS);
    const { router, sent, url } = renderList('/list?search=an');
    expect(box().value).toBe('an');
    await act(() => router.navigate('/list?search=binh'));
    await waitFor(() => expect(box().value).toBe('binh'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box().value).toBe('an'));
    await pastThePause();
    expect(url()).toBe('?search=an');
    expect(sent).toEqual(['binh', 'an']);
  });

  it('clears the box and the search at once with its clear button', async () => {
    const user = userEvent.setup();
    const { url } = renderList('/list?search=an&size=S');
    await user.click(screen.getByRole('button', { name: 'Xóa nội dung tìm kiếm' }));
    expect(url()).toBe('?size=S');
    expect(box().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Xóa nội dung tìm kiếm' })).toBeNull();
  });

  it('puts the chips in a named group, "Xóa bộ lọc" last, and drops unsent typing on reset', async () => {
    const user = userEvent.setup();
    const { sent, url } = renderList('/list?size=M', {
      // Long enough that the reset comes before the search is sent.
      delayMs: 5000,
      extra: {
        filters: <button type="button">Bộ lọc phụ</button>,
        chips: {
          label: 'Trạng thái:',
          groupLabel: 'Lọc theo trạng thái',
          chips: <button type="button">Chờ xác nhận</button>,
        },
      },
    });
    const group = screen.getByRole('group', { name: 'Lọc theo trạng thái' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Chờ xác nhận', 'Xóa bộ lọc']);
    expect(within(group).getByText('Trạng thái:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bộ lọc phụ' })).toBeTruthy();

    await user.type(box(), 'abc');
    await user.click(within(group).getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(url()).toBe('');
    expect(box().value).toBe('');
    expect(sent).toEqual([]);
  });

  it('keeps "Xóa bộ lọc" in view on a phone, outside the chips that scroll sideways', async () => {
    stubWindowWidth(390);
    const user = userEvent.setup();
    const { url } = renderList('/list?size=M', {
      extra: {
        chips: {
          label: 'Trạng thái:',
          groupLabel: 'Lọc theo trạng thái',
          chips: <button type="button">Chờ xác nhận</button>,
        },
      },
    });
    const group = screen.getByRole('group', { name: 'Lọc theo trạng thái' });
    expect(within(group).queryByRole('button', { name: 'Xóa bộ lọc' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(url()).toBe('');
  });

  it('does not send an old search again after the box is cleared or the filters reset', async () => {
    const pastThePause = takeTheClock(DELAY_MS);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    for (const clear of ['Xóa nội dung tìm kiếm', 'Xóa bộ lọc']) {
      const { sent, unmount } = renderList();
      // One input event: typed key by key, a slow machine may pause longer than the delay mid-word.
      await user.click(box());
      await user.paste('abc');
      await waitFor(() => expect(sent).toEqual(['abc']));
      // The URL changes first; the page redraws from it in a transition, and only then is there
      // a filter for "Xóa bộ lọc" to clear.
      await user.click(await screen.findByRole('button', { name: clear }));
      await pastThePause();
      expect(sent).toEqual(['abc', '']);
      expect(box().value).toBe('');
      unmount();
    }
  });

  it('offers no reset when there is nothing to clear', () => {
    renderList('/list', { extra: { filters: <button type="button">Bộ lọc phụ</button> } });
    expect(screen.queryByRole('button', { name: 'Xóa bộ lọc' })).toBeNull();
  });
});

describe('SortSelect', () => {
  const choices = [
    { label: 'Mới trước', sort: { field: 'createdAt', direction: 'desc' } },
    { label: 'Tên A → Z', sort: { field: 'name', direction: 'asc' } },
  ] as const;

  it('offers the list’s orders and hands the chosen one on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect choices={[...choices]} value={{ field: 'createdAt', direction: 'desc' }} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sắp xếp' });
    expect(select.textContent).toBe('Mới trước');
    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Mới trước',
      'Tên A → Z',
    ]);
    await user.click(screen.getByRole('option', { name: 'Tên A → Z' }));
    expect(onChange).toHaveBeenCalledWith({ field: 'name', direction: 'asc' });
  });

  it('keeps a sort picked from a column header selectable', () => {
    render(<SortSelect choices={[...choices]} value={{ field: 'name', direction: 'desc' }} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Sắp xếp' }).textContent).toBe('Theo cột đã chọn');
  });
});
