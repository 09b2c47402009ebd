import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, PLAN_SUBSCRIPTION_STATUS_LABELS } from '@tsa/shared';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useCancelAwaitingPlan, useSkipWeek, type MyPlanView } from '../api/plans';
import { formatKg, planLength, viDate } from './plan-text';
import { PlanTransfer } from './plan-transfer';

type Subscription = NonNullable<MyPlanView['subscription']>;

function SkipWeekDialog({
  open,
  subscription,
  onClose,
}: {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
}) {
  const skip = useSkipWeek();
  const titleId = useId();
  const confirm = () =>
    skip.mutate(undefined, {
      onSuccess: () => {
        enqueueSnackbar('Đã tạm ngưng 1 tuần: gói kết thúc muộn hơn 7 ngày', { variant: 'success' });
        onClose();
      },
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Tạm ngưng 1 tuần?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Gói sẽ kết thúc vào {viDate(subscription.endsOn && addDays(subscription.endsOn, 7))} thay vì{' '}
          {viDate(subscription.endsOn)}. Mỗi tháng chỉ tạm ngưng được một lần.
        </DialogContentText>
        {skip.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(skip.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        cancelLabel="Không"
        confirmLabel="Tạm ngưng"
        onConfirm={confirm}
        pending={skip.isPending}
      />
    </Dialog>
  );
}

function ActivePlan({ subscription }: { subscription: Subscription }) {
  const [skipping, setSkipping] = useState(false);
  const { kgLeft, kgPerMonth } = subscription;
  const carried = Math.max(0, Math.round((kgLeft - kgPerMonth) * 10) / 10);
  return (
    <Stack spacing={2}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {formatKg(kgLeft)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            còn lại tháng này
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (kgLeft / kgPerMonth) * 100)}
          aria-label={`Còn ${formatKg(kgLeft)} trên ${formatKg(kgPerMonth)} mỗi tháng`}
          sx={{ height: 10, borderRadius: 5, mt: 1 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {formatKg(kgPerMonth)} mỗi tháng
          {carried > 0 ? ` + ${formatKg(carried)} cộng dồn từ tháng trước` : ''} · đã dùng{' '}
          {formatKg(subscription.kgUsed)}
        </Typography>
      </Box>
      <Stack spacing={0.5}>
        {subscription.renewsOn && (
          <Typography variant="body2">
            Gia hạn vào <b>{viDate(subscription.renewsOn)}</b>
          </Typography>
        )}
        <Typography variant="body2">
          Kết thúc vào <b>{viDate(subscription.endsOn)}</b>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {subscription.rollover
            ? `Kg chưa dùng được cộng sang tháng sau (tối đa ${formatKg(kgPerMonth)}).`
            : 'Kg chưa dùng hết hạn vào cuối mỗi tháng.'}
        </Typography>
      </Stack>
      {subscription.skipWeekAllowed && (
        <Box>
          <Button variant="outlined" disabled={!subscription.canSkipWeek} onClick={() => setSkipping(true)}>
            Tạm ngưng 1 tuần
          </Button>
          {!subscription.canSkipWeek && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Bạn đã tạm ngưng 1 tuần trong tháng này.
            </Typography>
          )}
          <SkipWeekDialog open={skipping} subscription={subscription} onClose={() => setSkipping(false)} />
        </Box>
      )}
    </Stack>
  );
}

function AwaitingPlan({ plan }: { plan: MyPlanView }) {
  const cancel = useCancelAwaitingPlan();
  const subscription = plan.subscription!;
  return (
    <Stack spacing={2}>
      {plan.transfer && <PlanTransfer name={subscription.name} transfer={plan.transfer} />}
      {cancel.error && <Alert severity="error">{errorText(cancel.error)}</Alert>}
      <Box>
        <Button
          color="error"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => enqueueSnackbar(`Đã hủy ${subscription.name}`, { variant: 'success' }),
            })
          }
        >
          Hủy gói đang chờ
        </Button>
      </Box>
    </Stack>
  );
}

/** The student's plan: what is left this month and when it renews or ends; or the transfer a plan waits for. */
export function CurrentPlanCard({ plan }: { plan: MyPlanView }) {
  const subscription = plan.subscription;
  if (!subscription) return null;
  const awaiting = subscription.status === 'AWAITING_PAYMENT';
  return (
    <Card component="section" aria-labelledby="current-plan-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="current-plan-title" variant="h6" component="h2">
              {subscription.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {planLength(subscription.months)} · {formatMoney(subscription.price)}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={awaiting ? 'warning' : 'success'}
            label={PLAN_SUBSCRIPTION_STATUS_LABELS[subscription.status]}
          />
        </Stack>
        {awaiting ? <AwaitingPlan plan={plan} /> : <ActivePlan subscription={subscription} />}
      </CardContent>
    </Card>
  );
}
