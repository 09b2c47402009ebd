import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@tsa/shared';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMyOrders } from '@/lib/orders/get-my-orders';
import { oneOf, setParam, useUrlFilters, type ListUrlConfig } from '@/lib/use-url-filters';
import { OrderCard, OrderCardList, OrderCardSkeletons } from '../components/order-card';
import { OrderDetailDrawer } from '../components/order-detail-drawer';

const PAGE_SIZE = 10;

/** The filter chips: all, everything still in progress, then each status. */
const FILTERS: { key: string; label: string; statuses?: readonly OrderStatus[] }[] = [
  { key: 'all', label: 'Tất cả' },
  { key: 'active', label: 'Đang xử lý', statuses: ACTIVE_ORDER_STATUSES },
  ...ORDER_STATUSES.map((status) => ({ key: status, label: ORDER_STATUS_LABELS[status], statuses: [status] })),
];

const FILTER_KEYS = FILTERS.map((f) => f.key);

/** `?status=` names a chip ('all' stays out of the address), `?q=` the search; always newest first. */
const MY_ORDERS_LIST: ListUrlConfig<'createdAt', { status?: string }> = {
  sortFields: [],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  searchParam: 'q',
  readFilters: (params) => ({ status: oneOf(FILTER_KEYS, params.get('status')) }),
  writeFilters: (params, filters) => setParam(params, 'status', filters.status === 'all' ? undefined : filters.status),
  isFiltered: (filters) => Boolean(filters.status && filters.status !== 'all'),
  noFilters: { status: null },
};

/** /student/order: my orders, filtered by status and searched by code; `?id=` opens one. */
export default function MyOrdersPage() {
  const [searchParams] = useSearchParams();
  // Filters live in the address so the back button and a reload keep them; a change replaces the entry.
  const {
    state,
    update,
    hasFilters: filtered,
    clearFilters,
    search,
  } = useUrlFilters(MY_ORDERS_LIST, {
    replaceHistory: true,
  });
  const filterKey = state.status ?? 'all';
  const filter = FILTERS.find((f) => f.key === filterKey)!;
  const { page } = state;

  const { data, isPending, isError, error, refetch, isFetching } = useMyOrders({
    status: filter.statuses,
    search: state.search || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  // Opening an order keeps the list's filters behind the panel.
  const detailPath = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('id', id);
    return `${paths.student.order}?${next.toString()}`;
  };
  const pageCount = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  let content;
  if (isError) {
    content = (
      <Card>
        <ErrorState
          title="Không tải được danh sách đơn"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  } else if (isPending) {
    content = <OrderCardSkeletons count={4} />;
  } else if (data.items.length === 0) {
    content = (
      <Card>
        {filtered ? (
          <EmptyState
            icon={<SearchRoundedIcon />}
            title="Không có đơn nào phù hợp"
            description="Thử bỏ bộ lọc hoặc tìm theo mã đơn khác, ví dụ TSA-251121-0001."
            action={<Button onClick={clearFilters}>Xóa bộ lọc</Button>}
          />
        ) : (
          <EmptyState
            icon={<ReceiptLongOutlinedIcon />}
            title="Bạn chưa có đơn nào"
            description="Đơn giặt bạn đặt sẽ hiện ở đây cùng tiến trình xử lý."
            action={
              <Button
                component={RouterLink}
                to={paths.student.orderAdd}
                variant="contained"
                startIcon={<AddRoundedIcon />}
              >
                Đặt giặt
              </Button>
            }
          />
        )}
      </Card>
    );
  } else {
    content = (
      <Box sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }}>
        <OrderCardList>
          {data.items.map((order) => (
            <OrderCard key={order.id} order={order} to={detailPath(order.id)} />
          ))}
        </OrderCardList>
        {pageCount > 1 && (
          <Stack
            sx={{
              alignItems: 'center',
              mt: 3,
            }}
          >
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_, next) => update({ page: next })}
              color="primary"
              shape="rounded"
            />
          </Stack>
        )}
      </Box>
    );
  }

  return (
    <>
      <PageHeader
        title="Đơn của tôi"
        subtitle={data ? `${data.total} đơn` : 'Theo dõi và quản lý các đơn giặt của bạn'}
        actions={
          <Button component={RouterLink} to={paths.student.orderAdd} variant="contained" startIcon={<AddRoundedIcon />}>
            Đặt giặt
          </Button>
        }
      />
      <Stack spacing={2} sx={{ mb: 3 }}>
        <TextField
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder="Tìm theo mã đơn"
          size="small"
          sx={{ maxWidth: { sm: 360 } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Tìm theo mã đơn', inputMode: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label="Lọc theo trạng thái"
          sx={{
            overflowX: 'auto',
            pb: 0.5,
            mx: { xs: -2, sm: 0 },
            px: { xs: 2, sm: 0 },
            flexWrap: { md: 'wrap' },
            rowGap: 1,
          }}
        >
          {FILTERS.map((f) => (
            <Chip
              key={f.key}
              label={f.label}
              clickable
              color={f.key === filterKey ? 'primary' : 'default'}
              variant={f.key === filterKey ? 'filled' : 'outlined'}
              aria-pressed={f.key === filterKey}
              onClick={() => update({ status: f.key === 'all' ? null : f.key })}
              sx={{ flexShrink: 0 }}
            />
          ))}
        </Stack>
      </Stack>
      {content}
      <OrderDetailDrawer />
    </>
  );
}
