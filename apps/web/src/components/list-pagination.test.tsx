import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination';

function renderPager(props: { page?: number; compact?: boolean; total?: number }) {
  const onPageChange = vi.fn<(page: number) => void>();
  const onPageSizeChange = vi.fn<(pageSize: number) => void>();
  render(
    <ListPagination
      total={props.total ?? 57}
      page={props.page ?? 2}
      pageSize={20}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      compact={props.compact ?? false}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

describe('ListPagination', () => {
  it('speaks Vietnamese and counts pages from 1', async () => {
    const user = userEvent.setup();
    const { onPageChange, onPageSizeChange } = renderPager({});
    expect(screen.getByText('Số dòng mỗi trang')).toBeTruthy();
    expect(screen.getByText('21–40 trên 57')).toBeTruthy();
    for (const name of ['Trang đầu', 'Trang trước', 'Trang sau', 'Trang cuối'])
      expect(screen.getByRole('button', { name })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Trang đầu' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    await user.click(screen.getByRole('combobox', { name: /Số dòng mỗi trang/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
  });

  it('fits one line on phones: no page size, no first and last', () => {
    renderPager({ compact: true });
    expect(screen.queryByText('Số dòng mỗi trang')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trang đầu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeTruthy();
  });

  it('never shows a page past the last one', () => {
    renderPager({ page: 9, total: 57 });
    expect(screen.getByText('41–57 trên 57')).toBeTruthy();
  });
});
