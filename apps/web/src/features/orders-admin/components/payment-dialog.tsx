import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderView } from '@/components/orders/types';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/api-error';
import { useChangePayment } from '@/lib/orders/change-payment';
import { NoteField } from './note-field';
import { payableTotal } from './order-format';

/** The server's words for a missing note (`payments/reason-required`), said before asking it. */
const NOTE_REQUIRED = 'Vui lòng nhập lý do xác nhận trước khi cân';

export interface PaymentDialogProps {
  order: OrderView;
  open: boolean;
  onClose: () => void;
}

/** What a person can have received: cash or a transfer. The wallet pays itself (weighing, the student's tap). */
const MANUAL_METHODS = PAYMENT_METHODS.filter((method) => method !== 'WALLET');

/**
 * Records that the student paid, and how (they may pay another way than they chose). Before the
 * bag is weighed the total is only an estimate: confirming then is an admin's exception
 * (`override`), which needs a reason kept in the order's history.
 */
export function PaymentDialog({ order, open, onClose }: PaymentDialogProps) {
  const titleId = useId();
  const change = useChangePayment();
  // A "Trừ ví" order confirmed by hand was paid another way: the wallet is only debited by the server.
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod === 'WALLET' ? 'CASH' : order.paymentMethod);
  const beforeWeighing = order.finalTotal === null;
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (beforeWeighing && !note.trim()) {
      setProblem(NOTE_REQUIRED);
      return;
    }
    try {
      await change.mutateAsync({
        id: order.id,
        paymentStatus: 'PAID',
        paymentMethod: method,
        ...(beforeWeighing ? { override: true, note: note.trim() } : {}),
      });
      enqueueSnackbar(`Đơn ${order.code}: Đã thanh toán`, { variant: 'success' });
      onClose();
    } catch (error) {
      // The snackbar tells why; a refused note is shown under its field.
      if (isApiError(error) && error.fields?.note) setProblem(error.fields.note);
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
          {MANUAL_METHODS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={PAYMENT_METHOD_LABELS[value]} />
          ))}
        </RadioGroup>
        {beforeWeighing && (
          <>
            <Alert severity="warning" sx={{ my: 1.5 }}>
              Đơn chưa cân, số tiền chỉ là tạm tính. Xác nhận trước khi cân là ngoại lệ: ghi rõ lý do, lý do được lưu
              vào lịch sử đơn.
            </Alert>
            <NoteField
              label="Lý do xác nhận trước khi cân"
              value={note}
              problem={problem}
              onChange={(value) => {
                setNote(value);
                setProblem(null);
              }}
            />
          </>
        )}
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
