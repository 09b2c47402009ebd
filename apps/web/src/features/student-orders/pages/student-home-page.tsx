import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LocalLaundryServiceOutlinedIcon from '@mui/icons-material/LocalLaundryServiceOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTIVE_ORDER_STATUSES } from '@tsa/shared';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { greeting } from '@/lib/format';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyOrders } from '@/lib/orders/get-my-orders';
import { OrderCard, OrderCardList, OrderCardSkeletons } from '../components/order-card';

const ACTIVE_QUERY = { status: ACTIVE_ORDER_STATUSES, pageSize: 50 } as const;

/** /student: my orders in progress with their progress, and the way to order. */
export default function StudentHomePage() {
  const { user } = useAuth();
  const { data, isPending, isError, error, refetch, isFetching } = useMyOrders(ACTIVE_QUERY);
  const orderButton = (
    <Button
      component={RouterLink}
      to={paths.student.orderAdd}
      variant="contained"
      size="large"
      startIcon={<AddRoundedIcon />}
      sx={{ flex: { xs: 1, sm: 'none' }, minHeight: 52 }}
    >
      Đặt giặt
    </Button>
  );

  let content;
  if (isError) {
    content = (
      <Card>
        <ErrorState
          title="Không tải được đơn đang xử lý"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  } else if (isPending) {
    content = <OrderCardSkeletons />;
  } else if (data.items.length === 0) {
    content = (
      <Card>
        <EmptyState
          icon={<LocalLaundryServiceOutlinedIcon />}
          title="Bạn chưa có đơn nào đang xử lý"
          description="Chọn dịch vụ, khung giờ lấy đồ và gửi đơn: nhân viên sẽ đến tận phòng lấy đồ và mang trả đồ sạch cho bạn."
          action={
            <Button
              component={RouterLink}
              to={paths.student.orderAdd}
              variant="contained"
              size="large"
              startIcon={<AddRoundedIcon />}
            >
              Đặt đơn đầu tiên
            </Button>
          }
        />
      </Card>
    );
  } else {
    content = (
      <OrderCardList>
        {data.items.map((order) => (
          <OrderCard key={order.id} order={order} showProgress />
        ))}
      </OrderCardList>
    );
  }

  return (
    <>
      <PageHeader
        title={user?.firstName ? `${greeting()}, ${user.firstName}!` : `${greeting()}!`}
        subtitle="Theo dõi đơn giặt của bạn và đặt giặt chỉ trong một phút."
        actions={orderButton}
      />
      <Stack
        direction="row"
        sx={{
          alignItems: 'baseline',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography variant="h6" component="h2">
          Đơn đang xử lý{data && data.total > 0 ? ` (${data.total})` : ''}
        </Typography>
        <Link component={RouterLink} to={paths.student.order} variant="body2" sx={{ fontWeight: 600 }}>
          Tất cả đơn
        </Link>
      </Stack>
      {content}
    </>
  );
}
