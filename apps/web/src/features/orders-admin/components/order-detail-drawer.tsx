import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ErrorState } from '@/components/list-states';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { BagScanTimeline } from '@/components/orders/bag-scan-list';
import { OrderProofs } from '@/components/orders/order-proofs';
import { isApiError } from '@/lib/api-error';
import { useOrder } from '@/lib/orders/get-order';
import { OrderActions } from './order-actions';
import { CustomerSection, DeliveriesSection, ItemsSection, PaymentSection, Section } from './order-detail-sections';

export interface OrderDetailDrawerProps {
  /** The open order (`?id=`), null when closed. */
  orderId: string | null;
  /** The code shown while the detail loads (from the row clicked). */
  codeHint?: string;
  onClose: () => void;
}

function DetailSkeleton() {
  return (
    <Stack spacing={3} aria-hidden>
      <Stack direction="row" spacing={1}>
        <Skeleton variant="rounded" width={140} height={36} />
        <Skeleton variant="rounded" width={120} height={36} />
      </Stack>
      {[5, 4, 3].map((rows, index) => (
        <Box key={index}>
          <Skeleton width={120} />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} />
          ))}
        </Box>
      ))}
    </Stack>
  );
}

/** One order in full, beside the list: what, who, where, money, timeline, tasks and actions. */
export function OrderDetailDrawer({ orderId, codeHint, onClose }: OrderDetailDrawerProps) {
  const titleId = useId();
  const detail = useOrder(orderId);
  const order = detail.data;
  const notFound = isApiError(detail.error) && (detail.error.statusCode === 404 || detail.error.statusCode === 400);

  return (
    <Drawer
      anchor="right"
      open={Boolean(orderId)}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100vw' },
          role: 'dialog',
          'aria-labelledby': titleId,
        } as object,
      }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" noWrap>
            Đơn {order?.code ?? codeHint ?? ''}
          </Typography>
          {order && (
            <Box sx={{ mt: 0.5 }}>
              <OrderStatusChip status={order.status} />
            </Box>
          )}
        </Box>
        <IconButton aria-label="Đóng" onClick={onClose} edge="end">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
        {!order && detail.isPending && <DetailSkeleton />}
        {!order && detail.isError && notFound && (
          <Alert severity="warning">Không tìm thấy đơn hàng này. Có thể đường dẫn đã cũ.</Alert>
        )}
        {!order && detail.isError && !notFound && (
          <ErrorState
            title="Không tải được đơn hàng"
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
            dense
          />
        )}
        {order && (
          <Stack spacing={3} divider={<Divider flexItem />}>
            <Box>
              <OrderActions order={order} />
              {order.cancelReason && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  Lý do hủy: {order.cancelReason}
                </Alert>
              )}
            </Box>
            <CustomerSection order={order} />
            <ItemsSection order={order} />
            <PaymentSection order={order} />
            <Section title="Tiến trình">
              <OrderTimeline status={order.status} history={order.history} />
              <BagScanTimeline orderId={order.id} showWarnings />
              {order.status !== 'PENDING' && <OrderProofs orderId={order.id} />}
            </Section>
            <DeliveriesSection deliveries={order.deliveries} />
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
