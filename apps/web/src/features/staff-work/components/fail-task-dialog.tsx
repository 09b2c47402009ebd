import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/text-field';
import { DELIVERY_LIMITS } from '@tsa/shared';
import { useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';

/** Reasons staff give most often, one tap away. */
const QUICK_REASONS = [
  'Không liên lạc được sinh viên',
  'Sinh viên vắng phòng',
  'Sinh viên hẹn lại giờ khác',
  'Sai địa chỉ phòng',
];

export interface FailTaskDialogProps {
  open: boolean;
  code: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** 'Không thành công' needs a reason (≤ 250 characters): the office and the student read it. */
export function FailTaskDialog({ open, code, sending, onCancel, onConfirm }: FailTaskDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = !trimmed
    ? 'Vui lòng nhập lý do thất bại'
    : reason.length > DELIVERY_LIMITS.reason
      ? `Lý do tối đa ${DELIVERY_LIMITS.reason} ký tự`
      : null;

  const close = () => {
    if (sending) return;
    setReason('');
    setTouched(false);
    onCancel();
  };

  const submit = () => {
    setTouched(true);
    if (!error) onConfirm(trimmed);
  };

  return (
    <Dialog
      open={open}
      // A tap beside the dialog, one-handed in a corridor, must not throw away a typed reason:
      // with one, only "Quay lại" (or Escape) leaves.
      onClose={(_, why) => {
        if (why === 'backdropClick' && reason) return;
        close();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="fail-task-title"
    >
      <DialogTitle id="fail-task-title">Không thành công: {code}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Cho văn phòng và sinh viên biết vì sao chưa thực hiện được.
        </DialogContentText>
        <Stack
          direction="row"
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            mb: 2,
          }}
        >
          {QUICK_REASONS.map((quick) => (
            <Chip
              key={quick}
              label={quick}
              variant={reason === quick ? 'filled' : 'outlined'}
              color={reason === quick ? 'primary' : 'default'}
              onClick={() => setReason(quick)}
            />
          ))}
        </Stack>
        <TextField
          label="Lý do"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          error={touched && Boolean(error)}
          helperText={touched && error ? error : `${reason.length}/${DELIVERY_LIMITS.reason}`}
        />
      </DialogContent>
      <DialogFooter
        cancelLabel="Quay lại"
        onCancel={close}
        confirmLabel="Xác nhận không thành công"
        onConfirm={submit}
        confirmColor="error"
        pending={sending}
      />
    </Dialog>
  );
}
