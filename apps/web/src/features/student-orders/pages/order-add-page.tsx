import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth/use-auth';
import { useServices } from '../api/get-services';
import { OrderForm } from '../components/order-form/order-form';

/** /student/order/add: the order form, once the catalogue is here. */
export default function OrderAddPage() {
  const { user } = useAuth();
  const { data: services, isPending, isError, error, refetch, isFetching } = useServices();

  let content;
  if (isError) {
    content = (
      <Card>
        <ErrorState
          title="Không tải được bảng giá dịch vụ"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Card>
    );
  } else if (isPending) {
    content = (
      <Stack spacing={2.5} sx={{ maxWidth: 920 }} aria-busy="true" aria-label="Đang tải bảng giá">
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  } else if (services.length === 0) {
    content = (
      <Card>
        <EmptyState title="Hiện chưa có dịch vụ nào đang mở" description="Vui lòng quay lại sau hoặc liên hệ hỗ trợ." />
      </Card>
    );
  } else {
    content = <OrderForm services={services} profile={user} />;
  }

  return (
    <>
      <PageHeader
        title="Đặt giặt"
        subtitle="Chọn dịch vụ, khung giờ lấy đồ và gửi đơn: nhân viên đến tận phòng lấy đồ."
      />
      {content}
    </>
  );
}
