import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderDetailView } from '@/components/orders/types';
import { errorText, isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { useChangePayment } from '@/lib/orders/change-payment';
import { NoteField } from './note-field';

/** The server's words for a missing reason (`payments/reason-required`), said before asking it. */
const REASON_REQUIRED = 'Vui lòng nhập lý do hủy ghi nhận thanh toán';

export interface ReversePaymentDialogProps {
  order: Pick<OrderDetailView, 'id' | 'code' | 'payment'>;
  open: boolean;
  onClose: () => void;
}

/**
 * An admin takes back every payment recorded on the order (a refund, a mistake) and must say
 * why: the reason goes into the order's history and the student's notification.
 */
export function ReversePaymentDialog({ order, open, onClose }: ReversePaymentDialogProps) {
  const titleId = useId();
  const change = useChangePayment();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = reason.trim();
    if (!note) {
      setProblem(REASON_REQUIRED);
      return;
    }
    try {
      await change.mutateAsync({ id: order.id, paymentStatus: 'UNPAID', note });
      enqueueSnackbar(`Đơn ${order.code}: đã hủy ghi nhận thanh toán`, { variant: 'success' });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields?.note) setProblem(error.fields.note);
    }
  };
  const serverError = change.error && !(isApiError(change.error) && change.error.fields?.note) ? change.error : null;

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Hủy ghi nhận thanh toán đơn {order.code}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Khoản đã nhận {formatMoney(order.payment.paidAmount)} sẽ được hủy, đơn trở về "Chưa thanh toán". Sinh viên
            nhận thông báo kèm lý do.
          </DialogContentText>
          <NoteField
            label="Lý do hủy ghi nhận"
            value={reason}
            problem={problem}
            onChange={(value) => {
              setReason(value);
              setProblem(null);
            }}
          />
          {serverError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(serverError)}
            </Alert>
          )}
        </DialogContent>
        <DialogFooter
          cancelLabel="Đóng"
          onCancel={onClose}
          confirmLabel="Hủy ghi nhận"
          confirmColor="error"
          pending={change.isPending}
        />
      </form>
    </Dialog>
  );
}
