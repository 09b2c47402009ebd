import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PAYMENT_METHOD_LABELS } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';
import { useChangePayment } from '@/lib/orders/change-payment';
import { useWhenQueued } from '@/lib/use-when-queued';

/** 'Đã thanh toán' asks once: money is not something to record by a slip of the thumb. */
export function MarkPaidDialog({ order, onClose }: { order: OrderView | null; onClose: () => void }) {
  const change = useChangePayment();
  useWhenQueued(change.isPaused, onClose);
  const confirm = () => {
    if (!order) return;
    change.mutate(
      { id: order.id, paymentStatus: 'PAID' },
      {
        onSuccess: () => {
          enqueueSnackbar('Đã cập nhật', { variant: 'success' });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open={Boolean(order)}
      onClose={change.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="paid-title"
    >
      <DialogTitle id="paid-title">Xác nhận đã thanh toán</DialogTitle>
      {order && (
        <DialogContent>
          <DialogContentText>
            Đơn <strong>{order.code}</strong> của {order.student.name}: đã nhận{' '}
            <strong>{formatMoney(order.finalTotal ?? order.estimatedTotal)}</strong> (
            {PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()}).
          </DialogContentText>
        </DialogContent>
      )}
      <DialogFooter
        cancelLabel="Quay lại"
        onCancel={onClose}
        confirmLabel="Đã thanh toán"
        onConfirm={confirm}
        confirmColor="success"
        pending={change.isPending}
      />
    </Dialog>
  );
}
