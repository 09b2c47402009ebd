import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedListCard, type PagedListResult } from './paged-list-card';

function result(overrides: Partial<PagedListResult>): PagedListResult {
  return {
    data: undefined,
    isFetching: false,
    isPlaceholderData: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...overrides,
  };
}

function renderCard(list: PagedListResult, page = 1) {
  const onPageChange = vi.fn<(page: number, options?: { replace?: boolean }) => void>();
  render(
    <PagedListCard
      result={list}
      page={page}
      pageSize={20}
      onPageChange={onPageChange}
      onPageSizeChange={vi.fn()}
      compact={false}
      toolbar={<div>Bộ lọc</div>}
      errorTitle="Không tải được danh sách thử"
    >
      <p>Các dòng</p>
    </PagedListCard>,
  );
  return { onPageChange };
}

describe('PagedListCard', () => {
  it('shows the toolbar, the rows and the pager', () => {
    renderCard(result({ data: { items: [1, 2], total: 42 }, isFetching: true }));
    expect(screen.getByText('Bộ lọc')).toBeTruthy();
    expect(screen.getByText('Các dòng')).toBeTruthy();
    expect(screen.getByText('1–20 trên 42')).toBeTruthy();
    // A refresh of rows already shown.
    expect(screen.getByRole('progressbar', { name: 'Đang tải' })).toBeTruthy();
  });

  it('shows no pager for an empty list', () => {
    renderCard(result({ data: { items: [], total: 0 } }));
    expect(screen.getByText('Các dòng')).toBeTruthy();
    expect(screen.queryByText('Số dòng mỗi trang')).toBeNull();
  });

  it('says why the list could not be loaded and retries', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderCard(result({ isError: true, error: new Error('Mất kết nối'), refetch }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Không tải được danh sách thử')).toBeTruthy();
    expect(screen.queryByText('Các dòng')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('moves a page that no longer exists to the last one, replacing the history entry', () => {
    const { onPageChange } = renderCard(result({ data: { items: [], total: 42 } }), 9);
    expect(onPageChange).toHaveBeenCalledWith(3, { replace: true });
  });
});
