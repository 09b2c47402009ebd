import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextField } from '@/components/text-field';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tsa/shared';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import type { OrderView } from '@/components/orders/types';
import { PageHeader } from '@/components/page-header';
import { useOrderCount, useProcessingOrders } from '../api/get-processing-orders';
import { MarkPaidDialog } from '../components/mark-paid-dialog';
import { ProcessingOrderCard } from '../components/processing-order-card';
import { WeighDialog } from '../components/weigh-dialog';
import { oneOf, setParam, useUrlFilters, type ListUrlConfig } from '@/lib/use-url-filters';
import { PROCESSING_TABS, type ProcessingStatus } from '../lib/processing';

const PAGE_SIZE = 20;
const EMPTY: Record<string, string> = {
  PICKED_UP: 'Không có túi đồ nào chờ nhận và cân.',
  WASHING: 'Không có đơn nào đang giặt.',
  READY: 'Không có đơn nào chờ giao.',
};

function TabLabel({ status, selected }: { status: OrderStatus; selected: boolean }) {
  const { data: count } = useOrderCount(status);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.25, sm: 1 }}
      sx={{
        alignItems: 'center',
      }}
    >
      <span>{ORDER_STATUS_LABELS[status]}</span>
      <Box
        component="span"
        sx={{
          minWidth: 24,
          px: 0.75,
          borderRadius: '10px',
          fontSize: '0.75rem',
          lineHeight: '20px',
          fontWeight: 700,
          textAlign: 'center',
          color: selected ? 'primary.contrastText' : 'text.secondary',
          bgcolor: selected ? 'primary.main' : 'action.selected',
          visibility: count === undefined ? 'hidden' : 'visible',
        }}
      >
        {count ?? 0}
      </Box>
    </Stack>
  );
}

/** `?tab=` the step (the first stays out of the address), `?q=` the search; oldest pickup first, always. */
const PROCESSING_LIST: ListUrlConfig<'pickupDate', { tab?: ProcessingStatus }> = {
  sortFields: [],
  defaultSort: { field: 'pickupDate', direction: 'asc' },
  searchParam: 'q',
  readFilters: (params) => ({ tab: oneOf(PROCESSING_TABS, params.get('tab')) }),
  writeFilters: (params, filters) => setParam(params, 'tab', filters.tab === 'PICKED_UP' ? undefined : filters.tab),
  isFiltered: () => false,
  noFilters: {},
};

/** /staff/order: orders in the shop, by step: receive and weigh, washed, waiting for the drop-off. */
export default function StaffOrdersPage() {
  const { state, update, search } = useUrlFilters(PROCESSING_LIST, { replaceHistory: true });
  const tab = state.tab ?? 'PICKED_UP';
  const { page } = state;
  const [weighing, setWeighing] = useState<OrderView | null>(null);
  const [paying, setPaying] = useState<OrderView | null>(null);

  const { data, isPending, isError, error, refetch, isFetching } = useProcessingOrders({
    status: tab,
    search: state.search || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
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
    content = (
      <Box
        aria-busy="true"
        aria-label="Đang tải danh sách đơn"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={220} sx={{ borderRadius: '20px' }} />
        ))}
      </Box>
    );
  } else if (data.items.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={<Inventory2OutlinedIcon />}
          title={state.search ? 'Không có đơn nào phù hợp' : EMPTY[tab]!}
          description={
            state.search
              ? 'Thử tìm theo mã đơn, tên sinh viên hoặc số phòng khác.'
              : 'Danh sách tự cập nhật khi có đơn mới.'
          }
        />
      </Card>
    );
  } else {
    content = (
      <>
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            opacity: isFetching ? 0.7 : 1,
          }}
        >
          {data.items.map((order) => (
            <ProcessingOrderCard key={order.id} order={order} onWeigh={setWeighing} onPaid={setPaying} />
          ))}
        </Box>
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
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Xử lý đơn"
        subtitle="Nhận đồ và cân thực tế, cập nhật giặt xong, xác nhận thanh toán và in nhãn túi đồ."
      />
      <Tabs
        value={tab}
        onChange={(_, value: ProcessingStatus) => update({ tab: value })}
        variant="fullWidth"
        aria-label="Bước xử lý"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 640 }}
      >
        {PROCESSING_TABS.map((status) => (
          <Tab
            key={status}
            value={status}
            label={<TabLabel status={status} selected={status === tab} />}
            sx={{ textTransform: 'none', fontWeight: 600, minHeight: 56, minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <TextField
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        placeholder="Tìm mã đơn, tên sinh viên, phòng"
        size="small"
        fullWidth
        sx={{ maxWidth: { sm: 420 }, mb: 2.5 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Tìm đơn', inputMode: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {content}
      <WeighDialog order={weighing} onClose={() => setWeighing(null)} />
      <MarkPaidDialog order={paying} onClose={() => setPaying(null)} />
    </>
  );
}
