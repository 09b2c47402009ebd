import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@tsa/shared';
import { useEffect, useRef, useState } from 'react';
import { DateField } from '@/components/date-field';
import { ORDER_STATUS_COLORS } from '@/components/orders/order-status-chip';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { OrderSort, OrdersTableChange, OrdersTableState } from '../hooks/use-orders-table-state';

const SEARCH_DELAY_MS = 350;
const ALL = '';

/** The orders offered on phones, where there are no column headers to click. */
const SORT_CHOICES: { label: string; sort: OrderSort }[] = [
  { label: 'Mới đặt trước', sort: { field: 'createdAt', direction: 'desc' } },
  { label: 'Cũ trước', sort: { field: 'createdAt', direction: 'asc' } },
  { label: 'Ngày lấy gần nhất', sort: { field: 'pickupDate', direction: 'asc' } },
  { label: 'Tổng tiền cao nhất', sort: { field: 'estimatedTotal', direction: 'desc' } },
  { label: 'Theo trạng thái', sort: { field: 'status', direction: 'asc' } },
];
const sortKey = (sort: OrderSort) => `${sort.field}:${sort.direction}`;

export interface OrdersToolbarProps {
  state: OrdersTableState;
  onChange: (change: OrdersTableChange, options?: { replace?: boolean }) => void;
  hasFilters: boolean;
  /** Offer a sort choice (phones, where the rows have no headers). */
  showSort: boolean;
}

/**
 * Search as you type (sent after a pause), status chips (several at once), payment and the
 * creation days. The box keeps what is typed; the URL follows it, and a URL changed from
 * outside (back button, "Xóa bộ lọc") flows back into the box.
 */
export function OrdersToolbar({ state, onChange, hasFilters, showSort }: OrdersToolbarProps) {
  const [text, setText] = useState(state.search);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const written = useRef(state.search);

  useEffect(() => {
    if (debounced.trim() === written.current.trim()) return;
    written.current = debounced;
    onChange({ search: debounced }, { replace: true });
  }, [debounced, onChange]);

  useEffect(() => {
    if (state.search.trim() === written.current.trim()) return;
    written.current = state.search;
    setText(state.search);
  }, [state.search]);

  const clearSearch = () => {
    setText('');
    written.current = '';
    onChange({ search: '' }, { replace: true });
  };

  const toggleStatus = (status: OrderStatus) => {
    const selected = new Set(state.statuses);
    if (selected.has(status)) selected.delete(status);
    else selected.add(status);
    onChange({ statuses: ORDER_STATUSES.filter((s) => selected.has(s)) });
  };

  const clearAll = () => {
    setText('');
    written.current = '';
    onChange({ statuses: [], paymentStatus: null, from: null, to: null, search: '' });
  };

  const currentSort = sortKey(state.sort);
  const sortChoices = SORT_CHOICES.some((choice) => sortKey(choice.sort) === currentSort)
    ? SORT_CHOICES
    : [...SORT_CHOICES, { label: 'Theo cột đã chọn', sort: state.sort }];

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Mã đơn, tên, phòng, điện thoại…"
          size="small"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            htmlInput: { 'aria-label': 'Tìm đơn hàng', maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton aria-label="Xóa nội dung tìm kiếm" edge="end" size="small" onClick={clearSearch}>
                    <CloseRoundedIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ '& > *': { flex: { xs: '1 1 140px', md: '0 0 164px' } } }}>
          <TextField
            select
            size="small"
            label="Thanh toán"
            value={state.paymentStatus ?? ALL}
            onChange={(event) => onChange({ paymentStatus: (event.target.value as PaymentStatus) || null })}
          >
            <MenuItem value={ALL}>Tất cả</MenuItem>
            {PAYMENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          <DateField size="small" label="Đặt từ ngày" value={state.from ?? ''} max={state.to} onChange={(day) => onChange({ from: day || null })} />
          <DateField size="small" label="Đến ngày" value={state.to ?? ''} min={state.from} onChange={(day) => onChange({ to: day || null })} />
          {showSort && (
            <TextField
              select
              size="small"
              label="Sắp xếp"
              value={currentSort}
              onChange={(event) => {
                const choice = sortChoices.find((option) => sortKey(option.sort) === event.target.value);
                if (choice) onChange({ sort: choice.sort });
              }}
            >
              {sortChoices.map((choice) => (
                <MenuItem key={sortKey(choice.sort)} value={sortKey(choice.sort)}>
                  {choice.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </Stack>
      {/* Phones: one row that scrolls sideways instead of four rows of chips. */}
      <Box>
        <Stack
          direction="row"
          alignItems="center"
          spacing={1}
          useFlexGap
          role="group"
          aria-label="Lọc theo trạng thái"
          sx={{
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            overflowX: { xs: 'auto', md: 'visible' },
            mx: { xs: -2, sm: 0 },
            px: { xs: 2, sm: 0 },
            pb: { xs: 0.5, md: 0 },
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            '& > *': { flexShrink: 0 },
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
            Trạng thái:
          </Typography>
          {ORDER_STATUSES.map((status) => {
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
                    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: ORDER_STATUS_COLORS[status], ml: showSort ? '10px !important' : '8px !important' }}
                  />
                }
              />
            );
          })}
          {hasFilters && (
            <Button size="small" onClick={clearAll} sx={{ ml: { sm: 'auto' } }}>
              Xóa bộ lọc
            </Button>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
