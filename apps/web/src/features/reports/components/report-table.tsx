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
import { formatReportCell, isNumericKind, orderedRows, reportTotals, rowKey, type AnyReportColumn } from './report-format';

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

export interface ReportTableProps<T extends ReportTableName> {
  table: T;
  /** undefined while the first answer loads: skeleton rows stand in. */
  rows: readonly ReportRows[T][] | undefined;
}

/**
 * One report table, drawn from REPORT_COLUMNS like the exports: numbers right-aligned in vi-VN,
 * a header that stays while the rows scroll, the totals line pinned below them, and the first
 * column pinned while a phone scrolls the table sideways.
 */
export function ReportTable<T extends ReportTableName>({ table, rows }: ReportTableProps<T>) {
  const columns = REPORT_COLUMNS[table] as unknown as AnyReportColumn[];
  const shown = rows ? orderedRows(table, rows) : undefined;
  const totals = shown?.length ? reportTotals(table, shown) : null;

  const pinFirst = (index: number) =>
    index === 0 ? { position: 'sticky' as const, left: 0, zIndex: 1, borderRight: 1, borderRightColor: 'divider' } : {};

  return (
    <TableContainer sx={{ maxHeight: { xs: 460, md: 560 }, overflow: 'auto' }}>
      <Table stickyHeader size="small" aria-label={`Báo cáo ${REPORT_TABLE_LABELS[table].toLowerCase()}`} sx={{ minWidth: columns.length * 110 }}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell
                key={column.key}
                align={isNumericKind(column.kind) ? 'right' : 'left'}
                sx={(theme) => ({
                  whiteSpace: 'nowrap',
                  py: 1.25,
                  ...headBackground(theme),
                  ...pinFirst(index),
                  // Above the pinned body cells and the other header cells.
                  ...(index === 0 && { zIndex: 3 }),
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
              {columns.map((column, index) => {
                const numeric = isNumericKind(column.kind);
                return (
                  <TableCell
                    key={column.key}
                    align={numeric ? 'right' : 'left'}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    sx={{
                      whiteSpace: numeric || column.kind === 'date' ? 'nowrap' : undefined,
                      fontVariantNumeric: 'tabular-nums',
                      minWidth: column.kind === 'text' ? 130 : undefined,
                      overflowWrap: 'anywhere',
                      ...(index === 0 && { bgcolor: 'background.paper', fontWeight: 600 }),
                      ...pinFirst(index),
                    }}
                  >
                    {formatReportCell(column.kind, (row as Record<string, unknown>)[column.key])}
                  </TableCell>
                );
              })}
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
                      zIndex: index === 0 ? 3 : 2,
                      ...headBackground(theme),
                      borderTop: `1px solid ${theme.palette.divider}`,
                      borderBottom: 0,
                      color: 'text.primary',
                      fontSize: '0.875rem',
                      fontWeight: 700,
                      whiteSpace: 'nowrap',
                      fontVariantNumeric: 'tabular-nums',
                      ...(index === 0 && { left: 0, borderRight: `1px solid ${theme.palette.divider}` }),
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
