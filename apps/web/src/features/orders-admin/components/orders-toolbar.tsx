import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  type OrderStatus,
} from '@tsa/shared';
import { DateField } from '@/components/date-field';
import { ListToolbar } from '@/components/list-toolbar';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { SelectFilter } from '@/components/select-filter';
import { SortSelect, type SortChoice } from '@/components/sort-select';
import type { SearchBox } from '@/lib/use-url-filters';
import type { OrderSortField, OrdersTableState, OrdersTableUpdate } from '../hooks/use-orders-table-state';

const SORT_CHOICES: SortChoice<OrderSortField>[] = [
  { label: 'Mới đặt trước', sort: { field: 'createdAt', direction: 'desc' } },
  { label: 'Cũ trước', sort: { field: 'createdAt', direction: 'asc' } },
  { label: 'Ngày lấy gần nhất', sort: { field: 'pickupDate', direction: 'asc' } },
  { label: 'Tổng tiền cao nhất', sort: { field: 'estimatedTotal', direction: 'desc' } },
  { label: 'Theo trạng thái', sort: { field: 'status', direction: 'asc' } },
];

export interface OrdersToolbarProps {
  state: OrdersTableState;
  search: SearchBox;
  onChange: OrdersTableUpdate;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** Offer a sort choice (phones, where the rows have no headers). */
  showSort: boolean;
}

/** Search as you type (sent after a pause), status chips (several at once), payment and the creation days. */
export function OrdersToolbar({ state, search, onChange, hasFilters, onClearFilters, showSort }: OrdersToolbarProps) {
  const toggleStatus = (status: OrderStatus) => {
    const selected = new Set(state.statuses);
    if (selected.has(status)) selected.delete(status);
    else selected.add(status);
    onChange({ statuses: ORDER_STATUSES.filter((s) => selected.has(s)) });
  };

  const statusChips = ORDER_STATUSES.map((status) => {
    const selected = state.statuses.includes(status);
    return (
      <Chip
        key={status}
        label={ORDER_STATUS_LABELS[status]}
        // Small enough for one line on a desktop; finger-sized on phones.
        size={showSort ? 'medium' : 'small'}
        clickable
        variant={selected ? 'filled' : 'outlined'}
        color={selected ? 'primary' : 'default'}
        aria-pressed={selected}
        onClick={() => toggleStatus(status)}
        icon={
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: ORDER_STATUS_COLORS[status],
              ml: showSort ? '10px !important' : '8px !important',
            }}
          />
        }
      />
    );
  });

  return (
    <ListToolbar
      search={search}
      searchLabel="Tìm đơn hàng"
      searchPlaceholder="Mã đơn, tên, phòng, điện thoại…"
      filterWidth={164}
      filters={
        <>
          <SelectFilter
            label="Thanh toán"
            // "Chờ kiểm tra chuyển khoản" in full.
            width={272}
            options={PAYMENT_STATES}
            optionLabels={PAYMENT_STATE_LABELS}
            value={state.paymentStatus}
            onChange={(paymentStatus) => onChange({ paymentStatus })}
          />
          <DateField
            size="small"
            label="Đặt từ ngày"
            value={state.from ?? ''}
            max={state.to}
            onChange={(day) => onChange({ from: day || null })}
          />
          <DateField
            size="small"
            label="Đến ngày"
            value={state.to ?? ''}
            min={state.from}
            onChange={(day) => onChange({ to: day || null })}
          />
          {showSort && <SortSelect choices={SORT_CHOICES} value={state.sort} onChange={(sort) => onChange({ sort })} />}
        </>
      }
      chips={{ label: 'Trạng thái:', groupLabel: 'Lọc theo trạng thái', chips: statusChips }}
      onReset={hasFilters ? onClearFilters : undefined}
    />
  );
}
