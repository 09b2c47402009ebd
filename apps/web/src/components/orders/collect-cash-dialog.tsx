import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '@/components/text-field';
import { useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { formatMoney } from '@/lib/format';

export interface CollectCashDialogProps {
  open: boolean;
  code: string;
  amount: number;
  sending: boolean;
  onCancel: () => void;
  onConfirm: (collected: number) => void;
}

/** "Đã thu … ₫?" before a cash drop-off is done: the amount is recorded as cash this staff member holds. */
export function CollectCashDialog({ open, code, amount, sending, onCancel, onConfirm }: CollectCashDialogProps) {
  const [value, setValue] = useState(String(amount));
  const collected = Number(value.replace(/\D/g, ''));
  const error = value.trim() === '' || !Number.isFinite(collected) ? 'Vui lòng nhập số tiền đã thu' : null;
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="collect-cash-title"
    >
      <DialogTitle id="collect-cash-title">Đã thu {formatMoney(amount)}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Đơn {code} thanh toán tiền mặt. Số tiền bạn thu được ghi vào tiền mặt cần bàn giao cuối ngày.
        </DialogContentText>
        <TextField
          label="Số tiền đã thu (₫)"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
          autoFocus
          error={Boolean(error)}
          helperText={error ?? formatMoney(collected)}
        />
        <Button sx={{ mt: 1 }} color="warning" onClick={() => onConfirm(0)} disabled={sending}>
          Chưa thu được tiền
        </Button>
      </DialogContent>
      <DialogFooter
        cancelLabel="Quay lại"
        onCancel={onCancel}
        confirmLabel={`Đã thu ${formatMoney(collected)}`}
        onConfirm={() => !error && onConfirm(collected)}
        confirmColor="success"
        confirmDisabled={Boolean(error)}
        pending={sending}
      />
    </Dialog>
  );
}
