import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PICKUP_SLOT_LABELS, type PickupSlot } from '@tsa/shared';
import { useId } from 'react';
import { DialogFooter } from '@/components/dialog-footer';

export interface EarlyPickupDialogProps {
  open: boolean;
  code: string;
  slot: PickupSlot;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Starting a pickup before the window the student booked: allowed, but only on purpose. */
export function EarlyPickupDialog({ open, code, slot, sending, onCancel, onConfirm }: EarlyPickupDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={sending ? undefined : onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Chưa đến giờ lấy đồ</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Đơn {code} hẹn lấy đồ trong khung {PICKUP_SLOT_LABELS[slot]} hôm nay. Sinh viên có thể chưa có mặt: hãy gọi
          trước nếu cần. Vẫn bắt đầu lấy đồ bây giờ?
        </DialogContentText>
      </DialogContent>
      <DialogFooter
        cancelLabel="Để sau"
        onCancel={onCancel}
        confirmLabel="Vẫn bắt đầu"
        onConfirm={onConfirm}
        confirmColor="warning"
        pending={sending}
      />
    </Dialog>
  );
}
