import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorState } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useServices } from '@/lib/services/get-services';
import { useMyPlan, usePlansForSale, type PlanOffer } from '../api/plans';
import { BuyPlanDialog } from '../components/buy-plan-dialog';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PlanOfferCard } from '../components/plan-offer-card';

/** /student/plans: my plan (kilograms left, renewal, end), and the plans for sale. */
function PlansPage() {
  const mine = useMyPlan();
  const offers = usePlansForSale();
  const services = useServices();
  const [buying, setBuying] = useState<{ plan: PlanOffer | null; open: boolean }>({ plan: null, open: false });
  const names = useMemo(() => new Map((services.data ?? []).map((s) => [s.id, s.name])), [services.data]);

  const subscription = mine.data?.subscription ?? null;
  // Unknown while my plan loads; if it cannot load, the server still refuses a second plan.
  const blockedReason = mine.isPending
    ? 'Đang tải gói của bạn…'
    : subscription?.status === 'ACTIVE'
      ? 'Bạn đang dùng một gói. Có thể mua gói mới khi gói hiện tại kết thúc.'
      : subscription?.status === 'AWAITING_PAYMENT'
        ? 'Bạn có một gói đang chờ chuyển khoản.'
        : null;

  return (
    <>
      <PageHeader
        title="Gói giặt"
        subtitle="Trả trước theo tháng hoặc học kỳ: mỗi đơn dùng số kg của gói trước, phần còn lại tính như thường."
      />
      <Stack spacing={3}>
        {mine.isPending ? (
          <Skeleton variant="rounded" height={180} />
        ) : mine.isError ? (
          <Card>
            <ErrorState
              title="Không tải được gói của bạn"
              error={mine.error}
              onRetry={() => void mine.refetch()}
              retrying={mine.isFetching}
            />
          </Card>
        ) : (
          mine.data && <CurrentPlanCard plan={mine.data} />
        )}

        <Box component="section" aria-labelledby="plans-for-sale">
          <Typography id="plans-for-sale" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Các gói đang bán
          </Typography>
          {offers.isPending ? (
            <Skeleton variant="rounded" height={220} />
          ) : offers.isError ? (
            <Card>
              <ErrorState
                title="Không tải được các gói"
                error={offers.error}
                onRetry={() => void offers.refetch()}
                retrying={offers.isFetching}
              />
            </Card>
          ) : offers.data.length === 0 ? (
            <Card>
              <EmptyState
                icon={<WorkspacePremiumOutlinedIcon />}
                title="Chưa có gói nào đang bán"
                description="Cửa hàng sẽ thông báo khi có gói tháng hoặc gói học kỳ."
              />
            </Card>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              }}
            >
              {offers.data.map((plan) => (
                <PlanOfferCard
                  key={plan.id}
                  plan={plan}
                  serviceNames={plan.serviceIds.flatMap((id) => names.get(id) ?? [])}
                  blockedReason={blockedReason}
                  onBuy={() => setBuying({ plan, open: true })}
                />
              ))}
            </Box>
          )}
        </Box>
      </Stack>
      <BuyPlanDialog
        plan={buying.plan}
        open={buying.open}
        onClose={() => setBuying((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

export default PlansPage;
