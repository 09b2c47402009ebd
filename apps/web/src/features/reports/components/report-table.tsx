import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { REPORT_COLUMNS, REPORT_TABLE_LABELS, type ReportRows, type ReportTable as ReportTableName } from '@tsa/shared';
import { useElementWidth } from '@/lib/use-element-width';
import {
  formatReportCell,
  isNumericKind,
  orderedRows,
  reportTotals,
  rowKey,
  type AnyReportColumn,
} from './report-format';

const SKELETON_ROWS = 6;

/**
 * On screen the cells carry their unit ('15.000 ₫', '1 giờ 25 phút'), so the header drops the
 * '(₫)' / '(phút)' the CSV needs for its bare numbers.
 */
function screenLabel(column: AnyReportColumn): string {
  return column.label.replace(/\s*\((?:₫|phút)\)$/, '');
}

// Sticky cells sit over the rows that scroll beneath them, so they need an opaque background;
// the theme's dark header tint is translucent, hence the gradient over the paper colour.
const headBackground = (theme: Theme) =>
  theme.palette.mode === 'dark'
    ? {
        backgroundColor: theme.palette.background.paper,
        backgroundImage: `linear-gradient(${alpha('#FFFFFF', 0.05)}, ${alpha('#FFFFFF', 0.05)})`,
      }
    : { backgroundColor: theme.palette.grey[50] };

/**
 * How many leading columns name a row, and stay in view while a phone scrolls the table
 * sideways: a building needs its dormitory beside it (two dormitories may both have an 'A1').
 */
const PINNED_COLUMNS: Record<ReportTableName, number> = { days: 1, money: 1, services: 1, buildings: 2, staff: 1 };

export interface ReportTableProps<T extends ReportTableName> {
  table: T;
  /** undefined while the first answer loads: skeleton rows stand in. */
  rows: readonly ReportRows[T][] | undefined;
}

/**
 * One report table, drawn from REPORT_COLUMNS like the exports: numbers right-aligned in vi-VN,
 * a header that stays while the rows scroll, the totals line pinned below them, and the columns
 * that name a row pinned while a phone scrolls the table sideways.
 */
export function ReportTable<T extends ReportTableName>({ table, rows }: ReportTableProps<T>) {
  const columns = REPORT_COLUMNS[table] as unknown as AnyReportColumn[];
  const shown = rows ? orderedRows(table, rows) : undefined;
  const totals = shown?.length ? reportTotals(table, shown) : null;
  const pinned = PINNED_COLUMNS[table];
  // The width of the first header cell, where a second pinned column starts.
  const first = useElementWidth<HTMLTableCellElement>(pinned >= 2);

  /** Sticky placement of a pinned column; `layer` lifts header and totals over the body. */
  const pin = (index: number, layer: number) =>
    index < pinned
      ? {
          position: 'sticky' as const,
          left: index === 0 ? 0 : first.width,
          zIndex: layer + 1,
          ...(index === pinned - 1 && { borderRight: 1, borderRightColor: 'divider' }),
        }
      : {};

  return (
    // A scrolling box is a stop on the Tab path, so keyboard users can scroll it with the arrows.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`Bảng ${REPORT_TABLE_LABELS[table].toLowerCase()}, cuộn được`}
      sx={{
        maxHeight: { xs: 460, md: 560 },
        overflow: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table
        stickyHeader
        size="small"
        aria-label={`Báo cáo ${REPORT_TABLE_LABELS[table].toLowerCase()}`}
        sx={{ minWidth: columns.length * 110 }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell
                key={column.key}
                ref={index === 0 ? first.ref : undefined}
                align={isNumericKind(column.kind) ? 'right' : 'left'}
                sx={(theme) => ({
                  // A long label over numbers ('Nhiệm vụ hoàn thành') takes two lines rather
                  // than widen a column of three-digit numbers, but not three.
                  verticalAlign: 'bottom',
                  ...(isNumericKind(column.kind) && screenLabel(column).length > 12
                    ? { whiteSpace: 'normal', minWidth: 120 }
                    : { whiteSpace: 'nowrap' }),
                  py: 1.25,
                  ...headBackground(theme),
                  zIndex: 2,
                  ...pin(index, 2),
                })}
              >
                {screenLabel(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown === undefined &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index} aria-hidden>
                {columns.map((column) => (
                  <TableCell key={column.key} align={isNumericKind(column.kind) ? 'right' : 'left'}>
                    <Skeleton width={isNumericKind(column.kind) ? 64 : '70%'} sx={{ display: 'inline-block' }} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {shown?.map((row, rowIndex) => (
            <TableRow key={rowKey(table, row, rowIndex)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={isNumericKind(column.kind) ? 'right' : 'left'}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  sx={{
                    // One line per row: names and e-mails broken mid-word read badly, and
                    // the container scrolls sideways when the columns need more room.
                    whiteSpace: 'nowrap',
                    fontVariantNumeric: 'tabular-nums',
                    ...(index < pinned && { bgcolor: 'background.paper', fontWeight: 600 }),
                    ...pin(index, 0),
                  }}
                >
                  {formatReportCell(column.kind, (row as Record<string, unknown>)[column.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totals && (
          <TableFooter>
            <TableRow>
              {columns.map((column, index) => {
                const total = totals[column.key];
                return (
                  <TableCell
                    key={column.key}
                    align={isNumericKind(column.kind) ? 'right' : 'left'}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    sx={(theme) => ({
                      position: 'sticky',
                      bottom: 0,
                      zIndex: 2,
                      ...headBackground(theme),
                      borderTop: `1px solid ${theme.palette.divider}`,
                      borderBottom: 0,
                      color: 'text.primary',
                      fontSize: '0.875rem',
                      fontWeight: 700,
                      whiteSpace: 'nowrap',
                      fontVariantNumeric: 'tabular-nums',
                      ...pin(index, 2),
                    })}
                  >
                    {index === 0 ? 'Tổng' : total === undefined ? '' : formatReportCell(column.kind, total)}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
