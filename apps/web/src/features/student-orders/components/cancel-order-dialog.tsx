import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '@/components/text-field';
import { ORDER_LIMITS } from '@tsa/shared';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { useCancelMyOrder } from '@/lib/orders/cancel-order';

export interface CancelOrderDialogProps {
  open: boolean;
  order: { id: string; code: string };
  onClose: () => void;
}

/** 'Hủy đơn' asks once more, with an optional reason for the shop. */
export function CancelOrderDialog({ open, order, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelMyOrder();
  const tooLong = reason.length > ORDER_LIMITS.reason;

  const close = () => {
    if (cancel.isPending) return;
    setReason('');
    onClose();
  };

  const confirm = () => {
    cancel.mutate(
      { id: order.id, reason },
      {
        onSuccess: () => {
          enqueueSnackbar(`Đã hủy đơn ${order.code}`, { variant: 'success' });
          setReason('');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="cancel-order-title">
      <DialogTitle id="cancel-order-title">Hủy đơn {order.code}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Đơn sẽ không được lấy đồ nữa. Bạn có thể đặt đơn mới bất cứ lúc nào.
        </DialogContentText>
        <TextField
          label="Lý do hủy (không bắt buộc)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={tooLong}
          helperText={
            tooLong ? `Lý do hủy tối đa ${ORDER_LIMITS.reason} ký tự` : `${reason.length}/${ORDER_LIMITS.reason}`
          }
          slotProps={{ formHelperText: { sx: { textAlign: tooLong ? 'left' : 'right' } } }}
        />
      </DialogContent>
      <DialogFooter
        cancelLabel="Không, giữ đơn"
        onCancel={close}
        confirmLabel="Hủy đơn"
        onConfirm={confirm}
        confirmColor="error"
        confirmDisabled={tooLong}
        pending={cancel.isPending}
      />
    </Dialog>
  );
}
