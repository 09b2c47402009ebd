import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { ErrorState } from '@/components/list-states';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { isApiError } from '@/lib/api-error';
import { useSearchParamValue } from '@/lib/use-search-param-value';
import { useOrder } from '@/lib/orders/get-order';
import { OrderDetail } from './order-detail';

/** What the order form passes along after placing an order. */
export interface CreatedOrderState {
  createdCode?: string;
}

function DetailSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Đang tải đơn hàng">
      {Array.from({ length: 4 }, (_, index) => (
        <Stack key={index} direction="row" spacing={1.5}>
          <Skeleton variant="circular" width={24} height={24} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="70%" />
          </Box>
        </Stack>
      ))}
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

/**
 * The detail of the order named by `?id=` in the address (the server's notifications link
 * there): a side panel on wide screens, the whole screen on phones.
 */
export function OrderDetailDrawer() {
  const [id, setId] = useSearchParamValue('id');
  const location = useLocation();
  const { data: order, isPending, isError, error, refetch, isFetching } = useOrder(id);
  const createdCode = (location.state as CreatedOrderState | null)?.createdCode;

  const close = () => setId(null);

  let body;
  if (isError) {
    body =
      isApiError(error) && error.statusCode === 404 ? (
        <Alert severity="warning">Không tìm thấy đơn hàng này. Có thể đơn không thuộc tài khoản của bạn.</Alert>
      ) : (
        <ErrorState
          dense
          title="Không tải được đơn hàng"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
  } else if (isPending || !order) {
    body = <DetailSkeleton />;
  } else {
    body = (
      <>
        {createdCode === order.code && (
          <Alert severity="success" icon={<CheckCircleRoundedIcon />} sx={{ mb: 3 }}>
            <AlertTitle>Đặt đơn thành công!</AlertTitle>
            Mã đơn của bạn là <strong>{order.code}</strong>. Nhân viên sẽ đến lấy đồ theo khung giờ bạn chọn.
          </Alert>
        )}
        <OrderDetail order={order} />
      </>
    );
  }

  return (
    <Drawer
      anchor="right"
      open={Boolean(id)}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 }, maxWidth: '100%' },
          role: 'dialog',
          'aria-labelledby': 'order-detail-title',
        } as object,
      }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          position: 'sticky',
          top: 0,
          zIndex: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
            }}
          >
            Chi tiết đơn
          </Typography>
          <Typography
            id="order-detail-title"
            variant="h6"
            component="h2"
            noWrap
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {order?.code ?? 'Đơn hàng'}
          </Typography>
        </Box>
        {order && <OrderStatusChip status={order.status} />}
        <IconButton aria-label="Đóng" onClick={close} edge="end">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>{body}</Box>
    </Drawer>
  );
}
