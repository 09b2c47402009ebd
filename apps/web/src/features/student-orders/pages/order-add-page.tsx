import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth/use-auth';
import { useSearchParams } from 'react-router';
import { useOrder } from '@/lib/orders/get-order';
import { useServices } from '@/lib/services/get-services';
import { OrderForm } from '../components/order-form/order-form';
import { reorderValues } from '../lib/order-form';

function ReorderNotice({ code, dropped }: { code: string; dropped: string[] }) {
  return (
    <Alert severity={dropped.length ? 'warning' : 'info'} sx={{ mb: 2.5, maxWidth: 920 }}>
      Đặt lại đơn {code}: dịch vụ, số lượng và địa chỉ đã được điền sẵn. Hãy chọn khung giờ lấy đồ mới.
      {dropped.length > 0 && ` Không còn phục vụ nên đã bỏ: ${dropped.join(', ')}.`}
    </Alert>
  );
}

/** /student/order/add: the order form, once the catalogue is here; `?from=<id>` orders a past order again. */
export default function OrderAddPage() {
  const { user } = useAuth();
  const { data: services, isPending: servicesPending, isError, error, refetch, isFetching } = useServices();
  const [searchParams] = useSearchParams();
  const fromId = searchParams.get('from');
  const past = useOrder(fromId);
  const isPending = servicesPending || (Boolean(fromId) && past.isPending);

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
  } else if (past.data) {
    const { values, dropped } = reorderValues(past.data, services, new Date());
    content = (
      <>
        <ReorderNotice code={past.data.code} dropped={dropped} />
        <OrderForm
          key={past.data.id}
          services={services}
          profile={user}
          initialValues={values}
          userId={user?.id}
          source={past.data.id}
        />
      </>
    );
  } else {
    content = (
      <>
        {past.isError && (
          <Alert severity="warning" sx={{ mb: 2.5, maxWidth: 920 }}>
            Không tải được đơn cũ để đặt lại. Bạn vẫn có thể đặt đơn mới bên dưới.
          </Alert>
        )}
        <OrderForm services={services} profile={user} userId={user?.id} />
      </>
    );
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
