import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AT_COUNTER_LABEL, formatViDate, PICKUP_SLOT_LABELS } from '@tsa/shared';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import type { OrderView } from '@/components/orders/types';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { OrderSort, OrderSortField } from '../hooks/use-orders-table-state';
import { itemsSummary, payableTotal, PaymentChip, placeText } from './order-format';

/** A chip stands in for these while loading. */
const chipSkeleton = <Skeleton width={96} />;

const COLUMNS: DataColumn<OrderView, OrderSortField>[] = [
  {
    id: 'order',
    label: 'Đơn hàng',
    // Codes follow the creation order, so one column serves both.
    sortField: 'createdAt',
    sortFirst: 'desc',
    render: (order) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {order.code}
        </Typography>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
          }}
        >
          {formatDateTime(order.createdAt)}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'student',
    label: 'Sinh viên',
    minWidth: 180,
    render: (order) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {order.student.name}
        </Typography>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
          }}
        >
          {placeText(order.address)}
        </Typography>
      </>
    ),
  },
  {
    id: 'items',
    label: 'Dịch vụ',
    minWidth: 180,
    // Wide screens only: the detail lists them anyway.
    wideOnly: true,
    render: (order) => (
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {itemsSummary(order.items)}
      </Typography>
    ),
  },
  {
    id: 'pickup',
    label: 'Lấy đồ',
    sortField: 'pickupDate',
    render: (order) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{order.pickupDate ? formatViDate(order.pickupDate) : AT_COUNTER_LABEL}</Typography>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
          }}
        >
          {order.pickupSlot ? PICKUP_SLOT_LABELS[order.pickupSlot] : ''}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'total',
    label: 'Tổng tiền',
    sortField: 'estimatedTotal',
    sortFirst: 'desc',
    align: 'right',
    render: (order) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(payableTotal(order))}
        </Typography>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
          }}
        >
          {order.finalTotal === null ? 'Tạm tính' : 'Đã cân'}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'payment',
    label: 'Thanh toán',
    skeleton: chipSkeleton,
    render: (order) => <PaymentChip order={order} />,
  },
  {
    id: 'status',
    label: 'Trạng thái',
    sortField: 'status',
    skeleton: chipSkeleton,
    render: (order) => <OrderStatusChip status={order.status} />,
  },
];

export interface OrdersDataTableProps {
  /** undefined while the first page loads: skeleton rows stand in. */
  orders: OrderView[] | undefined;
  skeletonRows: number;
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  selectedId: string | null;
  onOpen: (order: OrderView) => void;
  empty: ReactNode;
}

/** The desktop list: sortable headers, one row per order; a click opens its detail. */
export function OrdersDataTable({
  orders,
  skeletonRows,
  sort,
  onSort,
  selectedId,
  onOpen,
  empty,
}: OrdersDataTableProps) {
  return (
    <DataTable
      label="Danh sách đơn hàng"
      minWidth={820}
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.id}
      skeletonRows={skeletonRows}
      sort={sort}
      onSort={onSort}
      empty={empty}
      onRowClick={onOpen}
      rowLabel={(order) => `Đơn ${order.code}`}
      selectedKey={selectedId}
    />
  );
}
