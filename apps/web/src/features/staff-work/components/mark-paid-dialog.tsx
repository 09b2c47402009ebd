import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PAYMENT_METHOD_LABELS } from '@tsa/shared';
import { enqueueSnackbar } from 'notistack';
import type { OrderView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';
import { useChangePayment } from '../api/change-payment';

/** 'Đã thanh toán' asks once: money is not something to record by a slip of the thumb. */
export function MarkPaidDialog({ order, onClose }: { order: OrderView | null; onClose: () => void }) {
  const change = useChangePayment();
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
    <Dialog open={Boolean(order)} onClose={change.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="paid-title">
      <DialogTitle id="paid-title">Xác nhận đã thanh toán</DialogTitle>
      {order && (
        <DialogContent>
          <DialogContentText>
            Đơn <strong>{order.code}</strong> của {order.student.name}: đã nhận{' '}
            <strong>{formatMoney(order.finalTotal ?? order.estimatedTotal)}</strong> ({PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()}).
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={change.isPending}>
          Quay lại
        </Button>
        <Button variant="contained" color="success" onClick={confirm} loading={change.isPending}>
          Đã thanh toán
        </Button>
      </DialogActions>
    </Dialog>
  );
}
