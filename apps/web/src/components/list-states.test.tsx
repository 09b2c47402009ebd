import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterableEmptyState } from './list-states';

describe('FilterableEmptyState', () => {
  it('says why the list is empty when nothing filters it, with no way to clear', () => {
    render(
      <FilterableEmptyState
        title="Chưa có đơn hàng nào"
        description="Đơn mới sẽ hiện ở đây."
        filtered={false}
        onClearFilters={vi.fn()}
      />,
    );
    expect(screen.getByText('Đơn mới sẽ hiện ở đây.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xóa bộ lọc' })).toBeNull();
  });

  it('suggests another search when filters hide every row, and clears them', async () => {
    const onClearFilters = vi.fn();
    render(
      <FilterableEmptyState
        title="Không có đơn phù hợp"
        description="Đơn mới sẽ hiện ở đây."
        filtered
        onClearFilters={onClearFilters}
      />,
    );
    expect(screen.getByText('Thử từ khóa khác (không cần gõ dấu) hoặc bỏ bớt bộ lọc.')).toBeTruthy();
    expect(screen.queryByText('Đơn mới sẽ hiện ở đây.')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });
});
