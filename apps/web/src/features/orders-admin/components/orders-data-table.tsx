import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatViDate, PICKUP_SLOT_LABELS } from '@tsa/shared';
import type { ReactNode } from 'react';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import type { OrderView } from '@/components/orders/types';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { OrderSort, OrderSortField } from '../hooks/use-orders-table-state';
import { itemsSummary, payableTotal, PaymentChip, placeText } from './order-format';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

interface Column {
  id: string;
  label: string;
  sortField?: OrderSortField;
  align?: 'right';
  minWidth?: number;
  wideOnly?: boolean;
  render: (order: OrderView) => ReactNode;
}

const COLUMNS: Column[] = [
  {
    id: 'order',
    label: 'Đơn hàng',
    // Codes follow the creation order, so one column serves both.
    sortField: 'createdAt',
    render: (order) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {order.code}
        </Typography>
        <Typography variant="caption" color="text.secondary">
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
        <Typography variant="caption" color="text.secondary">
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
      <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
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
        <Typography variant="body2">{formatViDate(order.pickupDate)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {PICKUP_SLOT_LABELS[order.pickupSlot]}
        </Typography>
      </Box>
    ),
  },
  {
    id: 'total',
    label: 'Tổng tiền',
    sortField: 'estimatedTotal',
    align: 'right',
    render: (order) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(payableTotal(order))}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {order.finalTotal === null ? 'Tạm tính' : 'Đã cân'}
        </Typography>
      </Box>
    ),
  },
  { id: 'payment', label: 'Thanh toán', render: (order) => <PaymentChip status={order.paymentStatus} /> },
  { id: 'status', label: 'Trạng thái', sortField: 'status', render: (order) => <OrderStatusChip status={order.status} /> },
];

/** Hidden below the xl breakpoint. */
const wideOnly = { display: { xs: 'none', xl: 'table-cell' } } as const;

/** Dates and money read best newest/highest first; codes and statuses in their own order. */
function firstDirection(field: OrderSortField): OrderSort['direction'] {
  return field === 'createdAt' || field === 'estimatedTotal' || field === 'finalTotal' ? 'desc' : 'asc';
}

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
export function OrdersDataTable({ orders, skeletonRows, sort, onSort, selectedId, onOpen, empty }: OrdersDataTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label="Danh sách đơn hàng" sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = column.sortField !== undefined && sort.field === column.sortField;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={active ? sort.direction : false}
                  sx={{ minWidth: column.minWidth, whiteSpace: 'nowrap', ...(column.wideOnly && wideOnly) }}
                >
                  {column.sortField ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : firstDirection(column.sortField)}
                      onClick={() => {
                        const field = column.sortField!;
                        const direction = active ? (sort.direction === 'asc' ? 'desc' : 'asc') : firstDirection(field);
                        onSort({ field, direction });
                      }}
                    >
                      {column.label}
                      {active && (
                        <Box component="span" sx={visuallyHidden}>
                          {sort.direction === 'asc' ? ', sắp xếp tăng dần' : ', sắp xếp giảm dần'}
                        </Box>
                      )}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders === undefined &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={index} aria-hidden>
                {COLUMNS.map((column) => (
                  <TableCell key={column.id} sx={column.wideOnly ? wideOnly : undefined}>
                    <Skeleton width={column.id === 'status' || column.id === 'payment' ? 96 : '80%'} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {orders?.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} sx={{ borderBottom: 0 }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
          {orders?.map((order) => (
            <TableRow
              key={order.id}
              hover
              selected={order.id === selectedId}
              onClick={() => onOpen(order)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(order);
                }
              }}
              tabIndex={0}
              aria-label={`Đơn ${order.code}`}
              sx={{ cursor: 'pointer' }}
            >
              {COLUMNS.map((column) => (
                <TableCell key={column.id} align={column.align} sx={column.wideOnly ? wideOnly : undefined}>
                  {column.render(order)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
