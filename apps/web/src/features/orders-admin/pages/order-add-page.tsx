import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { WalkInOrderForm } from '../components/walk-in-order-form';

/** /dashboard/order/add: an order placed at the counter on behalf of a student. */
function OrderAddPage() {
  return (
    <>
      <PageHeader
        title="Tạo đơn hộ sinh viên"
        subtitle="Cho sinh viên gửi đồ trực tiếp tại quầy: chọn sinh viên, dịch vụ và lịch lấy đồ."
        actions={
          <Button
            component={RouterLink}
            to={paths.dashboard.order}
            startIcon={<ArrowBackRoundedIcon />}
            color="inherit"
          >
            Danh sách đơn
          </Button>
        }
      />
      <WalkInOrderForm />
    </>
  );
}

export default OrderAddPage;
