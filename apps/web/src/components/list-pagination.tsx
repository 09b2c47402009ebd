import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@/lib/use-url-filters';

const PAGE_BUTTON_LABELS = {
  first: 'Trang đầu',
  last: 'Trang cuối',
  next: 'Trang sau',
  previous: 'Trang trước',
} as const;

export interface ListPaginationProps {
  total: number;
  /** 1-based, as in the URL. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Phones: no page-size choice and no first/last buttons, so it fits one line. */
  compact: boolean;
}

export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The pager under a server-paged list, in Vietnamese: "1–20 trên 57". */
export function ListPagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  compact,
}: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      // Never past the last page, even for a moment (MUI reports that as an error).
      page={Math.min(page, lastPageOf(total, pageSize)) - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={compact ? [] : [...PAGE_SIZES]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage="Số dòng mỗi trang"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} trên ${count}`}
      getItemAriaLabel={(type) => PAGE_BUTTON_LABELS[type]}
      showFirstButton={!compact}
      showLastButton={!compact}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
