import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useCallback } from 'react';
import { FilterableEmptyState } from '@/components/list-states';
import type { OrderView } from '@/components/orders/types';
import { PagedListCard } from '@/components/paged-list-card';
import { useCompactLayout } from '@/lib/use-compact-layout';
import { useOrders } from '@/lib/orders/get-orders';
import type { OrdersQuery } from '@/lib/orders/get-orders';
import type { SearchBox } from '@/lib/use-url-filters';
import type { OrdersTableState, OrdersTableUpdate } from '../hooks/use-orders-table-state';
import { OrdersCardList } from './orders-card-list';
import { OrdersDataTable } from './orders-data-table';
import { OrdersToolbar } from './orders-toolbar';

export interface OrdersTableProps {
  state: OrdersTableState;
  search: SearchBox;
  query: OrdersQuery;
  update: OrdersTableUpdate;
  hasFilters: boolean;
  clearFilters: () => void;
  selectedId: string | null;
  onOpen: (order: OrderView) => void;
}

/**
 * Every order, searched, filtered, sorted and paged by the server: a table on wide screens,
 * compact blocks on phones. The state comes from the URL (see useOrdersTableState).
 */
export function OrdersTable({
  state,
  search,
  query,
  update,
  hasFilters,
  clearFilters,
  selectedId,
  onOpen,
}: OrdersTableProps) {
  const orders = useOrders(query);
  const compact = useCompactLayout();
  const goToPage = useCallback((page: number, options?: { replace?: boolean }) => update({ page }, options), [update]);

  const empty = (
    <FilterableEmptyState
      icon={<ReceiptLongOutlinedIcon />}
      title={hasFilters ? 'Không có đơn phù hợp' : 'Chưa có đơn hàng nào'}
      description="Đơn sinh viên đặt và đơn tạo hộ tại quầy sẽ hiện ở đây."
      filtered={hasFilters}
      onClearFilters={clearFilters}
    />
  );
  const rows = orders.data?.items;
  const skeletonRows = Math.min(state.pageSize, 8);

  return (
    <PagedListCard
      result={orders}
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={goToPage}
      onPageSizeChange={(pageSize) => update({ pageSize })}
      compact={compact}
      errorTitle="Không tải được danh sách đơn hàng"
      toolbar={
        <OrdersToolbar
          state={state}
          search={search}
          onChange={update}
          hasFilters={hasFilters}
          onClearFilters={clearFilters}
          showSort={compact}
        />
      }
    >
      {compact ? (
        <OrdersCardList
          orders={rows}
          skeletonRows={skeletonRows}
          selectedId={selectedId}
          onOpen={onOpen}
          empty={empty}
        />
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
    </PagedListCard>
  );
}
