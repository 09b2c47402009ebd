import Alert from '@mui/material/Alert';
import { paths } from '@/config/paths';
import { useMyPlan } from '@/lib/plans/my-plan';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

/** "Gói của bạn còn N kg": the plan's kilograms are used first when the order is weighed. */
export function PlanKgHint() {
  const plan = useMyPlan();
  const subscription = plan.data?.subscription;
  if (subscription?.status !== 'ACTIVE') return null;
  const kg = `${String(subscription.kgLeft).replace('.', ',')} kg`;
  return (
    <Alert severity="info" sx={{ mb: 1.5 }}>
      {subscription.kgLeft > 0
        ? `Gói của bạn còn ${kg} tháng này: khi cân đồ, số kg của gói được trừ trước cho các dịch vụ gói áp dụng.`
        : 'Gói của bạn đã dùng hết số kg tháng này: đơn này tính giá như thường.'}{' '}
      <Link component={RouterLink} to={paths.student.plans}>
        Xem gói
      </Link>
    </Alert>
  );
}
