import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { cashAtDoorProblem, ORDER_LIMITS, parseCashText } from '@tsa/shared';
import { TextField } from '@/components/text-field';
import { useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { formatMoney } from '@/lib/format';
import { useArmed } from '@/lib/use-armed';

export interface CollectCashDialogProps {
  open: boolean;
  code: string;
  amount: number;
  sending: boolean;
  onCancel: () => void;
  onConfirm: (collected: number) => void;
}

type Reading = { error: string } | { error: null; note: string };

/**
 * What the cashier typed, against the amount due (docs/product.md, "Cash at the door"): the whole
 * amount, or more with the change to give back; less says what is missing, a non-number says so.
 */
function read(text: string, due: number): Reading {
  if (text.trim() === '') return { error: 'Vui lòng nhập số tiền đã thu' };
  const tendered = parseCashText(text);
  if (tendered === null) return { error: 'Số tiền chỉ gồm chữ số, ví dụ 103.000' };
  if (tendered === 0 && due > 0) {
    return { error: `Còn thiếu ${formatMoney(due)}. Sinh viên chưa trả thì chọn "Chưa thu được tiền"` };
  }
  const problem = cashAtDoorProblem(tendered, due);
  if (problem?.kind === 'short') return { error: problem.message };
  const change = tendered - due;
  if (change === 0) return { error: null, note: 'Đã đủ số cần thu' };
  if (change >= ORDER_LIMITS.maxCashOver) {
    return { error: `${formatMoney(tendered)} nhiều hơn số cần thu ${formatMoney(change)}: kiểm tra lại số tiền` };
  }
  return { error: null, note: `Trả lại tiền thừa ${formatMoney(change)}. Ghi nhận thu ${formatMoney(due)}` };
}

/**
 * "Đã thu … ₫?" before a cash drop-off is done: the amount due is recorded as cash this staff
 * member holds. The dialog mounts its form on each opening: a fresh amount, and buttons that
 * wake only after the tap that opened it (`useArmed`).
 */
export function CollectCashDialog({ open, code, amount, sending, onCancel, onConfirm }: CollectCashDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="collect-cash-title"
    >
      <DialogTitle id="collect-cash-title">Đã thu {formatMoney(amount)}?</DialogTitle>
      <CollectCashForm code={code} amount={amount} sending={sending} onCancel={onCancel} onConfirm={onConfirm} />
    </Dialog>
  );
}

function CollectCashForm({ code, amount, sending, onCancel, onConfirm }: Omit<CollectCashDialogProps, 'open'>) {
  const [value, setValue] = useState(String(amount));
  const armed = useArmed();
  const reading = read(value, amount);
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Đơn {code} thanh toán tiền mặt: thu đủ <strong>{formatMoney(amount)}</strong>. Số tiền này được ghi vào tiền
          mặt cần bàn giao cuối ngày.
        </DialogContentText>
        <TextField
          label="Số tiền đã thu (₫)"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
          autoFocus
          error={reading.error !== null}
          helperText={reading.error ?? reading.note}
        />
        <Button sx={{ mt: 1 }} color="warning" onClick={() => onConfirm(0)} disabled={sending || !armed}>
          Chưa thu được tiền
        </Button>
      </DialogContent>
      <DialogFooter
        cancelLabel="Quay lại"
        onCancel={onCancel}
        confirmLabel={`Đã thu ${formatMoney(amount)}`}
        onConfirm={() => armed && reading.error === null && onConfirm(amount)}
        confirmColor="success"
        confirmDisabled={!armed || reading.error !== null}
        pending={sending}
      />
    </>
  );
}
