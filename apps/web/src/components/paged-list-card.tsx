import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, type ReactNode } from 'react';
import { ErrorState } from './list-states';
import { lastPageOf, ListPagination } from './list-pagination';

/** What the card needs of a list query (TanStack Query's result fits). */
export interface PagedListResult {
  data: { items: readonly unknown[]; total: number } | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PagedListCardProps {
  result: PagedListResult;
  page: number;
  pageSize: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onPageSizeChange: (pageSize: number) => void;
  compact: boolean;
  /** Search and filters, above the rows. */
  toolbar: ReactNode;
  /** 'Không tải được danh sách đơn hàng' */
  errorTitle: string;
  /** The rows: a table on wide screens, cards on phones. */
  children: ReactNode;
}

/**
 * The frame of a server-paged list: toolbar, a thin bar while a refresh runs, the rows (or why
 * they could not be loaded) and the pager. A page that no longer exists (an old link, the last
 * row of the last page deleted) moves to the last one.
 */
export function PagedListCard(props: PagedListCardProps) {
  const { result, page, pageSize, onPageChange, onPageSizeChange, compact, toolbar, errorTitle, children } = props;
  const { data, isPlaceholderData } = result;
  const lastPage = data ? lastPageOf(data.total, pageSize) : 1;

  useEffect(() => {
    if (data && !isPlaceholderData && data.items.length === 0 && data.total > 0 && page > lastPage) {
      onPageChange(lastPage, { replace: true });
    }
  }, [data, isPlaceholderData, page, lastPage, onPageChange]);

  return (
    <Card>
      {toolbar}
      {/* Fixed height, so the list does not jump when a refresh starts. */}
      <Box sx={{ height: 2 }}>
        {result.isFetching && data && <LinearProgress sx={{ height: 2 }} aria-label="Đang tải" />}
      </Box>

      {result.isError && !data ? (
        <ErrorState
          title={errorTitle}
          error={result.error}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
      ) : (
        children
      )}

      {data && data.total > 0 && (
        <ListPagination
          total={data.total}
          page={page}
          pageSize={pageSize}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          compact={compact}
        />
      )}
    </Card>
  );
}
