import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { visuallyHidden } from '@mui/utils';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ListSort, SortDirection } from '@/lib/use-url-filters';

/** Hidden below the xl breakpoint. */
const wideOnlySx = { display: { xs: 'none', xl: 'table-cell' } } as const;

export interface DataColumn<Row, Field extends string = string> {
  id: string;
  /** The header; also what a screen reader announces for the column. */
  label: string;
  /** Announced but not shown (an actions column). */
  hideLabel?: boolean;
  /** The server's sort field behind the header, when the column can be sorted. */
  sortField?: Field;
  /** The direction of the first click on the header (dates and money read best newest/highest first). */
  sortFirst?: SortDirection;
  align?: 'right';
  minWidth?: number;
  width?: number;
  /** Shown on extra-wide screens only (the detail has it anyway). */
  wideOnly?: boolean;
  /** Keep the cell on one line. */
  noWrap?: boolean;
  cellSx?: SxProps<Theme>;
  /** What stands in while the first page loads; a text line by default, `null` for nothing. */
  skeleton?: ReactNode;
  render: (row: Row) => ReactNode;
}

export interface DataTableProps<Row, Field extends string> {
  /** The table's accessible name: 'Danh sách đơn hàng'. */
  label: string;
  columns: DataColumn<Row, Field>[];
  /** undefined while the first page loads: skeleton rows stand in. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  skeletonRows: number;
  sort: ListSort<Field>;
  onSort: (sort: ListSort<Field>) => void;
  /** Shown in place of the rows when the page is empty. */
  empty: ReactNode;
  /** Below this the table scrolls sideways inside its card rather than squeezing. */
  minWidth: number;
  /** Makes each row a button (click, Enter, Space), named by `rowLabel`. */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  selectedKey?: string | null;
}

function SortHeader<Row, Field extends string>({
  column,
  field,
  sort,
  onSort,
}: {
  column: DataColumn<Row, Field>;
  field: Field;
  sort: ListSort<Field>;
  onSort: (sort: ListSort<Field>) => void;
}) {
  const active = sort.field === field;
  const first = column.sortFirst ?? 'asc';
  return (
    <TableSortLabel
      active={active}
      direction={active ? sort.direction : first}
      onClick={() => onSort({ field, direction: active ? (sort.direction === 'asc' ? 'desc' : 'asc') : first })}
    >
      {column.label}
      {active && (
        <Box component="span" sx={visuallyHidden}>
          {sort.direction === 'asc' ? ', sắp xếp tăng dần' : ', sắp xếp giảm dần'}
        </Box>
      )}
    </TableSortLabel>
  );
}

function headerContent<Row, Field extends string>(
  column: DataColumn<Row, Field>,
  sort: ListSort<Field>,
  onSort: (sort: ListSort<Field>) => void,
) {
  if (column.hideLabel) {
    return (
      <Box component="span" sx={visuallyHidden}>
        {column.label}
      </Box>
    );
  }
  if (column.sortField === undefined) return column.label;
  return <SortHeader column={column} field={column.sortField} sort={sort} onSort={onSort} />;
}

function bodyCellSx<Row, Field extends string>(column: DataColumn<Row, Field>): SxProps<Theme> {
  return [
    column.noWrap ? { whiteSpace: 'nowrap' } : {},
    column.wideOnly ? wideOnlySx : {},
    ...(Array.isArray(column.cellSx) ? column.cellSx : [column.cellSx]),
  ] as SxProps<Theme>;
}

/**
 * The desktop list of a server-paged screen: sortable headers (the sort lives with the caller,
 * usually the URL), skeleton rows while the first page loads, the caller's empty state, and
 * rows that may open their item.
 */
export function DataTable<Row, Field extends string>(props: DataTableProps<Row, Field>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    skeletonRows,
    sort,
    onSort,
    empty,
    minWidth,
    onRowClick,
    rowLabel,
    selectedKey,
  } = props;

  const openOnKey = (event: KeyboardEvent, row: Row) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sortField !== undefined && sort.field === column.sortField;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={active ? sort.direction : false}
                  sx={{
                    minWidth: column.minWidth,
                    width: column.width,
                    whiteSpace: 'nowrap',
                    ...(column.wideOnly && wideOnlySx),
                  }}
                >
                  {headerContent(column, sort, onSort)}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={index} aria-hidden>
                {columns.map((column) => (
                  <TableCell key={column.id} sx={column.wideOnly ? wideOnlySx : undefined}>
                    {column.skeleton === undefined ? <Skeleton width="80%" /> : column.skeleton}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ borderBottom: 0 }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row) => {
            const key = rowKey(row);
            return (
              <TableRow
                key={key}
                hover
                {...(onRowClick && {
                  selected: key === selectedKey,
                  onClick: () => onRowClick(row),
                  onKeyDown: (event: KeyboardEvent) => openOnKey(event, row),
                  tabIndex: 0,
                  'aria-label': rowLabel?.(row),
                  sx: { cursor: 'pointer' },
                })}
              >
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={bodyCellSx(column)}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
