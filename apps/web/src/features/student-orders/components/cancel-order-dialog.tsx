import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ORDER_LIMITS } from '@tsa/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useCancelOrder } from '../api/cancel-order';

export interface CancelOrderDialogProps {
  open: boolean;
  order: { id: string; code: string };
  onClose: () => void;
}

/** 'Hủy đơn' asks once more, with an optional reason for the shop. */
export function CancelOrderDialog({ open, order, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
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
          helperText={tooLong ? `Lý do hủy tối đa ${ORDER_LIMITS.reason} ký tự` : `${reason.length}/${ORDER_LIMITS.reason}`}
          slotProps={{ formHelperText: { sx: { textAlign: tooLong ? 'left' : 'right' } } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} color="inherit" disabled={cancel.isPending}>
          Không, giữ đơn
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={cancel.isPending} disabled={tooLong}>
          Hủy đơn
        </Button>
      </DialogActions>
    </Dialog>
  );
}
