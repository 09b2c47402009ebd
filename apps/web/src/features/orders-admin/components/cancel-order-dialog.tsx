import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '@/components/text-field';
import { cancelOrderSchema, ORDER_LIMITS } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useId, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import type { OrderView } from '@/components/orders/types';
import { errorText, isApiError } from '@/lib/api-error';
import { useCancelOrder } from '@/lib/orders/cancel-order';

/** The server's words for a missing reason (`orders/cancel-reason-required`), said before asking it. */
const REASON_REQUIRED = 'Vui lòng nhập lý do hủy đơn';

export interface CancelOrderDialogProps {
  order: Pick<OrderView, 'id' | 'code'>;
  open: boolean;
  onClose: () => void;
}

/** An admin cancels an order only with a reason; the student reads it in the timeline. */
export function CancelOrderDialog({ order, open, onClose }: CancelOrderDialogProps) {
  const titleId = useId();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (cancel.isPending) return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? REASON_REQUIRED);
      return;
    }
    if (!parsed.data.reason) {
      setProblem(REASON_REQUIRED);
      return;
    }
    setProblem(null);
    try {
      await cancel.mutateAsync({ id: order.id, reason: parsed.data.reason });
      enqueueSnackbar(`Đã hủy đơn ${order.code}`, { variant: 'success' });
      setReason('');
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields?.reason) setProblem(error.fields.reason);
    }
  };

  const serverError = cancel.error && !(isApiError(cancel.error) && cancel.error.fields?.reason) ? cancel.error : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setProblem(null);
            cancel.reset();
          },
        },
      }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Hủy đơn {order.code}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Sinh viên sẽ nhận thông báo kèm lý do. Các lượt lấy/giao đồ đang mở của đơn sẽ bị hủy theo.
          </DialogContentText>
          <TextField
            label="Lý do hủy"
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? `${reason.trim().length}/${ORDER_LIMITS.reason} ký tự`}
            slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.reason } }}
          />
          {serverError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(serverError)}
            </Alert>
          )}
        </DialogContent>
        <DialogFooter
          cancelLabel="Không hủy"
          onCancel={close}
          confirmLabel="Hủy đơn"
          confirmColor="error"
          pending={cancel.isPending}
        />
      </form>
    </Dialog>
  );
}
