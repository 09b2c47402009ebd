import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListSort } from '@/lib/use-url-filters';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  total: number;
}
type Field = 'name' | 'total';

const COLUMNS: DataColumn<Row, Field>[] = [
  { id: 'name', label: 'Tên', sortField: 'name', render: (row) => row.name },
  {
    id: 'total',
    label: 'Tổng tiền',
    sortField: 'total',
    sortFirst: 'desc',
    align: 'right',
    render: (row) => `${row.total} đ`,
  },
  { id: 'note', label: 'Ghi chú', render: () => '—' },
  {
    id: 'actions',
    label: 'Thao tác',
    hideLabel: true,
    skeleton: null,
    render: (row) => <button type="button">Sửa {row.name}</button>,
  },
];
const ROWS: Row[] = [
  { id: 'a', name: 'An', total: 60000 },
  { id: 'b', name: 'Bình', total: 75000 },
];

function renderTable(props: {
  rows?: Row[] | undefined;
  sort?: ListSort<Field>;
  onRowClick?: (row: Row) => void;
  selectedKey?: string;
}) {
  const onSort = vi.fn<(sort: ListSort<Field>) => void>();
  render(
    <DataTable
      label="Danh sách thử"
      minWidth={600}
      columns={COLUMNS}
      rows={'rows' in props ? props.rows : ROWS}
      rowKey={(row) => row.id}
      skeletonRows={3}
      sort={props.sort ?? { field: 'name', direction: 'asc' }}
      onSort={onSort}
      empty={<p>Không có gì ở đây</p>}
      onRowClick={props.onRowClick}
      rowLabel={(row) => `Dòng ${row.name}`}
      selectedKey={props.selectedKey}
    />,
  );
  return { onSort };
}

describe('DataTable', () => {
  it('names the table, its columns and its rows', () => {
    renderTable({});
    const table = screen.getByRole('table', { name: 'Danh sách thử' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tên, sắp xếp tăng dần', 'Tổng tiền', 'Ghi chú', 'Thao tác']);
    expect(within(table).getByRole('button', { name: 'Sửa Bình' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('flips the active column and starts another one in its first direction', async () => {
    const user = userEvent.setup();
    const { onSort } = renderTable({ sort: { field: 'name', direction: 'asc' } });
    const nameHeader = screen.getByRole('columnheader', { name: /^Tên/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Tên, sắp xếp tăng dần' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    // Money reads best highest first.
    await user.click(screen.getByRole('button', { name: 'Tổng tiền' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'total', direction: 'desc' });
    // A column without a sort field is plain text.
    expect(screen.queryByRole('button', { name: 'Ghi chú' })).toBeNull();
  });

  it('flips a descending column to ascending and says so to screen readers', async () => {
    const user = userEvent.setup();
    const { onSort } = renderTable({ sort: { field: 'total', direction: 'desc' } });
    expect(screen.getByRole('columnheader', { name: /^Tổng tiền/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Tổng tiền, sắp xếp giảm dần' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'total', direction: 'asc' });
    // An inactive column starts ascending unless told otherwise.
    await user.click(screen.getByRole('button', { name: 'Tên' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
  });

  it('shows hidden skeleton rows while the first page loads', () => {
    renderTable({ rows: undefined });
    const table = screen.getByRole('table');
    // Only the header row is exposed; the three skeleton rows are aria-hidden.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.queryByText('Không có gì ở đây')).toBeNull();
  });

  it('shows the empty state across every column of an empty page', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Không có gì ở đây').closest('td')?.getAttribute('colspan')).toBe('4');
  });

  it('opens a row on click, Enter and Space, and marks the selected one', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn<(row: Row) => void>();
    renderTable({ onRowClick, selectedKey: 'b' });
    const an = screen.getByRole('row', { name: 'Dòng An' });
    await user.click(an);
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[0]);
    const binh = screen.getByRole('row', { name: 'Dòng Bình' });
    expect(binh.className).toContain('Mui-selected');
    expect(binh.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(binh, { key: 'Enter' });
    fireEvent.keyDown(binh, { key: ' ' });
    fireEvent.keyDown(binh, { key: 'a' });
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('leaves rows alone when they open nothing', () => {
    renderTable({});
    const row = screen.getByText('An').closest('tr')!;
    expect(row.getAttribute('tabindex')).toBeNull();
    expect(row.getAttribute('aria-label')).toBeNull();
  });
});
