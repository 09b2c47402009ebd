import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_PAYMENT_METHOD_LABELS, PLAN_PAYMENT_METHODS, type PlanPaymentMethod } from '@tsa/shared';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { errorText } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { useBuyPlan, type MyPlanView, type PlanOffer } from '../api/plans';
import { formatKg, planLength } from './plan-text';
import { PlanTransfer } from './plan-transfer';

const HINTS: Record<PlanPaymentMethod, string> = {
  WALLET: 'Trừ ngay từ số dư ví, gói bắt đầu từ hôm nay.',
  BANK_TRANSFER: 'Chuyển khoản vào ví TSA bằng mã VietQR; gói bắt đầu khi tiền về.',
};

export interface BuyPlanDialogProps {
  plan: PlanOffer | null;
  open: boolean;
  onClose: () => void;
}

/** Buying a plan: from the wallet, or by a transfer into it (then how to transfer). */
export function BuyPlanDialog({ plan, open, onClose }: BuyPlanDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      {plan && <BuyPlanBody key={plan.id} plan={plan} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function BuyPlanBody({ plan, titleId, onClose }: { plan: PlanOffer; titleId: string; onClose: () => void }) {
  const buy = useBuyPlan();
  const [method, setMethod] = useState<PlanPaymentMethod>('WALLET');
  const [answer, setAnswer] = useState<MyPlanView | null>(null);

  const confirm = () =>
    buy.mutate(
      { planId: plan.id, paymentMethod: method },
      {
        onSuccess: (result) => {
          const bought = result as MyPlanView;
          if (bought.transfer) {
            setAnswer(bought);
            return;
          }
          enqueueSnackbar(`Đã mua ${plan.name}: bắt đầu từ hôm nay`, { variant: 'success' });
          onClose();
        },
      },
    );

  if (answer?.transfer) {
    return (
      <>
        <DialogTitle id={titleId}>Chuyển khoản để mua {plan.name}</DialogTitle>
        <DialogContent>
          <PlanTransfer name={plan.name} transfer={answer.transfer} />
        </DialogContent>
        <DialogFooter onCancel={onClose} cancelLabel="Để sau" confirmLabel="Xong" onConfirm={onClose} />
      </>
    );
  }

  return (
    <>
      <DialogTitle id={titleId}>Mua {plan.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            {planLength(plan.months)}: {formatKg(plan.kgPerMonth)} mỗi tháng trong {plan.months} tháng, giá{' '}
            <b>{formatMoney(plan.price)}</b>.
          </Typography>
          <FormControl>
            <FormLabel id={`${titleId}-method`}>Thanh toán</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-method`}
              value={method}
              onChange={(event) => setMethod(event.target.value as PlanPaymentMethod)}
            >
              {PLAN_PAYMENT_METHODS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={
                    <span>
                      {PLAN_PAYMENT_METHOD_LABELS[value]}
                      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        {HINTS[value]}
                      </Typography>
                    </span>
                  }
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {buy.error && <Alert severity="error">{errorText(buy.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        confirmLabel={`Mua gói · ${formatMoney(plan.price)}`}
        onConfirm={confirm}
        pending={buy.isPending}
      />
    </>
  );
}
