import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import type { OrderView } from '@/components/orders/types';
import { useOrders } from '../api/get-orders';
import { PAGE_SIZES, type OrdersTableChange, type OrdersTableState, type OrdersQuery } from '../hooks/use-orders-table-state';
import { OrdersCardList } from './orders-card-list';
import { OrdersDataTable } from './orders-data-table';
import { OrdersToolbar } from './orders-toolbar';

const PAGE_BUTTON_LABELS = { first: 'Trang đầu', last: 'Trang cuối', next: 'Trang sau', previous: 'Trang trước' } as const;

export interface OrdersTableProps {
  state: OrdersTableState;
  query: OrdersQuery;
  update: (change: OrdersTableChange, options?: { replace?: boolean }) => void;
  hasFilters: boolean;
  selectedId: string | null;
  onOpen: (order: OrderView) => void;
}

/**
 * Every order, searched, filtered, sorted and paged by the server: a table on wide screens,
 * compact blocks on phones. The state comes from the URL (see useOrdersTableState).
 */
export function OrdersTable({ state, query, update, hasFilters, selectedId, onOpen }: OrdersTableProps) {
  const orders = useOrders(query);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const data = orders.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.pageSize)) : 1;

  // A page that no longer exists (an old link, fewer results): show the last one.
  useEffect(() => {
    if (data && !orders.isPlaceholderData && data.items.length === 0 && data.total > 0 && state.page > lastPage) {
      update({ page: lastPage }, { replace: true });
    }
  }, [data, orders.isPlaceholderData, state.page, lastPage, update]);

  const clearFilters = () => update({ statuses: [], paymentStatus: null, from: null, to: null, search: '' });
  const empty = (
    <EmptyState
      icon={<ReceiptLongOutlinedIcon />}
      title={hasFilters ? 'Không có đơn phù hợp' : 'Chưa có đơn hàng nào'}
      description={
        hasFilters
          ? 'Thử từ khóa khác (không cần gõ dấu) hoặc bỏ bớt bộ lọc.'
          : 'Đơn sinh viên đặt và đơn tạo hộ tại quầy sẽ hiện ở đây.'
      }
      action={
        hasFilters ? (
          <Button variant="outlined" onClick={clearFilters}>
            Xóa bộ lọc
          </Button>
        ) : undefined
      }
    />
  );
  const rows = data?.items;
  const skeletonRows = Math.min(state.pageSize, 8);

  return (
    <Card>
      <OrdersToolbar state={state} onChange={update} hasFilters={hasFilters} showSort={compact} />
      {/* Fixed height, so the list does not jump when a refresh starts. */}
      <Box sx={{ height: 2 }}>{orders.isFetching && data && <LinearProgress sx={{ height: 2 }} aria-label="Đang tải" />}</Box>

      {orders.isError && !data ? (
        <ErrorState
          title="Không tải được danh sách đơn hàng"
          error={orders.error}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : compact ? (
        <OrdersCardList orders={rows} skeletonRows={skeletonRows} selectedId={selectedId} onOpen={onOpen} empty={empty} />
      ) : (
        <OrdersDataTable
          orders={rows}
          skeletonRows={skeletonRows}
          sort={state.sort}
          onSort={(sort) => update({ sort })}
          selectedId={selectedId}
          onOpen={onOpen}
          empty={empty}
        />
      )}

      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          // Never past the last page, even for a moment (MUI reports that as an error).
          page={Math.min(state.page, lastPage) - 1}
          rowsPerPage={state.pageSize}
          rowsPerPageOptions={compact ? [] : [...PAGE_SIZES]}
          onPageChange={(_, page) => update({ page: page + 1 })}
          onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
          labelRowsPerPage="Số dòng mỗi trang"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} trên ${count}`}
          getItemAriaLabel={(type) => PAGE_BUTTON_LABELS[type]}
          showFirstButton={!compact}
          showLastButton={!compact}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      )}
    </Card>
  );
}
