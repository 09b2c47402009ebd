import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@tsa/shared';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';
import { useChangePayment } from '@/lib/orders/change-payment';
import { payableTotal } from './order-format';

export interface PaymentDialogProps {
  order: OrderView;
  open: boolean;
  onClose: () => void;
}

/** Records that the student paid, and how (they may pay another way than they chose). */
export function PaymentDialog({ order, open, onClose }: PaymentDialogProps) {
  const titleId = useId();
  const change = useChangePayment();
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod);

  const confirm = async () => {
    try {
      await change.mutateAsync({ id: order.id, paymentStatus: 'PAID', paymentMethod: method });
      enqueueSnackbar(`Đơn ${order.code}: Đã thanh toán`, { variant: 'success' });
      onClose();
    } catch {
      // The snackbar tells why.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Xác nhận đã thanh toán</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          Đơn {order.code}: {formatMoney(payableTotal(order))}
          {order.finalTotal === null && ' (tạm tính)'}
        </DialogContentText>
        <RadioGroup
          aria-label="Phương thức thanh toán"
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        >
          {PAYMENT_METHODS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={PAYMENT_METHOD_LABELS[value]} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogFooter
        cancelLabel="Đóng"
        onCancel={onClose}
        confirmLabel="Đã thanh toán"
        onConfirm={confirm}
        confirmColor="success"
        pending={change.isPending}
      />
    </Dialog>
  );
}
