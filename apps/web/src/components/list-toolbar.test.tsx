import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { SortSelect } from './sort-select';

const DELAY_MS = 200;

function renderToolbar(props: Partial<ListToolbarProps> = {}) {
  const onSearchChange = vi.fn<(search: string) => void>();
  const all: ListToolbarProps = {
    search: '',
    onSearchChange,
    searchLabel: 'Tìm thử',
    searchPlaceholder: 'Tên, phòng…',
    searchDelayMs: DELAY_MS,
    filterWidth: 160,
    ...props,
  };
  const view = render(<ListToolbar {...all} />);
  return { onSearchChange, rerender: (search: string) => view.rerender(<ListToolbar {...all} search={search} />) };
}

/** Like a list page: the search lives above, and every change hands down a new callback. */
function UrlLikeHarness({ sent, onReset }: { sent: string[]; onReset?: boolean }) {
  const [search, setSearch] = useState('');
  return (
    <ListToolbar
      search={search}
      onSearchChange={(text) => {
        sent.push(text);
        setSearch(text);
      }}
      searchLabel="Tìm thử"
      searchPlaceholder="Tên, phòng…"
      searchDelayMs={DELAY_MS}
      filterWidth={160}
      onReset={onReset ? () => setSearch('') : undefined}
    />
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Tìm thử' }) as HTMLInputElement;

describe('ListToolbar', () => {
  it('hands the search on once typing pauses', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = renderToolbar();
    expect(box().placeholder).toBe('Tên, phòng…');
    await user.type(box(), 'tran thi');
    expect(onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('tran thi'));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('follows a search changed from outside (back button) without sending it back', async () => {
    const { onSearchChange, rerender } = renderToolbar({ search: 'an' });
    expect(box().value).toBe('an');
    rerender('binh');
    await waitFor(() => expect(box().value).toBe('binh'));
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS * 3));
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('clears the box at once with its clear button', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = renderToolbar({ search: 'an' });
    await user.click(screen.getByRole('button', { name: 'Xóa nội dung tìm kiếm' }));
    expect(onSearchChange).toHaveBeenLastCalledWith('');
    expect(box().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Xóa nội dung tìm kiếm' })).toBeNull();
  });

  it('puts the chips in a named group, "Xóa bộ lọc" last, and drops unsent typing on reset', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const { onSearchChange } = renderToolbar({
      filters: <button type="button">Bộ lọc phụ</button>,
      chips: {
        label: 'Trạng thái:',
        groupLabel: 'Lọc theo trạng thái',
        chips: <button type="button">Chờ xác nhận</button>,
      },
      onReset,
      // Long enough that the reset comes before the search is sent.
      searchDelayMs: 5000,
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
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(box().value).toBe('');
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('does not send an old search again after the box is cleared or the filters reset', async () => {
    const user = userEvent.setup();
    for (const clear of ['Xóa nội dung tìm kiếm', 'Xóa bộ lọc']) {
      const sent: string[] = [];
      const view = render(<UrlLikeHarness sent={sent} onReset />);
      await user.type(box(), 'abc');
      await waitFor(() => expect(sent).toEqual(['abc']));
      await user.click(screen.getByRole('button', { name: clear }));
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS * 2));
      expect(sent).toEqual(clear === 'Xóa bộ lọc' ? ['abc'] : ['abc', '']);
      expect(box().value).toBe('');
      view.unmount();
    }
  });

  it('offers no reset when there is nothing to clear', () => {
    renderToolbar({ filters: <button type="button">Bộ lọc phụ</button> });
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
