import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { rejectWithdrawalSchema } from '@tsa/shared';
import { useId, useState, type FormEvent } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { enqueueSnackbar } from '@/lib/snackbar';
import { useHandleWithdrawal } from '../api/withdrawals';
import type { WithdrawalView } from './withdrawal-card';

export interface HandleWithdrawalDialogProps {
  withdrawal: WithdrawalView | null;
  /** "paid": the transfer is made; "reject": with a reason, the money goes back to the wallet. */
  mode: 'paid' | 'reject';
  onClose: () => void;
}

export function HandleWithdrawalDialog({ withdrawal, mode, onClose }: HandleWithdrawalDialogProps) {
  const mutation = useHandleWithdrawal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!withdrawal) return;
    let reject: { reason: string } | undefined;
    if (mode === 'reject') {
      const parsed = rejectWithdrawalSchema.safeParse({ reason });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Vui lòng nhập lý do từ chối');
        return;
      }
      reject = parsed.data;
    }
    mutation.mutate(
      { id: withdrawal.id, reject },
      {
        onSuccess: () => {
          enqueueSnackbar(mode === 'paid' ? 'Đã đánh dấu đã chuyển tiền' : 'Đã từ chối và hoàn tiền vào ví', {
            variant: 'success',
          });
          close();
        },
      },
    );
  };
  const amount = withdrawal ? formatMoney(withdrawal.amount) : '';
  return (
    <Dialog open={Boolean(withdrawal)} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {mode === 'paid' ? `Đã chuyển ${amount}?` : `Từ chối yêu cầu rút ${amount}?`}
        </DialogTitle>
        <DialogContent>
          {withdrawal && (
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {mode === 'paid'
                ? `Xác nhận cửa hàng đã chuyển ${amount} về ${withdrawal.bankName} ${withdrawal.accountNumber} (${withdrawal.accountName}). Sinh viên sẽ được báo.`
                : `${amount} sẽ được hoàn lại vào ví TSA của ${withdrawal.student.name}. Sinh viên sẽ thấy lý do.`}
            </Typography>
          )}
          {mode === 'reject' && (
            <TextField
              label="Lý do từ chối"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? 'Ví dụ: sai số tài khoản, tên chủ tài khoản không khớp'}
              fullWidth
              autoFocus
            />
          )}
          {mutation.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(mutation.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogFooter
          onCancel={close}
          confirmLabel={mode === 'paid' ? 'Đã chuyển' : 'Từ chối'}
          confirmColor={mode === 'paid' ? 'primary' : 'error'}
          pending={mutation.isPending}
        />
      </form>
    </Dialog>
  );
}
