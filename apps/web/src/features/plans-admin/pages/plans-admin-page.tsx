import AddRoundedIcon from '@mui/icons-material/AddRounded';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useAllPlans, useKgServices, useSetPlanActive, type AdminPlan } from '../api/plans-admin';
import { PlanFormDialog } from '../components/plan-form-dialog';

type Editing = { plan: AdminPlan | null; open: boolean; session: number };

const kg = (value: number) => `${String(value).replace('.', ',')} kg`;
const length = (months: number) =>
  months === 1 ? 'Gói tháng' : months === 4 || months === 5 ? `Gói học kỳ · ${months} tháng` : `${months} tháng`;

/** /dashboard/plans: the plans the shop sells; a new or changed plan applies to purchases from now on. */
function PlansAdminPage() {
  const plans = useAllPlans();
  const services = useKgServices();
  const toggle = useSetPlanActive();
  const [editing, setEditing] = useState<Editing>({ plan: null, open: false, session: 0 });
  const names = new Map((services.data ?? []).map((s) => [s.id, s.name]));
  const open = (plan: AdminPlan | null) =>
    setEditing((current) => ({ plan, open: true, session: current.session + 1 }));
  const setActive = (plan: AdminPlan, active: boolean) =>
    toggle.mutate(
      { id: plan.id, active },
      {
        onSuccess: () =>
          enqueueSnackbar(active ? `Đã mở bán "${plan.name}"` : `Đã ngừng bán "${plan.name}"`, { variant: 'success' }),
      },
    );

  return (
    <>
      <PageHeader
        title="Gói giặt"
        subtitle="Gói tháng và gói học kỳ sinh viên trả trước. Thay đổi chỉ áp dụng cho lượt mua sau; gói đã bán giữ điều khoản cũ."
        actions={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => open(null)}>
            Thêm gói
          </Button>
        }
      />
      {plans.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : plans.isError ? (
        <Card>
          <ErrorState
            title="Không tải được các gói"
            error={plans.error}
            onRetry={() => void plans.refetch()}
            retrying={plans.isFetching}
          />
        </Card>
      ) : plans.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<WorkspacePremiumOutlinedIcon />}
            title="Chưa có gói nào"
            description="Tạo gói tháng hoặc gói học kỳ để sinh viên trả trước."
            action={
              <Button variant="outlined" onClick={() => open(null)}>
                Thêm gói
              </Button>
            }
          />
        </Card>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {plans.data.map((plan) => (
            <Card component="li" key={plan.id} aria-labelledby={`admin-plan-${plan.id}`}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      id={`admin-plan-${plan.id}`}
                      variant="subtitle1"
                      component="h2"
                      sx={{ fontWeight: 600 }}
                    >
                      {plan.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {length(plan.months)} · {kg(plan.kgPerMonth)}/tháng · {formatMoney(plan.price)} (khoảng{' '}
                      {formatMoney(plan.pricePerKg)}/kg)
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {plan.serviceIds.map((id) => names.get(id) ?? 'Dịch vụ không còn').join(', ')}
                      {plan.rollover ? ' · cộng dồn kg' : ''}
                      {plan.skipWeekAllowed ? ' · tạm ngưng 1 tuần' : ''}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    color={plan.active ? 'success' : 'default'}
                    label={plan.active ? 'Đang bán' : 'Ngừng bán'}
                  />
                </Stack>
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  <Button size="small" variant="outlined" onClick={() => open(plan)} aria-label={`Sửa ${plan.name}`}>
                    Sửa
                  </Button>
                  <Button
                    size="small"
                    color={plan.active ? 'warning' : 'primary'}
                    disabled={toggle.isPending && toggle.variables?.id === plan.id}
                    onClick={() => setActive(plan, !plan.active)}
                    aria-label={plan.active ? `Ngừng bán ${plan.name}` : `Mở bán ${plan.name}`}
                  >
                    {plan.active ? 'Ngừng bán' : 'Mở bán'}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <PlanFormDialog
        open={editing.open}
        plan={editing.plan}
        session={editing.session}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

export default PlansAdminPage;
