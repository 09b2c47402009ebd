import Box from '@mui/material/Box';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardList } from './card-list';

function renderList(rows: string[] | undefined) {
  render(
    <CardList
      label="Danh sách thử"
      rows={rows}
      rowKey={(row) => row}
      skeletonRows={2}
      renderRow={(row) => <Box component="li">{row}</Box>}
      renderSkeleton={() => <Box component="li" aria-hidden />}
      empty={<p>Không có gì ở đây</p>}
    />,
  );
}

describe('CardList', () => {
  it('lists one item per row and holds list items only (the lines between them are borders)', () => {
    renderList(['An', 'Bình', 'Chi']);
    const list = screen.getByRole('list', { name: 'Danh sách thử' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['An', 'Bình', 'Chi']);
    expect(list.children).toHaveLength(3);
    expect(list.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });

  it('stands in hidden items while loading', () => {
    renderList(undefined);
    const list = screen.getByRole('list', { name: 'Danh sách thử' });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    // Two skeletons, hidden from assistive technology, and nothing else.
    expect(list.children).toHaveLength(2);
  });

  it('shows the empty state instead of an empty list', () => {
    renderList([]);
    expect(screen.getByText('Không có gì ở đây')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
