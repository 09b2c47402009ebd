import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_CANCELLABLE_STATUSES, nextStatuses, ORDER_STATUS_LABELS, type OrderStatus } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { ConfirmStepDialog } from '@/components/confirm-step-dialog';
import { CollectCashDialog } from '@/components/orders/collect-cash-dialog';
import { canPrintLabel, PrintLabelButton } from '@/components/orders/printable-order-label';
import { orderLabelData, type OrderDetailView } from '@/components/orders/types';
import { useChangeOrderStatus } from '@/lib/orders/change-order-status';
import { useChangePayment } from '@/lib/orders/change-payment';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PaymentDialog } from './payment-dialog';
import { ReversePaymentDialog } from './reverse-payment-dialog';
import { WeighDialog } from './weigh-dialog';

/** The button for each forward step, worded as what the admin does. */
export const STEP_ACTION_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Chờ xác nhận',
  CONFIRMED: 'Xác nhận đơn',
  PICKED_UP: 'Xác nhận đã lấy đồ',
  WASHING: 'Cân đồ và giặt',
  READY: 'Báo đã giặt xong',
  DELIVERING: 'Bắt đầu giao',
  COMPLETED: 'Hoàn thành đơn',
  CANCELLED: 'Hủy đơn',
};

const STATUS_DONE_TEXT: Partial<Record<OrderStatus, string>> = {
  CONFIRMED: 'Đã xác nhận',
  PICKED_UP: 'Đã lấy đồ',
  READY: 'Đã giặt xong',
  DELIVERING: 'Đang giao',
  COMPLETED: 'Hoàn thành',
};

type OpenDialog = 'cancel' | 'pay' | 'reverse' | 'weigh' | 'cash' | 'step' | null;

/**
 * What can be done with the order now, exactly the moves the server accepts (the shared status
 * machine): the next step(s), payment, cancellation with a reason, and the bag label.
 */
export function OrderActions({ order }: { order: OrderDetailView }) {
  const change = useChangeOrderStatus();
  const payment = useChangePayment();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pendingStep, setPendingStep] = useState<OrderStatus | null>(null);
  // The step waiting for its "are you sure": no step goes back, and the next step's button
  // appears where this one was tapped.
  const [asked, setAsked] = useState<OrderStatus | null>(null);

  // Handing over an unpaid cash order: "Đã thu … ₫?", as the staff member's drop-off asks.
  const asksCash = order.paymentMethod === 'CASH' && order.paymentStatus === 'UNPAID';
  const ask = (status: OrderStatus) => {
    if (status === 'WASHING') setDialog('weigh');
    else if (status === 'COMPLETED' && asksCash) setDialog('cash');
    else {
      setAsked(status);
      setDialog('step');
    }
  };
  const step = async (status: OrderStatus, cashCollected?: number) => {
    setPendingStep(status);
    try {
      await change.mutateAsync({ id: order.id, status, ...(cashCollected === undefined ? {} : { cashCollected }) });
      setDialog(null);
      enqueueSnackbar(`Đơn ${order.code}: ${STATUS_DONE_TEXT[status] ?? status}`, { variant: 'success' });
    } catch {
      // The snackbar tells why (another person may have moved the order first).
    } finally {
      setPendingStep(null);
    }
  };

  const next = nextStatuses(order.status);
  const cancellable = ADMIN_CANCELLABLE_STATUSES.includes(order.status);
  const busy = change.isPending || payment.isPending;

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        aria-label="Thao tác với đơn"
        role="group"
        sx={{
          flexWrap: 'wrap',
        }}
      >
        {next.map((status) => (
          <Button
            key={status}
            variant="contained"
            endIcon={<ArrowForwardRoundedIcon />}
            onClick={() => ask(status)}
            loading={pendingStep === status}
            disabled={busy && pendingStep !== status}
          >
            {STEP_ACTION_LABELS[status]}
          </Button>
        ))}
        {order.status !== 'CANCELLED' && order.paymentStatus === 'UNPAID' && (
          <Button
            variant="outlined"
            color="success"
            startIcon={<PaidOutlinedIcon />}
            onClick={() => setDialog('pay')}
            disabled={busy}
          >
            Ghi nhận thanh toán
          </Button>
        )}
        {(order.paymentStatus === 'PAID' || order.payment.paidAmount > 0) && (
          <Button variant="text" color="inherit" onClick={() => setDialog('reverse')} disabled={busy}>
            Hủy ghi nhận thanh toán
          </Button>
        )}
        {canPrintLabel(order.status) && <PrintLabelButton label={orderLabelData(order)} />}
        {cancellable && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockRoundedIcon />}
            onClick={() => setDialog('cancel')}
            disabled={busy}
          >
            Hủy đơn
          </Button>
        )}
      </Stack>
      <CancelOrderDialog order={order} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      {dialog === 'pay' && <PaymentDialog order={order} open onClose={() => setDialog(null)} />}
      {dialog === 'reverse' && <ReversePaymentDialog order={order} open onClose={() => setDialog(null)} />}
      {dialog === 'weigh' && <WeighDialog order={order} open onClose={() => setDialog(null)} />}
      {asked && (
        <ConfirmStepDialog
          open={dialog === 'step'}
          title={`Chuyển đơn ${order.code} sang "${ORDER_STATUS_LABELS[asked]}"?`}
          confirmLabel={STEP_ACTION_LABELS[asked]}
          sending={change.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => void step(asked)}
        >
          Đơn đang ở bước &quot;{ORDER_STATUS_LABELS[order.status]}&quot;. Bước này không quay lại được.
        </ConfirmStepDialog>
      )}
      {dialog === 'cash' && (
        <CollectCashDialog
          open
          code={order.code}
          amount={Math.max(order.payment.due, 0)}
          sending={change.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(collected) => void step('COMPLETED', collected)}
        />
      )}
    </>
  );
}
